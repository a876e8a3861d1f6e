import Foundation
import TesseraData

/// Hooks for expanding and collapsing outline rows (Apple's `SectionSnapshotHandlers`).
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// Children loaded on demand: given the parent and its current children, return them.
    public var snapshotForExpandingParent: ((ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    public init() {}
}

/// Hooks for reordering in edit mode (Apple's `ReorderingHandlers`). Reordering is on only
/// when `canReorderItem` is set. `didReorder` is where the app updates its own store.
public struct ReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    public var willReorder: ((Transaction) -> Void)?
    public var didReorder: ((Transaction) -> Void)?
    public init() {}
}
