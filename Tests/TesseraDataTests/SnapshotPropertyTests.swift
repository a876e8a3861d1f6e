import Foundation
import Testing
@testable import TesseraData
import TesseraTerminal
import TesseraTesting

// Property (a), snapshots: random valid operation sequences applied both to a snapshot and to
// a plain model (an array of sections holding arrays of items, searched linearly), with every
// query compared after every step.

private typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// The reference: nothing clever, everything found by scanning.
private struct SnapshotModel {
    var sections: [(id: Int, items: [Int])] = []
    var reloadedItems = Set<Int>()
    var reconfiguredItems = Set<Int>()
    var reloadedSections = Set<Int>()
    var nextSection = 1_000
    var nextItem = 0

    var items: [Int] { sections.flatMap(\.items) }
    var sectionIDs: [Int] { sections.map(\.id) }

    func place(of item: Int) -> (section: Int, position: Int)? {
        for (index, section) in sections.enumerated() {
            if let position = section.items.firstIndex(of: item) { return (index, position) }
        }
        return nil
    }

    func sectionIndex(_ id: Int) -> Int { sections.firstIndex { $0.id == id }! }

    mutating func freshSections(_ count: Int) -> [Int] {
        defer { nextSection += count }
        return Array(nextSection..<(nextSection + count))
    }

    mutating func freshItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<(nextItem + count))
    }

    mutating func remove(_ item: Int) {
        let place = place(of: item)!
        sections[place.section].items.remove(at: place.position)
        reloadedItems.remove(item)
        reconfiguredItems.remove(item)
    }
}

/// One edit, applied to the snapshot and to the model alike.
private enum SnapshotEdit: CustomStringConvertible {
    case appendSections([Int])
    case insertSections([Int], next: Int, after: Bool)
    case deleteSections([Int])
    case moveSection(Int, next: Int, after: Bool)
    case appendItems([Int], to: Int?)
    case insertItems([Int], next: Int, after: Bool)
    case deleteItems([Int])
    case deleteAllItems
    case moveItem(Int, next: Int, after: Bool)
    case reloadItems([Int])
    case reconfigureItems([Int])
    case reloadSections([Int])
    case lookUp(Int)

    var description: String {
        switch self {
        case .appendSections(let ids): "appendSections(\(ids))"
        case .insertSections(let ids, let next, let after): "insertSections(\(ids), \(after ? "after" : "before"): \(next))"
        case .deleteSections(let ids): "deleteSections(\(ids))"
        case .moveSection(let id, let next, let after): "moveSection(\(id), \(after ? "after" : "before"): \(next))"
        case .appendItems(let ids, let section): "appendItems(\(ids), toSection: \(section.map(String.init) ?? "nil"))"
        case .insertItems(let ids, let next, let after): "insertItems(\(ids), \(after ? "after" : "before"): \(next))"
        case .deleteItems(let ids): "deleteItems(\(ids))"
        case .deleteAllItems: "deleteAllItems()"
        case .moveItem(let id, let next, let after): "moveItem(\(id), \(after ? "after" : "before"): \(next))"
        case .reloadItems(let ids): "reloadItems(\(ids))"
        case .reconfigureItems(let ids): "reconfigureItems(\(ids))"
        case .reloadSections(let ids): "reloadSections(\(ids))"
        case .lookUp(let id): "indexOfItem(\(id))"
        }
    }

    private enum Kind {
        case appendSections, insertSections, appendItems, appendMoreItems, reloadSections, deleteSections
        case moveSection, insertItems, deleteItems, reloadItems, reconfigureItems, lookUp, deleteAllItems, moveItem
    }

