import Testing
@testable import Tessera
import TesseraTerminal
import TesseraTesting

/// The planner reuses a frame equal to the one before instead of ordering and checking it again,
/// and the animation makes placements only for the frame it is asked for. Neither may change a
/// frame: for seeded random updates of lists and two-column grids (rows moving, changing section,
/// deleted, inserted, leaving and entering the screen, badges riding on rows, section backgrounds,
/// and now and then rows overlapping so that the update cross-fades), the plan equals the
/// straightforward one that makes and checks every frame, and the animation's frames read back
/// equal to it.
@Suite("Update planner: reused and lazily made frames")
struct UpdatePlannerReuseTests {
    /// A row of the list: its item, its section and its height.
    struct Row { let id: Int; let section: Int; let height: Int }

    /// Where a layout puts each element: rows stacked section by section (headers first), in one
    /// column or two.
    static func layout(_ rows: [Row], headers: Bool, columns: Int) -> [(key: ElementKey, role: FramePlacement.Role, rect: CellRect, section: Int)] {
        var placed: [(key: ElementKey, role: FramePlacement.Role, rect: CellRect, section: Int)] = []
        let width = 24 / columns
        var y = 0
        var sections: [Int] = []
        for row in rows where !sections.contains(row.section) { sections.append(row.section) }
        for section in sections {
            let top = y
            if headers {
                placed.append((ElementKey(category: .supplementary(CollectionLayoutElementKind.sectionHeader), identity: AnyIdentifier(section)),
                               .boundary(kind: CollectionLayoutElementKind.sectionHeader), CellRect(x: 0, y: y, width: 24, height: 1), section))
                y += 1
            }
            var column = 0, rowHeight = 0
            for row in rows where row.section == section {
                let rect = CellRect(x: column * width, y: y, width: width, height: row.height)
                placed.append((.item(row.id), .cell, rect, section))
                if row.id % 4 == 0 {
                    placed.append((ElementKey(category: .supplementary("badge"), identity: AnyIdentifier(row.id)), .anchored(to: .item(row.id)),
                                   CellRect(x: rect.maxX - 2, y: rect.minY, width: 2, height: 1), section))
                }
                rowHeight = max(rowHeight, row.height)
                column += 1
                if column == columns { column = 0; y += rowHeight; rowHeight = 0 }
            }
            if column > 0 { y += rowHeight }
            placed.append((ElementKey(category: .decoration("background"), identity: AnyIdentifier(section)), .decoration,
                           CellRect(x: 0, y: top, width: 24, height: y - top), section))
        }
        return placed
    }

