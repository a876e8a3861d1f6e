import Foundation

/// One section of a layout: its group repeated along the scrolling axis (or across it, when
/// `orthogonalScrollingBehavior` is not `.none`), with spacing, insets, headers, footers and
/// decorations.
public struct CollectionLayoutSection {
    public let group: CollectionLayoutGroup
    /// Space between consecutive groups, in cells.
    public var interGroupSpacing: CGFloat = 0
    /// Space around the groups, inside the section's headers and footers.
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// The reference for the insets of the section's boundary supplementaries.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether headers and footers are inset by the section's leading and trailing content insets.
    public var supplementariesFollowContentInsets: Bool = true
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How far a flick carries the section and whether it bounces at its ends, when it scrolls
    /// orthogonally (Apple's iOS 17 property; see the type for what each means in a terminal).
    public var orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list configuration when the section came from `list(using:layoutEnvironment:)`:
    /// the collection view reads swipe-action providers and the appearance from it.
    public internal(set) var listConfiguration: CollectionLayoutListConfiguration?
    /// Blank cells before the start supplementaries (a list's header top padding).
    var paddingBeforeBoundary: CGFloat = 0

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
