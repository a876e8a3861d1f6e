import Foundation

/// The identifiers a collection shows: sections in order, and the items of each section in
/// order. A value type, like Apple's `NSDiffableDataSourceSnapshot`; copies are cheap until
/// one of them changes.
///
/// Identifiers are unique: an item identifier appears once in the whole snapshot, a section
/// identifier once among the sections. Breaking that, or naming an identifier that is not in
/// the snapshot, stops the process with a message naming the operation and the identifier
/// (README.md lists the rules).
///
/// Costs: every look-up by identifier is O(1) (`indexOfItem`, `indexOfSection`,
/// `sectionIdentifier(containingItem:)`, `numberOfItems(inSection:)`). Appending k items is
/// O(k) plus O(sections after the target), so a snapshot built item by item is linear.
/// A snapshot built only by appending does not hash its items until something needs the
/// item index (a look-up by item, an edit naming an item, the differ); the first such use
/// builds it in O(n), once for all copies. A duplicate appended item is reported then, or by
/// the differ, still naming `appendItems`.
/// Inserting, deleting or moving items in the middle of a section is O(that section's size);
/// section edits are O(number of sections) and never touch the items of other sections.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    @usableFromInline typealias SectionID = SectionIdentifierType
    @usableFromInline typealias ItemID = ItemIdentifierType

    /// One section's storage. Sections live in numbered slots that never renumber when other
    /// sections are inserted, deleted or moved, so an item's location (slot, position) stays
    /// valid through any section edit.
    @usableFromInline
    struct SectionRecord {
        @usableFromInline var identifier: SectionID
        @usableFromInline var items: [ItemID]
        /// Index of the section in display order; -1 while the slot is free.
        @usableFromInline var ordinal: Int

        @inlinable
        init(identifier: SectionID, items: [ItemID], ordinal: Int) {
            self.identifier = identifier
            self.items = items
            self.ordinal = ordinal
        }
    }

    @usableFromInline var slots: [SectionRecord] = []
    @usableFromInline var freeSlots: [Int] = []
    /// Slots in display order.
    @usableFromInline var slotOrder: [Int] = []
    @usableFromInline var slotBySection: [SectionID: Int] = [:]
    /// Where each section's items start in the flattened order (all sections in order).
    @usableFromInline var itemPositions = FlatItemPositions()
    /// The item index; authoritative only while `pendingIndex` is nil.
    @usableFromInline var locations: [ItemID: ItemLocation] = [:]
    /// Set while the snapshot was built only by appending and nothing needed the index yet.
    @usableFromInline var pendingIndex: LazyItemIndex<ItemID>?
    @usableFromInline var reloadedItems: Set<ItemID> = []
    @usableFromInline var reconfiguredItems: Set<ItemID> = []
    @usableFromInline var reloadedSections: Set<SectionID> = []

    /// An empty snapshot: no sections, no items.
    @inlinable
    public init() {}
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSnapshot.SectionRecord: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

// MARK: - Queries

extension DiffableDataSourceSnapshot {
    /// The number of items in all sections. O(1).
    @inlinable
    public var numberOfItems: Int { itemPositions.count }

    /// The number of sections. O(1).
    @inlinable
    public var numberOfSections: Int { slotOrder.count }

    /// The section identifiers, in order. O(sections).
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] {
        slotOrder.map { slots[$0].identifier }
    }

    /// Every item identifier, section after section. O(1) with one section, O(items) otherwise.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] {
        if slotOrder.count == 1 { return slots[slotOrder[0]].items }
        var all: [ItemID] = []
        all.reserveCapacity(numberOfItems)
        for slot in slotOrder { all.append(contentsOf: slots[slot].items) }
        return all
    }

    /// The number of items in a section. O(1). Stops if the section is not in the snapshot.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        slots[existingSlot(of: identifier, "numberOfItems(inSection:)")].items.count
    }

    /// The items of one section, in order. O(1). Stops if the section is not in the snapshot.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        slots[existingSlot(of: identifier, "itemIdentifiers(inSection:)")].items
    }

    /// The section that holds an item, or nil if the item is not in the snapshot. O(1).
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let location = location(of: identifier) else { return nil }
        return slots[location.slot].identifier
    }

    /// The item's index in the flattened snapshot (all sections, in order), not within its
    /// section, as Apple's is; nil if the item is not in the snapshot. O(1).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return itemPositions.start(ofSection: slots[location.slot].ordinal) + location.position
    }

    /// The section's index, or nil if it is not in the snapshot. O(1).
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let slot = slotBySection[identifier] else { return nil }
        return slots[slot].ordinal
    }

    // Positional look-ups the collection view answers with (Tessera additions; the names are
    // the data source's own, so a data source can forward to its snapshot).

    /// The item at a section/item index path, or nil if there is none. O(1).
    @inlinable
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], item = indexPath[1]
        guard section >= 0, section < slotOrder.count else { return nil }
        let items = slots[slotOrder[section]].items
        guard item >= 0, item < items.count else { return nil }
        return items[item]
    }

    /// The section/item index path of an item, or nil if it is not in the snapshot. O(1).
    @inlinable
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let location = location(of: itemIdentifier) else { return nil }
        return makeIndexPath(section: slots[location.slot].ordinal, item: location.position)
    }

    /// The section at an index, or nil if the index is out of range. O(1).
    @inlinable
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        guard index >= 0, index < slotOrder.count else { return nil }
        return slots[slotOrder[index]].identifier
    }

    /// The index of a section, or nil if it is not in the snapshot. O(1).
    @inlinable
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        indexOfSection(sectionIdentifier)
    }
}