    /// A random update's elements, as the collection view gathers them: what the new layout
    /// shows, then what only the old screen showed.
    static func randomElements(using rng: inout SeededRandom) -> (elements: [UpdatePlanner.Element], viewport: CellRect) {
        var nextID = 0
        func row(_ section: Int) -> Row {
            nextID += 1
            return Row(id: nextID, section: section, height: Int.random(in: 1...2, using: &rng))
        }
        var old: [Row] = []
        for section in 0..<3 { for _ in 0..<Int.random(in: 2...8, using: &rng) { old.append(row(section)) } }
        var new: [Row] = []
        for r in old {
            if Int.random(in: 0..<10, using: &rng) < 3 { continue }
            new.append(Int.random(in: 0..<10, using: &rng) == 0 ? Row(id: r.id, section: (r.section + 1) % 3, height: r.height) : r)
            if Int.random(in: 0..<10, using: &rng) < 3 { new.append(row(r.section)) }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) where new.count > 1 {
            let i = Int.random(in: 0..<(new.count - 1), using: &rng)
            new.swapAt(i, i + 1)
        }
        if Bool.random(using: &rng) { new.shuffle(using: &rng) }
        let headers = Bool.random(using: &rng), columns = Int.random(in: 1...2, using: &rng)
        let viewport = CellRect(x: 0, y: Int.random(in: 0...3, using: &rng), width: 24, height: 12)
        let before = layout(old, headers: headers, columns: columns), after = layout(new, headers: headers, columns: columns)
        let oldKeys = Set(before.map(\.key)), newKeys = Set(after.map(\.key))
        var was: [ElementKey: (rect: CellRect, section: Int)] = [:]
        for p in before where !p.rect.intersection(viewport).isEmpty { was[p.key] = (p.rect, p.section) }
        // Now and then two rows overlap on the old screen: the lanes cannot stack it.
        if Int.random(in: 0..<8, using: &rng) == 0, let key = was.keys.filter({ $0.category == .cell }).randomElement(using: &rng) {
            was[key]!.rect = was[key]!.rect.offsetBy(dx: 0, dy: 1)
        }
        var elements: [UpdatePlanner.Element] = []
        var present = Set<ElementKey>()
        for p in after where !p.rect.intersection(viewport).isEmpty {
            present.insert(p.key)
            var element = UpdatePlanner.Element(key: p.key, role: p.role, fate: oldKeys.contains(p.key) ? .entering : .inserted,
                                                from: nil, fromClip: viewport, to: p.rect, toClip: viewport, oldSection: nil,
                                                newSection: AnyIdentifier(p.section), zIndex: p.role == .decoration ? -1 : 0,
                                                slidesSideways: false)
            if let old = was[p.key] {
                element.fate = .persisting
                element.from = old.rect
                element.oldSection = AnyIdentifier(old.section)
            }
            elements.append(element)
        }
        for p in before where !present.contains(p.key) {
            guard let old = was[p.key] else { continue }
            elements.append(UpdatePlanner.Element(key: p.key, role: p.role, fate: newKeys.contains(p.key) ? .leaving : .deleted,
                                                  from: old.rect, fromClip: viewport, to: nil, toClip: viewport, oldSection: AnyIdentifier(old.section),
                                                  newSection: nil, zIndex: p.role == .decoration ? -1 : 0))
        }
        return (elements, viewport)
    }

    @Test func reusedAndLazilyMadeFramesEqualTheStraightforwardOnes() {
        var rng = SeededRandom.fromEnvironment(default: 2207)
        var reused = 0, crossFaded = 0
        for _ in 0..<300 {
            let (elements, viewport) = Self.randomElements(using: &rng)
            let interrupts = Bool.random(using: &rng)
            func planner(reusing: Bool) -> UpdatePlanner {
                UpdatePlanner(viewport: viewport, elements: elements, frameCount: 12, easing: .easeInOut, isVertical: true,
                              interruptsAnother: interrupts, reusesFrames: reusing)
            }
            let plan = planner(reusing: true).plan(), straight = planner(reusing: false).plan()
            let frames = plan.keyframes, expected = straight.keyframes
            #expect(plan.crossFadeReason == straight.crossFadeReason, "seed \(rng.seed)")
            #expect(frames == expected, "seed \(rng.seed): a reused frame differs from the one made afresh")
            #expect(plan.before == straight.before && plan.after == straight.after, "seed \(rng.seed)")
            reused += frames.indices.dropFirst().count { frames[$0] == frames[$0 - 1] }
            if plan.crossFadeReason != nil { crossFaded += 1 }

            let lazy = UpdateAnimation(start: .zero, duration: .milliseconds(200), plan: plan)
            let eager = UpdateAnimation(start: .zero, duration: .milliseconds(200), keyframes: expected, before: straight.before,
                                        after: straight.after, crossFadeReason: straight.crossFadeReason)
            #expect(Array(lazy.keyframes) == expected, "seed \(rng.seed): a frame made on demand differs")
            #expect(lazy.placedKeys == eager.placedKeys, "seed \(rng.seed): the kept views differ")
            #expect(lazy.before == eager.before && lazy.after == eager.after, "seed \(rng.seed)")
        }
        // The comparison means something only if frames were reused and both outcomes were planned.
        #expect(reused > 0)
        #expect(crossFaded > 0 && crossFaded < 300)
    }
}