    static func random(for model: inout SnapshotModel, using random: inout SeededRandom) -> SnapshotEdit {
        let items = model.items, sections = model.sectionIDs
        var kinds: [Kind] = [.appendSections]
        if !sections.isEmpty {
            kinds += [.insertSections, .appendItems, .appendMoreItems, .reloadSections]
            if random.chance(0.3) { kinds.append(.deleteSections) }
        }
        if sections.count >= 2 { kinds.append(.moveSection) }
        if !items.isEmpty {
            kinds += [.insertItems, .deleteItems, .reloadItems, .reconfigureItems, .lookUp]
            if random.chance(0.05) { kinds.append(.deleteAllItems) }
        }
        if items.count >= 2 { kinds += [.moveItem, .moveItem] }
        switch random.pick(kinds) {
        case .appendSections: return .appendSections(model.freshSections(random.int(0...2)))
        case .insertSections:
            return .insertSections(model.freshSections(random.int(1...2)), next: random.pick(sections), after: random.chance(0.5))
        case .appendItems:
            return .appendItems(model.freshItems(random.int(0...6)), to: random.chance(0.3) ? nil : random.pick(sections))
        case .appendMoreItems: return .appendItems(model.freshItems(random.int(1...4)), to: random.pick(sections))
        case .reloadSections: return .reloadSections(random.subset(of: sections, atMost: 2))
        case .deleteSections: return .deleteSections(random.subset(of: sections, atMost: 2))
        case .moveSection:
            let pair = sections.shuffled(using: &random)
            return .moveSection(pair[0], next: pair[1], after: random.chance(0.5))
        case .insertItems:
            return .insertItems(model.freshItems(random.int(1...3)), next: random.pick(items), after: random.chance(0.5))
        case .deleteItems: return .deleteItems(random.subset(of: items, atMost: 4))
        case .reloadItems: return .reloadItems(random.subset(of: items, atMost: 3))
        case .reconfigureItems: return .reconfigureItems(random.subset(of: items, atMost: 3))
        case .lookUp: return .lookUp(random.pick(items))
        case .deleteAllItems: return .deleteAllItems
        case .moveItem:
            let pair = items.shuffled(using: &random)
            return .moveItem(pair[0], next: pair[1], after: random.chance(0.5))
        }
    }

    func apply(to snapshot: inout Snapshot) {
        switch self {
        case .appendSections(let ids): snapshot.appendSections(ids)
        case .insertSections(let ids, let next, let after):
            if after { snapshot.insertSections(ids, afterSection: next) } else { snapshot.insertSections(ids, beforeSection: next) }
        case .deleteSections(let ids): snapshot.deleteSections(ids)
        case .moveSection(let id, let next, let after):
            if after { snapshot.moveSection(id, afterSection: next) } else { snapshot.moveSection(id, beforeSection: next) }
        case .appendItems(let ids, let section): snapshot.appendItems(ids, toSection: section)
        case .insertItems(let ids, let next, let after):
            if after { snapshot.insertItems(ids, afterItem: next) } else { snapshot.insertItems(ids, beforeItem: next) }
        case .deleteItems(let ids): snapshot.deleteItems(ids)
        case .deleteAllItems: snapshot.deleteAllItems()
        case .moveItem(let id, let next, let after):
            if after { snapshot.moveItem(id, afterItem: next) } else { snapshot.moveItem(id, beforeItem: next) }
        case .reloadItems(let ids): snapshot.reloadItems(ids)
        case .reconfigureItems(let ids): snapshot.reconfigureItems(ids)
        case .reloadSections(let ids): snapshot.reloadSections(ids)
        case .lookUp(let id): _ = snapshot.indexOfItem(id)
        }
    }

    func apply(to model: inout SnapshotModel) {
        switch self {
        case .appendSections(let ids):
            model.sections += ids.map { ($0, []) }
        case .insertSections(let ids, let next, let after):
            model.sections.insert(contentsOf: ids.map { ($0, []) }, at: model.sectionIndex(next) + (after ? 1 : 0))
        case .deleteSections(let ids):
            for id in ids {
                let index = model.sectionIndex(id)
                for item in model.sections[index].items { model.remove(item) }
                model.sections.remove(at: index)
                model.reloadedSections.remove(id)
            }
        case .moveSection(let id, let next, let after):
            let section = model.sections.remove(at: model.sectionIndex(id))
            model.sections.insert(section, at: model.sectionIndex(next) + (after ? 1 : 0))
        case .appendItems(let ids, let section):
            let index = section.map(model.sectionIndex) ?? model.sections.count - 1
            model.sections[index].items += ids
        case .insertItems(let ids, let next, let after):
            let place = model.place(of: next)!
            model.sections[place.section].items.insert(contentsOf: ids, at: place.position + (after ? 1 : 0))
        case .deleteItems(let ids):
            for id in ids { model.remove(id) }
        case .deleteAllItems:
            model.sections = []
            model.reloadedItems = []
            model.reconfiguredItems = []
            model.reloadedSections = []
        case .moveItem(let id, let next, let after):
            let place = model.place(of: id)!
            model.sections[place.section].items.remove(at: place.position)
            let target = model.place(of: next)!
            model.sections[target.section].items.insert(id, at: target.position + (after ? 1 : 0))
        case .reloadItems(let ids): model.reloadedItems.formUnion(ids)
        case .reconfigureItems(let ids): model.reconfiguredItems.formUnion(ids)
        case .reloadSections(let ids): model.reloadedSections.formUnion(ids)
        case .lookUp: break
        }
    }
}

