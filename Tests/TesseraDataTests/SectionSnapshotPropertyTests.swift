import Testing
import TesseraData
import TesseraTerminal
import TesseraTesting

// Property (a), section snapshots: random valid edits applied both to a section snapshot and
// to a plain model — the depth-first list of (item, level, expanded) rows an outline shows,
// edited by slicing — with every query compared after every step.

private typealias Outline = DiffableDataSourceSectionSnapshot<Int>

private struct Row: Equatable {
    var item: Int
    var level: Int
    var expanded = false
}

/// The reference: a flat depth-first list; a subtree is a row and the deeper rows after it.
private struct OutlineModel {
    var rows: [Row] = []

    func index(of item: Int) -> Int { rows.firstIndex { $0.item == item }! }

    /// The rows of an item's subtree, the item first.
    func subtree(at index: Int) -> Range<Int> {
        var end = index + 1
        while end < rows.count && rows[end].level > rows[index].level { end += 1 }
        return index..<end
    }

    func parent(of index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            if rows[candidate].level < rows[index].level { return rows[candidate].item }
            candidate -= 1
        }
        return nil
    }

    var visible: [Int] {
        var result: [Int] = []
        var hiddenBelow = Int.max
        for row in rows {
            if row.level > hiddenBelow { continue }
            hiddenBelow = row.expanded ? Int.max : row.level
            result.append(row.item)
        }
        return result
    }

    /// Rows moved to start at `level`.
    static func shifted(_ rows: [Row], to level: Int) -> [Row] {
        rows.map { Row(item: $0.item, level: $0.level + level, expanded: $0.expanded) }
    }
}

/// A random small forest with fresh identifiers, as model rows and as a section snapshot built
/// by appending each row under its parent.
private func randomForest(_ next: inout Int, using random: inout SeededRandom) -> (rows: [Row], outline: Outline) {
    var rows: [Row] = []
    var outline = Outline()
    for _ in 0..<random.int(0...5) {
        let level = rows.isEmpty ? 0 : random.int(0...(rows.last!.level + 1))
        let row = Row(item: next, level: level, expanded: random.chance(0.5))
        next += 1
        let parent = rows.last { $0.level == level - 1 }
        outline.append([row.item], to: level == 0 ? nil : parent?.item)
        rows.append(row)
    }
    outline.expand(rows.filter(\.expanded).map(\.item))
    return (rows, outline)
}

private enum OutlineEdit: CustomStringConvertible {
    case append([Int], to: Int?)
    case insert([Int], next: Int, after: Bool)
    case insertForest([Row], Outline, next: Int, after: Bool)
    case delete([Int])
    case deleteAll
    case expand([Int])
    case collapse([Int])
    case replaceChildren(of: Int, [Row], Outline)

    var description: String {
        switch self {
        case .append(let items, let parent): "append(\(items), to: \(parent.map(String.init) ?? "nil"))"
        case .insert(let items, let next, let after): "insert(\(items), \(after ? "after" : "before"): \(next))"
        case .insertForest(let rows, _, let next, let after): "insert(snapshot \(rows.map { "\($0.item)@\($0.level)\($0.expanded ? "+" : "")" }), \(after ? "after" : "before"): \(next))"
        case .delete(let items): "delete(\(items))"
        case .deleteAll: "deleteAll()"
        case .expand(let items): "expand(\(items))"
        case .collapse(let items): "collapse(\(items))"
        case .replaceChildren(let parent, let rows, _): "replace(childrenOf: \(parent), using: \(rows.map { "\($0.item)@\($0.level)" }))"
        }
    }

    private enum Kind { case append, appendChildren, insert, insertForest, delete, deleteAll, expand, collapse, replace }

    static func random(for model: OutlineModel, next: inout Int, using random: inout SeededRandom) -> OutlineEdit {
        let items = model.rows.map(\.item)
        var kinds: [Kind] = [.append]
        if !items.isEmpty {
            kinds += [.appendChildren, .appendChildren, .insert, .insertForest, .delete, .expand, .expand, .collapse, .replace]
            if random.chance(0.05) { kinds.append(.deleteAll) }
        }
        func fresh(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<(next + count))
        }
        switch random.pick(kinds) {
        case .append: return .append(fresh(random.int(0...3)), to: nil)
        case .appendChildren: return .append(fresh(random.int(1...3)), to: random.pick(items))
        case .insert: return .insert(fresh(random.int(1...2)), next: random.pick(items), after: random.chance(0.5))
        case .insertForest:
            let forest = randomForest(&next, using: &random)
            return .insertForest(forest.rows, forest.outline, next: random.pick(items), after: random.chance(0.5))
        case .delete: return .delete(random.subset(of: items, atMost: 3))
        case .deleteAll: return .deleteAll
        case .expand: return .expand(random.subset(of: items, atMost: 3))
        case .collapse: return .collapse(random.subset(of: items, atMost: 2))
        case .replace:
            let forest = randomForest(&next, using: &random)
            return .replaceChildren(of: random.pick(items), forest.rows, forest.outline)
        }
    }

    func apply(to outline: inout Outline) {
        switch self {
        case .append(let items, let parent): outline.append(items, to: parent)
        case .insert(let items, let next, let after):
            if after { outline.insert(items, after: next) } else { outline.insert(items, before: next) }
        case .insertForest(_, let forest, let next, let after):
            if after { outline.insert(forest, after: next) } else { outline.insert(forest, before: next) }
        case .delete(let items): outline.delete(items)
        case .deleteAll: outline.deleteAll()
        case .expand(let items): outline.expand(items)
        case .collapse(let items): outline.collapse(items)
        case .replaceChildren(let parent, _, let forest): outline.replace(childrenOf: parent, using: forest)
        }
    }

    func apply(to model: inout OutlineModel) {
        switch self {
        case .append(let items, let parent):
            if let parent {
                let index = model.index(of: parent)
                let rows = items.map { Row(item: $0, level: model.rows[index].level + 1) }
                model.rows.insert(contentsOf: rows, at: model.subtree(at: index).upperBound)
            } else {
                model.rows += items.map { Row(item: $0, level: 0) }
            }
        case .insert(let items, let next, let after):
            let index = model.index(of: next)
            let rows = items.map { Row(item: $0, level: model.rows[index].level) }
            model.rows.insert(contentsOf: rows, at: after ? model.subtree(at: index).upperBound : index)
        case .insertForest(let forest, _, let next, let after):
            let index = model.index(of: next)
            let rows = OutlineModel.shifted(forest, to: model.rows[index].level)
            model.rows.insert(contentsOf: rows, at: after ? model.subtree(at: index).upperBound : index)
        case .delete(let items):
            for item in items where model.rows.contains(where: { $0.item == item }) {
                model.rows.removeSubrange(model.subtree(at: model.index(of: item)))
            }
        case .deleteAll: model.rows = []
        case .expand(let items): for item in items { model.rows[model.index(of: item)].expanded = true }
        case .collapse(let items): for item in items { model.rows[model.index(of: item)].expanded = false }
        case .replaceChildren(let parent, let forest, _):
            let index = model.index(of: parent)
            let children = model.subtree(at: index).dropFirst()
            model.rows.replaceSubrange(children, with: OutlineModel.shifted(forest, to: model.rows[index].level + 1))
        }
    }
}

