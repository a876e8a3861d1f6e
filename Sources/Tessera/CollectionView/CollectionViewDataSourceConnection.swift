import Foundation
import TesseraData
import TesseraLayout

/// What a collection view asks of its data source, without knowing the identifier types.
/// `CollectionViewDiffableDataSource` is the implementation apps use.
@MainActor
protocol CollectionViewDataSourceConnection: AnyObject {
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    func itemIdentity(at indexPath: IndexPath) -> AnyIdentifier?
    func sectionIdentity(at section: Int) -> AnyIdentifier?
    func indexPath(forItemIdentity identity: AnyIdentifier) -> IndexPath?
    func sectionIndex(forIdentity identity: AnyIdentifier) -> Int?

    /// Asks the app's cell provider for the cell of `indexPath`.
    func cell(for collectionView: CollectionView, at indexPath: IndexPath) -> CollectionViewCell?
    /// Asks the app's supplementary provider.
    func supplementaryView(for collectionView: CollectionView, ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView?

    /// Outline facts for rows of sections filled from section snapshots.
    func outlineState(at indexPath: IndexPath) -> OutlineState?
    /// Expands or collapses an outline parent through the section snapshot handlers.
    /// Returns false when it is not a parent or a handler vetoed it.
    @discardableResult
    func toggleExpansion(at indexPath: IndexPath, expand: Bool?) -> Bool

    /// Reordering (edit mode): whether the item may move, and the move itself, which the data
    /// source commits with a transaction to its reordering handlers.
    func canMoveItem(at indexPath: IndexPath) -> Bool
    func moveItem(at source: IndexPath, to destination: IndexPath)
}

/// A row's place in its section's outline.
public struct OutlineState: Hashable {
    /// Depth in the outline: 0 for a root item, 1 for its children, and so on.
    public var level: Int
    /// Whether the item is a parent (shows ▸/▾).
    public var hasChildren: Bool
    /// Whether the item's children are showing; false for items without children.
    public var isExpanded: Bool
    /// The parent's item identifier; nil for a root item.
    public var parentIdentity: AnyIdentifier?
}

/// One update, as the collection view animates it: the differ's position maps (where each item
/// and section went, old ↔ new) and which items need new or refreshed cells. A value: the view
/// animates from it and from what it drew, never asking the data source about the old data.
@usableFromInline
struct CollectionViewUpdate {
    /// Old ↔ new positions of items (flattened) and sections.
    var maps: SnapshotPositionMaps
    /// Items whose cells are replaced (`reloadItems`, and items of reloaded sections).
    var reloadedItems: Set<AnyIdentifier>
    /// Items whose existing cells are configured again (`reconfigureItems`).
    var reconfiguredItems: Set<AnyIdentifier>
    /// True when nothing at all changed: no motion, no cell work.
    var isEmpty: Bool
    /// The flattened positions of the data before and after, when `maps` follow items (a diff):
    /// with them the view carries its marks' index paths across the update. Nil for a reload,
    /// which matches sections alone: marked items are then found again by identifier.
    var itemPositions: (old: FlatItemPositions, new: FlatItemPositions)?
    /// The item count of each section of the new data, which the data source knows: the view
    /// prepares its layout with them instead of asking again. Nil when the data did not change
    /// (a new layout, `reloadData()`).
    var itemCounts: [Int]?
    /// Whether every cell on screen is thrown away and asked for again, and nothing animates from
    /// the old screen (`reloadData()`, `applySnapshotUsingReloadData(_:)`).
    var isReload: Bool

    @usableFromInline
    init(maps: SnapshotPositionMaps, reloadedItems: Set<AnyIdentifier>, reconfiguredItems: Set<AnyIdentifier>, isEmpty: Bool,
         itemPositions: (old: FlatItemPositions, new: FlatItemPositions)?, itemCounts: [Int]?, isReload: Bool = false) {
        self.maps = maps
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
        self.isEmpty = isEmpty
        self.itemPositions = itemPositions
        self.itemCounts = itemCounts
        self.isReload = isReload
    }
}
