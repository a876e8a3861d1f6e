import Foundation
import TesseraData

/// Hooks for expanding and collapsing outline rows (Apple's `SectionSnapshotHandlers`).
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    /// Asked before an outline row expands (→, Enter on a header row, a click on ▸): return
    /// false to keep it closed. Nil allows every expansion.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Told that the row is about to expand, before ``snapshotForExpandingParent`` is asked.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Asked before an outline row collapses: return false to keep it open. Nil allows every
    /// collapse.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Told that the row is about to collapse.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// Children loaded on demand: given the parent and its current children, return them.
    public var snapshotForExpandingParent: ((ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    /// Handlers that are all nil: every expansion and collapse is allowed, nothing is told.
    public init() {}
}

/// Hooks for reordering in edit mode (Apple's `ReorderingHandlers`). Reordering is on only
/// when `canReorderItem` is set. `didReorder` is where the app updates its own store.
public struct ReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// A reorder as a transaction: the snapshots before and after, their difference, and the
    /// section transactions of the sections it touched.
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
    /// Whether the item may be moved; nil (the default) lets no item move.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Told about a move just before it is applied.
    public var willReorder: ((Transaction) -> Void)?
    /// Told about a move after the data source has applied it: update your own store here.
    public var didReorder: ((Transaction) -> Void)?
    /// Handlers that are all nil: reordering is off.
    public init() {}
}
