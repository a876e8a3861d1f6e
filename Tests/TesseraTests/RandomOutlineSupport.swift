import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Random data for ``RandomLayout``: flat sections and outline sections (parents with children,
/// expanded or not, applied as section snapshots), edited the ways apps edit them. Each edit
/// names what it did (``RandomOutlineSections/Edit/kinds``) for the property test's tally.
struct RandomOutlineSections {
    struct Parent {
        var name: String
        var children: [String]
        var isExpanded: Bool
    }

    enum Content {
        case flat([String])
        case outline([Parent])
    }

    var sections: [(id: Int, content: Content)] = []
    private var nextItem = 0
    private var nextSection = 0

    init(using rng: inout SeededRandom) {
        for _ in 0..<Int.random(in: 1...4, using: &rng) { sections.append(makeSection(using: &rng)) }
    }

    private mutating func makeItem() -> String {
        defer { nextItem += 1 }
        return "item\(nextItem)"
    }

    /// A new section, an outline one time in three unless `flat` (a section inserted by an
    /// ordinary apply has no outline).
    private mutating func makeSection(flat: Bool = false, using rng: inout SeededRandom) -> (id: Int, content: Content) {
        defer { nextSection += 1 }
        if !flat && Int.random(in: 0..<3, using: &rng) == 0 {
            let parents = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Parent(name: makeItem(), children: (0..<Int.random(in: 0...4, using: &rng)).map { _ in makeItem() },
                       isExpanded: Bool.random(using: &rng))
            }
            return (nextSection, .outline(parents))
        }
        return (nextSection, .flat((0..<Int.random(in: 0...6, using: &rng)).map { _ in makeItem() }))
    }

    /// The items a section shows: an outline's parents, each followed by its children when expanded.
    static func visibleItems(_ content: Content) -> [String] {
        switch content {
        case .flat(let items): return items
        case .outline(let parents): return parents.flatMap { [$0.name] + ($0.isExpanded ? $0.children : []) }
        }
    }

    var snapshot: DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        for section in sections {
            snapshot.appendSections([section.id])
            snapshot.appendItems(Self.visibleItems(section.content), toSection: section.id)
        }
        return snapshot
    }

    /// The section snapshot of the outline section at `index`; nil for a flat one.
    func outline(at index: Int) -> DiffableDataSourceSectionSnapshot<String>? {
        guard case .outline(let parents) = sections[index].content else { return nil }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(parents.map(\.name))
        for parent in parents {
            outline.append(parent.children, to: parent.name)
            if parent.isExpanded { outline.expand([parent.name]) }
        }
        return outline
    }

    /// Applies the whole data to `dataSource`: the snapshot, then each outline section's outline.
    @MainActor func show(in dataSource: CollectionViewDiffableDataSource<Int, String>, animated: Bool) {
        dataSource.apply(snapshot, animatingDifferences: animated)
        for index in sections.indices { if let outline = outline(at: index) { dataSource.apply(outline, to: sections[index].id, animatingDifferences: animated) } }
    }

    /// Names of what the edits did, for the tally; the positions of empty sections.
    var emptySectionPlaces: Set<String> {
        var places = Set<String>()
        for (n, section) in sections.enumerated() where Self.visibleItems(section.content).isEmpty {
            places.insert(n == 0 ? "empty section first" : n == sections.count - 1 ? "empty section last" : "empty section middle")
        }
        return places
    }

    /// Edits the flat sections and the section order (items inserted, deleted, moved across
    /// sections, reloaded; sections inserted, deleted, moved), leaving outlines' items alone.
    /// Returns the names of what it did and the items to reload.
    mutating func edit(using rng: inout SeededRandom) -> (kinds: Set<String>, reloads: [String]) {
        var kinds = Set<String>()
        let flat = { (s: Self) in s.sections.indices.filter { if case .flat = s.sections[$0].content { return true } else { return false } } }
        func items(_ s: Int) -> [String] { if case .flat(let items) = sections[s].content { return items } else { return [] } }
        func set(_ s: Int, _ items: [String]) { sections[s].content = .flat(items) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            guard let s = flat(self).randomElement(using: &rng), !items(s).isEmpty else { continue }
            var list = items(s)
            list.remove(at: Int.random(in: list.indices, using: &rng))
            set(s, list)
            kinds.insert("delete")
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            guard let s = flat(self).randomElement(using: &rng) else { continue }
            var list = items(s)
            list.insert(makeItem(), at: Int.random(in: 0...list.count, using: &rng))
            set(s, list)
            kinds.insert("insert")
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let candidates = flat(self)
            guard let s = candidates.randomElement(using: &rng), let t = candidates.randomElement(using: &rng), !items(s).isEmpty else { continue }
            var from = items(s)
            let item = from.remove(at: Int.random(in: from.indices, using: &rng))
            set(s, from)
            var to = items(t)
            to.insert(item, at: Int.random(in: 0...to.count, using: &rng))
            set(t, to)
            kinds.insert(s == t ? "move" : "move across sections")
        }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0 where sections.count > 1:
            sections.remove(at: Int.random(in: sections.indices, using: &rng))
            kinds.insert("section delete")
        case 1:
            sections.insert(makeSection(flat: true, using: &rng), at: Int.random(in: 0...sections.count, using: &rng))
            kinds.insert("section insert")
        case 2 where sections.count > 1:
            let section = sections.remove(at: Int.random(in: sections.indices, using: &rng))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
            kinds.insert("section move")
        default: break
        }
        let all = sections.flatMap { Self.visibleItems($0.content) }
        let reloads = Bool.random(using: &rng) ? Array(all.shuffled(using: &rng).prefix(2)) : []
        if !reloads.isEmpty { kinds.insert("reload") }
        return (kinds, reloads)
    }

    /// Expands or collapses one parent of a random outline section; returns the section's index
    /// and "expand" or "collapse", or nil when there is no outline with children.
    mutating func toggle(using rng: inout SeededRandom) -> (index: Int, kind: String)? {
        let candidates = sections.indices.filter {
            if case .outline(let parents) = sections[$0].content { return parents.contains { !$0.children.isEmpty } }
            return false
        }
        guard let s = candidates.randomElement(using: &rng), case .outline(var parents) = sections[s].content else { return nil }
        let p = parents.indices.filter { !parents[$0].children.isEmpty }.randomElement(using: &rng)!
        parents[p].isExpanded.toggle()
        sections[s].content = .outline(parents)
        return (s, parents[p].isExpanded ? "expand" : "collapse")
    }
}
