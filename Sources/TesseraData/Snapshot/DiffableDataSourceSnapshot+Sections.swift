// Adding, removing and reordering sections. Each edit costs O(number of sections): items
// keep their slots, so no item is touched unless its own section is deleted.

extension DiffableDataSourceSnapshot {
    /// Adds sections at the end. Stops if a section is already in the snapshot or is given twice.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let end = slotOrder.count  // its own statement: see appendItems
        insertSections(identifiers, at: end, "appendSections")
    }

    /// Inserts sections before an existing section.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let anchor = slots[existingSlot(of: toIdentifier, "insertSections")].ordinal
        insertSections(identifiers, at: anchor, "insertSections")
    }

    /// Inserts sections after an existing section.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let anchor = slots[existingSlot(of: toIdentifier, "insertSections")].ordinal
        insertSections(identifiers, at: anchor + 1, "insertSections")
    }

    /// Deletes sections and every item in them. Stops if a section is not in the snapshot.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard !identifiers.isEmpty else { return }
        var earliest = slotOrder.count
        for (offset, section) in identifiers.enumerated() {
            guard let slot = slotBySection.removeValue(forKey: section) else {
                stopOnProgrammerError("deleteSections", missingProblem(
                    kind: "section", section, earlierInCall: identifiers[..<offset], place: "the snapshot"))
            }
            earliest = min(earliest, slots[slot].ordinal)
            let items = slots[slot].items
            if pendingIndex == nil {
                for item in items { locations.removeValue(forKey: item) }
                forgetMarks(ofItems: items)
            }
            reloadedSections.remove(section)
            slots[slot].items = []
            slots[slot].ordinal = -1
            freeSlots.append(slot)
        }
        if pendingIndex != nil { pendingIndex = LazyItemIndex() }
        let records = slots
        slotOrder.removeAll { records[$0].ordinal == -1 }
        renumberSections(from: earliest)
        recountStarts(from: earliest)
    }

    /// Moves a section before another one. Stops if either is missing or they are the same.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another one. Stops if either is missing or they are the same.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    @inlinable
    mutating func insertSections(_ identifiers: [SectionID], at ordinal: Int, _ operation: String) {
        guard !identifiers.isEmpty else { return }
        var newSlots: [Int] = []
        newSlots.reserveCapacity(identifiers.count)
        for section in identifiers {
            newSlots.append(claimSlot(for: section, operation, given: identifiers))
        }
        slotOrder.insert(contentsOf: newSlots, at: ordinal)
        renumberSections(from: ordinal)
        recountStarts(from: ordinal)
    }

    @inlinable
    mutating func moveSection(_ section: SectionID, relativeTo anchor: SectionID, after: Bool) {
        let operation = "moveSection"
        guard section != anchor else {
            stopOnProgrammerError(operation, "section \(quoted(section)) cannot be moved relative to itself")
        }
        let movingSlot = existingSlot(of: section, operation)
        let anchorSlot = existingSlot(of: anchor, operation)
        let from = slots[movingSlot].ordinal
        slotOrder.remove(at: from)
        var to = slots[anchorSlot].ordinal
        if to > from { to -= 1 }
        if after { to += 1 }
        slotOrder.insert(movingSlot, at: to)
        let first = min(from, to)
        renumberSections(from: first)
        recountStarts(from: first)
    }
}
