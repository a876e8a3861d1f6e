// Adding, removing and reordering items.

extension DiffableDataSourceSnapshot {
    /// Adds items at the end of a section, or of the last section when `identifier` is nil.
    ///
    /// Stops if there is no such section (or no section at all), or if an item is already in
    /// the snapshot or given twice. Re-appending an existing item is an error here, not a
    /// move as on iOS 15 (README.md explains why): delete it first, or use `moveItem`.
    /// O(items given) plus O(sections after the target).
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let operation = "appendItems"
        let slot: Int
        if let sectionIdentifier {
            slot = existingSlot(of: sectionIdentifier, operation)
        } else {
            guard let last = slotOrder.last else {
                stopOnProgrammerError(operation, "the snapshot has no sections; append a section first")
            }
            slot = last
        }
        if pendingIndex != nil || numberOfItems == 0 {
            // Defer hashing: the index is built (and duplicates found) when first needed.
            guard !identifiers.isEmpty else { return }
            if slots[slot].items.isEmpty {
                slots[slot].items = identifiers  // shares the caller's buffer until either side changes
            } else {
                slots[slot].items.append(contentsOf: identifiers)
            }
            recountStarts(from: slots[slot].ordinal)
            renewPendingIndex()
        } else {
            // A separate statement, so no temporary copy of the section outlives it and the
            // append below finds the items array unshared (debug builds keep temporaries
            // until the end of the statement).
            let end = slots[slot].items.count
            insertItems(identifiers, inSlot: slot, at: end, operation)
        }
    }

    /// Inserts items before an existing item, in that item's section.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        materializeIndex()
        let anchor = existingLocation(of: beforeIdentifier, "insertItems")
        insertItems(identifiers, inSlot: anchor.slot, at: anchor.position, "insertItems")
    }

    /// Inserts items after an existing item, in that item's section.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        materializeIndex()
        let anchor = existingLocation(of: afterIdentifier, "insertItems")
        insertItems(identifiers, inSlot: anchor.slot, at: anchor.position + 1, "insertItems")
    }

    /// Deletes items. Stops if an item is not in the snapshot.
    /// O(items given, plus the tail of each section that lost items).
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard !identifiers.isEmpty else { return }
        materializeIndex()
        var positionsBySlot: [Int: [Int]] = [:]
        for (offset, item) in identifiers.enumerated() {
            guard let location = locations.removeValue(forKey: item) else {
                stopOnProgrammerError("deleteItems", missingProblem(
                    kind: "item", item, earlierInCall: identifiers[..<offset], place: "the snapshot"))
            }
            positionsBySlot[location.slot, default: []].append(location.position)
        }
        var earliest = slotOrder.count
        for (slot, unsortedPositions) in positionsBySlot {
            let positions = unsortedPositions.sorted()
            removeItems(inSlot: slot, atSortedPositions: positions)
            relocateItems(inSlot: slot, from: positions[0])
            earliest = min(earliest, slots[slot].ordinal)
        }
        forgetMarks(ofItems: identifiers)
        recountStarts(from: earliest)
    }

    /// Removes every item and every section, as Apple's `deleteAllItems()` does.
    @inlinable
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves an item before another item, possibly into another section. Stops if either is
    /// missing or they are the same item.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another item, possibly into another section.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    // MARK: Internal

    @inlinable
    mutating func insertItems(_ identifiers: [ItemID], inSlot slot: Int, at position: Int, _ operation: String) {
        guard !identifiers.isEmpty else { return }
        if identifiers.count > 16 { locations.reserveCapacity(locations.count + identifiers.count) }
        // Record the new locations first: one hash per item both finds duplicates and indexes.
        var index = position
        for item in identifiers {
            if let previous = locations.updateValue(ItemLocation(slot: slot, position: index), forKey: item) {
                let place = "section \(quoted(slots[previous.slot].identifier))"
                stopOnProgrammerError(operation, duplicateProblem(kind: "item", item, given: identifiers, alreadyIn: place))
            }
            index += 1
        }
        if position == slots[slot].items.count {
            slots[slot].items.append(contentsOf: identifiers)
        } else {
            slots[slot].items.insert(contentsOf: identifiers, at: position)
            relocateItems(inSlot: slot, from: index)
        }
        recountStarts(from: slots[slot].ordinal)
    }

    /// Removes items at ascending positions from one section in a single pass.
    @inlinable
    mutating func removeItems(inSlot slot: Int, atSortedPositions positions: [Int]) {
        var write = positions[0]
        var next = 0
        let count = slots[slot].items.count
        slots[slot].items.withUnsafeMutableBufferPointer { items in
            for read in positions[0]..<count {
                if next < positions.count && positions[next] == read {
                    next += 1
                    continue
                }
                items.swapAt(write, read)
                write += 1
            }
        }
        slots[slot].items.removeLast(count - write)
    }

    @inlinable
    mutating func moveItem(_ item: ItemID, relativeTo anchor: ItemID, after: Bool) {
        let operation = "moveItem"
        guard item != anchor else {
            stopOnProgrammerError(operation, "item \(quoted(item)) cannot be moved relative to itself")
        }
        materializeIndex()
        let source = existingLocation(of: item, operation)
        _ = existingLocation(of: anchor, operation)
        slots[source.slot].items.remove(at: source.position)
        relocateItems(inSlot: source.slot, from: source.position)
        let target = locations[anchor]!
        let position = target.position + (after ? 1 : 0)
        slots[target.slot].items.insert(item, at: position)
        relocateItems(inSlot: target.slot, from: position)
        recountStarts(from: min(slots[source.slot].ordinal, slots[target.slot].ordinal))
    }
}
