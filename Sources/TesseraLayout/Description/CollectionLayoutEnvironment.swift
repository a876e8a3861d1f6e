import Foundation

/// The space a section (or custom group) is laid out in.
public struct CollectionLayoutContainer: Hashable, Sendable {
    /// The size before insets, in cells.
    public let contentSize: CGSize
    /// Insets as given; a value between 0 and 1 is a fraction of the size (0.2 means 20%).
    public let contentInsets: DirectionalEdgeInsets

    /// A container of `contentSize` cells (columns × rows) with `contentInsets`, zero by default.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets in cells, fractions resolved.
    public var effectiveContentInsets: DirectionalEdgeInsets {
        func resolve(_ value: CGFloat, of length: CGFloat) -> CGFloat {
            value > 0 && value < 1 ? value * length : value
        }
        return DirectionalEdgeInsets(
            top: resolve(contentInsets.top, of: contentSize.height),
            leading: resolve(contentInsets.leading, of: contentSize.width),
            bottom: resolve(contentInsets.bottom, of: contentSize.height),
            trailing: resolve(contentInsets.trailing, of: contentSize.width))
    }

    /// The size after insets; never negative.
    public var effectiveContentSize: CGSize {
        let insets = effectiveContentInsets
        return CGSize(width: max(0, contentSize.width - insets.leading - insets.trailing),
                      height: max(0, contentSize.height - insets.top - insets.bottom))
    }
}

/// What a section provider (or custom group provider) is told about where it lays out.
/// Adaptive layouts branch on the size classes in `traitCollection`, as on iOS, or on
/// `container.effectiveContentSize.width`, in columns.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The space being laid out. For a section provider: the collection view's whole size in
    /// cells, inset across the scrolling axis by the configuration's `contentInsetsReference`
    /// (the safe area by default). For a custom group's provider: the group's own size.
    public let container: CollectionLayoutContainer
    /// Width of a cell divided by its height (about 0.5 on most terminals). A height given as
    /// `.fractionalWidth(f)` is `f × width × cellAspect` rows.
    public let cellAspect: CGFloat
    /// The collection view's size classes (Apple's `traitCollection`). A custom group's
    /// provider gets the collection view's traits too, not ones derived from the group's size.
    public let traitCollection: TraitCollection

    /// An environment for `container`; without traits, they are derived from the container's
    /// size (before insets), as the layout does for the collection view.
    public init(container: CollectionLayoutContainer, cellAspect: CGFloat = 0.5, traitCollection: TraitCollection? = nil) {
        self.container = container
        self.cellAspect = cellAspect
        self.traitCollection = traitCollection ?? TraitCollection(size: container.contentSize)
    }
}
