import Foundation

/// One axis of a size: a fraction of the container, a fixed number of cells, or an estimate that
/// the content's measured size replaces.
///
/// Units are cells (one column across, one row down). A height given as `.fractionalWidth(f)` is
/// `f × width × cellAspect` rows, so tiles described as square look square on a terminal.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, the cell count, or the estimate, as given.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed number of cells.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// Starts at the estimate; the element's measured size replaces it.
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Measured like `.estimated`, then every sibling takes the largest sibling's size. On a
    /// section's outermost group the largest size is shared by every group of the section.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimate)
    }

    /// True for ``fractionalWidth(_:)``.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// True for ``fractionalHeight(_:)``.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// True for ``absolute(_:)``.
    public var isAbsolute: Bool { kind == .absolute }
    /// True for `.estimated` and for `.uniformAcrossSiblings`: both are measured.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// True for ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The dimension as it would be written, for example `.fractionalWidth(0.5)`.
    public var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        case .uniformAcrossSiblings: ".uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}