/// The first query whose answer differs from the model's; `thorough` adds every per-item query,
/// a subtree snapshot and the visual description (done once per case, to keep debug runs fast).
private func mismatch(_ outline: Outline, _ model: OutlineModel, probe: Int, thorough: Bool) -> String? {
    let items = model.rows.map(\.item)
    if outline.items != items { return "items \(outline.items) != \(items)" }
    if !thorough { return outline.visibleItems != model.visible ? "visibleItems" : nil }
    if outline.rootItems != model.rows.filter({ $0.level == 0 }).map(\.item) { return "rootItems" }
    if outline.visibleItems != model.visible { return "visibleItems \(outline.visibleItems) != \(model.visible)" }
    if outline.expandedItems != model.rows.filter(\.expanded).map(\.item) { return "expandedItems" }
    let visible = Set(model.visible)
    for (index, row) in model.rows.enumerated() {
        if !outline.contains(row.item) { return "contains(\(row.item))" }
        if outline.level(of: row.item) != row.level { return "level(of: \(row.item))" }
        if outline.index(of: row.item) != index { return "index(of: \(row.item))" }
        if outline.parent(of: row.item) != model.parent(of: index) { return "parent(of: \(row.item))" }
        if outline.isExpanded(row.item) != row.expanded { return "isExpanded(\(row.item))" }
        if outline.isVisible(row.item) != visible.contains(row.item) { return "isVisible(\(row.item))" }
    }
    if outline.contains(-1) || outline.index(of: -1) != nil { return "absent item found" }
    if !items.isEmpty {
        let index = probe % items.count
        let range = model.subtree(at: index)
        let level = model.rows[index].level
        let withParent = outline.snapshot(of: items[index], includingParent: true)
        let children = outline.snapshot(of: items[index])
        if withParent.items != Array(items[range]) { return "snapshot(of: \(items[index]), includingParent: true)" }
        if children.items != Array(items[range.dropFirst()]) { return "snapshot(of: \(items[index]))" }
        for row in model.rows[range.dropFirst()] where children.level(of: row.item) != row.level - level - 1 {
            return "level in snapshot(of: \(items[index]))"
        }
    }
    let drawn = model.rows.map { row in
        let hasChildren = model.subtree(at: model.index(of: row.item)).count > 1
        let state = hasChildren ? (row.expanded ? "+" : "-") : " "
        return String(repeating: "  ", count: row.level) + (visible.contains(row.item) ? "*" : " ") + state + " \(row.item)"
    }
    let header = "DiffableDataSourceSectionSnapshot(\(items.count) item\(items.count == 1 ? "" : "s"), \(visible.count) visible)"
    if outline.visualDescription() != ([header] + drawn).joined(separator: "\n") { return "visualDescription" }
    return nil
}

@Suite("Property: section snapshot operations against a model")
struct SectionSnapshotPropertyTests {
    @Test func randomOperationSequencesMatchTheModel() {
        var random = PropertySeed.generator(for: 2, "section snapshot operations")
        for index in 0..<5_000 {
            var outline = Outline()
            var model = OutlineModel()
            var next = 0
            var history: [OutlineEdit] = []
            let steps = random.int(1...10)
            for step in 1...steps {
                let edit = OutlineEdit.random(for: model, next: &next, using: &random)
                history.append(edit)
                let keep = random.chance(0.2) ? (outline, model) : nil
                edit.apply(to: &outline)
                edit.apply(to: &model)
                if let problem = mismatch(outline, model, probe: random.int(0...1_000), thorough: step == steps) {
                    PropertySeed.fail("section snapshot operations", case: index, "\(problem)\nafter \(history)")
                    return
                }
                if let (copy, copyModel) = keep, let problem = mismatch(copy, copyModel, probe: 0, thorough: false) {
                    PropertySeed.fail("section snapshot copies", case: index, "\(problem)\ncopy changed by \(edit)")
                    return
                }
            }
        }
    }
}
