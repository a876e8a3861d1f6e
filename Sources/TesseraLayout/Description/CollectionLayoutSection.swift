import Foundation

/// One section of a layout: its group repeated along the scrolling axis (or across it, when
/// `orthogonalScrollingBehavior` is not `.none`), with spacing, insets, headers, footers and
/// decorations.
public struct CollectionLayoutSection {
    /// The group repeated for the section's items: item `i` is leaf `i % k` of group instance `i / k`,
    /// where `k` is the number of leaves one instance holds.
    public let group: CollectionLayoutGroup
    /// Space between consecutive groups, in cells.
    public var interGroupSpacing: CGFloat = 0
    /// Space around the groups, inside the section's headers and footers.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What ``contentInsets`` are measured from across the scrolling axis; `.automatic` (the default)
    /// follows the layout configuration's reference.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// The reference for the insets of the section's boundary supplementaries.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether headers and footers are inset by the section's leading and trailing content insets.
    public var supplementariesFollowContentInsets: Bool = true
    /// How the section scrolls across the main axis: `.none` (the default) stacks its groups along
    /// the main axis; anything else lays them in one sideways-scrolling line and says where it rests.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How far a flick carries the section and whether it bounces at its ends, when it scrolls
    /// orthogonally (Apple's iOS 17 property; see the type for what each means in a terminal).
    public var orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
    /// The section's headers and footers, placed by their alignment outside the content insets.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section's content, such as a background.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Called with the section's visible elements before each query returns them, to adjust their
    /// alpha, zIndex, hidden state or centre (scroll effects). nil by default; costs O(visible).
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list configuration when the section came from `list(using:layoutEnvironment:)`:
    /// the collection view reads swipe-action providers and the appearance from it.
    public internal(set) var listConfiguration: CollectionLayoutListConfiguration?
    /// Blank cells before the start supplementaries (a list's header top padding).
    var paddingBeforeBoundary: CGFloat = 0

    /// A section repeating `group` for its items, with no spacing, insets or supplementaries (Apple's
    /// `NSCollectionLayoutSection(group:)`).
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