/// The first query whose answer differs from the model's, if any.
private func mismatch(_ snapshot: Snapshot, _ model: SnapshotModel) -> String? {
    let items = model.items
    if snapshot.sectionIdentifiers != model.sectionIDs { return "sectionIdentifiers \(snapshot.sectionIdentifiers) != \(model.sectionIDs)" }
    if snapshot.itemIdentifiers != items { return "itemIdentifiers \(snapshot.itemIdentifiers) != \(items)" }
    if snapshot.numberOfItems != items.count || snapshot.numberOfSections != model.sections.count { return "counts" }
    for (index, section) in model.sections.enumerated() {
        if snapshot.itemIdentifiers(inSection: section.id) != section.items { return "itemIdentifiers(inSection: \(section.id))" }
        if snapshot.numberOfItems(inSection: section.id) != section.items.count { return "numberOfItems(inSection: \(section.id))" }
        if snapshot.indexOfSection(section.id) != index || snapshot.index(for: section.id) != index { return "indexOfSection(\(section.id))" }
        if snapshot.sectionIdentifier(for: index) != section.id { return "sectionIdentifier(for: \(index))" }
    }
    for (flat, item) in items.enumerated() {
        let place = model.place(of: item)!
        let indexPath = IndexPath(indexes: [place.section, place.position])
        if snapshot.indexOfItem(item) != flat { return "indexOfItem(\(item)) = \(String(describing: snapshot.indexOfItem(item))), expected \(flat)" }
        if snapshot.sectionIdentifier(containingItem: item) != model.sections[place.section].id { return "sectionIdentifier(containingItem: \(item))" }
        if snapshot.indexPath(for: item) != indexPath { return "indexPath(for: \(item))" }
        if snapshot.itemIdentifier(for: indexPath) != item { return "itemIdentifier(for: \(indexPath))" }
    }
    let absent = model.nextItem + 7
    if snapshot.indexOfItem(absent) != nil || snapshot.sectionIdentifier(containingItem: absent) != nil { return "absent item found" }
    if snapshot.indexOfSection(model.nextSection + 7) != nil { return "absent section found" }
    if snapshot.reloadedItemIdentifiers != items.filter(model.reloadedItems.contains) { return "reloadedItemIdentifiers" }
    if snapshot.reconfiguredItemIdentifiers != items.filter(model.reconfiguredItems.contains) { return "reconfiguredItemIdentifiers" }
    if snapshot.reloadedSectionIdentifiers != model.sectionIDs.filter(model.reloadedSections.contains) { return "reloadedSectionIdentifiers" }
    return nil
}

@Suite("Property: snapshot operations against a model")
struct SnapshotPropertyTests {
    @Test func randomOperationSequencesMatchTheModel() {
        var random = PropertySeed.generator(for: 1, "snapshot operations")
        for index in 0..<5_000 {
            var snapshot = Snapshot()
            var model = SnapshotModel()
            var history: [SnapshotEdit] = []
            for _ in 0..<random.int(1...12) {
                let edit = SnapshotEdit.random(for: &model, using: &random)
                history.append(edit)
                // Now and then keep a copy, to check that editing never reaches into it.
                let keep = random.chance(0.2) ? (snapshot, model) : nil
                edit.apply(to: &snapshot)
                edit.apply(to: &model)
                if let problem = mismatch(snapshot, model) {
                    PropertySeed.fail("snapshot operations", case: index, "\(problem)\nafter \(history)")
                    return
                }
                if let (copy, copyModel) = keep, let problem = mismatch(copy, copyModel) {
                    PropertySeed.fail("snapshot copies", case: index, "\(problem)\ncopy changed by \(edit), after \(history)")
                    return
                }
            }
        }
    }
}
