import Foundation

/// The traits a layout adapts to (Apple's `UITraitCollection`): here, the size classes of the
/// collection view, which the layout derives from its size in cells each time it prepares
/// (see `UserInterfaceSizeClass` for the thresholds and why).
///
/// A value, not a class: section providers read it from their environment
/// (`environment.traitCollection.horizontalSizeClass`), which is itself a value handed to them.
public struct TraitCollection: Hashable, Sendable {
    /// The class of the collection view's width.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The class of the collection view's height.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Traits with the given size classes; both unspecified by default. Covers Apple's
    /// `init(horizontalSizeClass:)` and `init(verticalSizeClass:)`.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a view `size` cells large: each size class from its own axis.
    public init(size: CGSize) {
        self.init(horizontalSizeClass: .horizontal(forColumns: size.width),
                  verticalSizeClass: .vertical(forRows: size.height))
    }
}