// MARK: - Internal helpers shared by the editing extensions and the differ

extension DiffableDataSourceSnapshot {
    @inlinable
    func existingSlot(of section: SectionID, _ operation: String) -> Int {
        guard let slot = slotBySection[section] else {
            stopOnProgrammerError(operation, "section \(quoted(section)) is not in the snapshot")
        }
        return slot
    }

    /// The location of an item named by an edit; call `materializeIndex()` first.
    @inlinable
    func existingLocation(of item: ItemID, _ operation: String) -> ItemLocation {
        guard let location = locations[item] else {
            stopOnProgrammerError(operation, "item \(quoted(item)) is not in the snapshot")
        }
        return location
    }

    /// The items of the section at a display index.
    @inlinable
    func items(inSectionAt ordinal: Int) -> [ItemID] {
        slots[slotOrder[ordinal]].items
    }

    /// Takes a slot for a new section, reusing a freed one first.
    @inlinable
    mutating func claimSlot(for section: SectionID, _ operation: String, given: [SectionID]) -> Int {
        let record = SectionRecord(identifier: section, items: [], ordinal: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            slots[free] = record
            slot = free
        } else {
            slots.append(record)
            slot = slots.count - 1
        }
        if slotBySection.updateValue(slot, forKey: section) != nil {
            stopOnProgrammerError(operation, duplicateProblem(kind: "section", section, given: given, alreadyIn: "the snapshot"))
        }
        return slot
    }

    /// Rewrites the display index of every section from `ordinal` on.
    @inlinable
    mutating func renumberSections(from ordinal: Int) {
        for index in ordinal..<slotOrder.count {
            slots[slotOrder[index]].ordinal = index
        }
    }

    /// Recomputes the section starts from `ordinal` on; the entries before it depend only on
    /// sections that did not change. O(sections after `ordinal`).
    @inlinable
    mutating func recountStarts(from ordinal: Int) {
        let slots = self.slots, slotOrder = self.slotOrder
        itemPositions.recount(from: ordinal, sectionCount: slotOrder.count) { slots[slotOrder[$0]].items.count }
    }

    /// Rewrites the recorded position of every item of a slot from `position` on.
    @inlinable
    mutating func relocateItems(inSlot slot: Int, from position: Int) {
        let items = slots[slot].items
        guard position < items.count else { return }
        for index in position..<items.count {
            locations[items[index]] = ItemLocation(slot: slot, position: index)
        }
    }

    /// Drops reload and reconfigure marks of items that left the snapshot.
    @inlinable
    mutating func forgetMarks<Items: Sequence<ItemID>>(ofItems items: Items) {
        guard !reloadedItems.isEmpty || !reconfiguredItems.isEmpty else { return }
        for item in items {
            reloadedItems.remove(item)
            reconfiguredItems.remove(item)
        }
    }
}

/// A two-level index path (section, item). Foundation's `IndexPath` on Linux has no
/// `section`/`item` accessors and TesseraLayout owns the public extension that adds them, so
/// this module builds and reads index paths by position only.
@inlinable
func makeIndexPath(section: Int, item: Int) -> IndexPath {
    // Same value as `IndexPath(indexes: [section, item])`, without allocating an array (the
    // differ makes one per change).
    IndexPath(index: section).appending(item)
}
