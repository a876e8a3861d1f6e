import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Thousands of seeded random updates over every kind of layout, each stepped a frame at a time:
/// every frame keeps `FrameRule`, the last equals a fresh render, and lists never need the
/// cross-fade fallback. `TESSERA_SEED` replays a run.
@Suite("Every frame of random updates") @MainActor
struct UpdateFramePropertyTests {
    static let sizes = [CellSize(width: 30, height: 10), CellSize(width: 44, height: 16), CellSize(width: 24, height: 7)]

    @Test(arguments: FrameScene.allCases)
    func everyFrameKeepsTheRuleAndTheLastIsAFreshRender(scene: FrameScene) {
        var rng = SeededRandom.fromEnvironment(default: 20261125)
        var updates = 0, crossFades = 0, settledUpdates = 0, anyCrossFades = 0
        var reasons: [String] = []
        for size in Self.sizes {
            for round in 0..<14 {
                var data = RandomSections(sectionCount: Int.random(in: 1...4, using: &rng), itemsPerSection: 0...9, rng: &rng)
                let h = scene.makeHarness(size: size)
                h.dataSource.apply(data.snapshot, animatingDifferences: false)
                h.settle()
                if Bool.random(using: &rng) { h.collectionView.scroll(byRows: Int.random(in: 0...6, using: &rng)); h.settle() }
                h.collectionView.recordUpdates()
                for step in 0..<6 {
                    data.edit(using: &rng)
                    h.dataSource.apply(data.snapshot, animatingDifferences: true)
                    // Now and then the next update arrives mid-animation.
                    let interrupt = Int.random(in: 0..<3, using: &rng) == 0
                    h.stepFrames(interrupt ? Int.random(in: 0...8, using: &rng) : 200)
                    if !interrupt {
                        let fresh = scene.makeHarness(size: size)
                        fresh.collectionView.contentOffset = h.collectionView.contentOffset
                        fresh.dataSource.apply(data.snapshot, animatingDifferences: false)
                        fresh.window.render(at: fresh.clock.now)
                        h.window.render(at: h.clock.now)
                        #expect(h.window.lastFrame.text == fresh.window.lastFrame.text,
                                "\(scene) seed \(rng.seed) size \(size) round \(round) step \(step): the last frame is not a fresh render")
                    }
                }
                h.stepFrames()
                for update in h.collectionView.recordedUpdates {
                    updates += 1
                    if !update.startedMidAnimation { settledUpdates += 1 }
                    if update.crossFadeReason != nil { anyCrossFades += 1 }
                    if let reason = update.crossFadeReason, !update.startedMidAnimation { crossFades += 1; reasons.append(reason) }
                    let problems = update.violations
                    #expect(problems.isEmpty, "\(scene) seed \(rng.seed) size \(size) round \(round): \(problems.prefix(3))")
                }
            }
        }
        #expect(updates > 100)
        // From a settled screen a list slides; the cross-fade is for what a slide cannot show
        // (grids whose items change column, bands, badges), and for screens caught mid-motion.
        let share = Double(crossFades) / Double(max(1, settledUpdates))
        #expect(share <= scene.largestSettledCrossFadeShare,
                "\(scene): \(crossFades) of \(settledUpdates) updates from a settled screen cross-faded: \(reasons.prefix(3))")
        print("\(scene): \(updates) animated updates (\(settledUpdates) from a settled screen), \(anyCrossFades) cross-faded (\(crossFades) from a settled screen)")
    }
}

extension UpdateFramePropertyTests {
    /// A sidebar outline: random expands and collapses (the children slide in under their parent
    /// and out again) and random children added and removed, every frame checked.
    @Test func outlinesExpandingAndCollapsingKeepTheRule() {
        var rng = SeededRandom.fromEnvironment(default: 20261126)
        var updates = 0, crossFades = 0
        for size in Self.sizes {
            for round in 0..<20 {
                let h = Harness(size: size, layout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
                h.window.focusedView = nil
                var outline = DiffableDataSourceSectionSnapshot<String>()
                let parents = (0..<Int.random(in: 2...5, using: &rng)).map { "parent\($0)" }
                outline.append(parents)
                var next = 0
                for parent in parents {
                    let children = (0..<Int.random(in: 0...5, using: &rng)).map { _ in defer { next += 1 }; return "child\(next)" }
                    outline.append(children, to: parent)
                    if Bool.random(using: &rng) { outline.expand([parent]) }
                }
                h.dataSource.apply(outline, to: 0, animatingDifferences: false)
                h.settle()
                h.collectionView.recordUpdates()
                for _ in 0..<8 {
                    let parent = parents.randomElement(using: &rng)!
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0, 1:
                        if outline.isExpanded(parent) { outline.collapse([parent]) } else { outline.expand([parent]) }
                    case 2:
                        outline.append(["child\(next)"], to: parent)
                        next += 1
                    default:
                        if let child = outline.snapshot(of: parent).items.randomElement(using: &rng) { outline.delete([child]) }
                    }
                    h.dataSource.apply(outline, to: 0, animatingDifferences: true)
                    h.stepFrames(Bool.random(using: &rng) ? 200 : Int.random(in: 0...6, using: &rng))
                }
                h.stepFrames()
                for update in h.collectionView.recordedUpdates {
                    updates += 1
                    if update.crossFadeReason != nil && !update.startedMidAnimation { crossFades += 1 }
                    #expect(update.violations.isEmpty, "seed \(rng.seed) size \(size) round \(round): \(update.violations.prefix(3))")
                }
            }
        }
        #expect(updates > 200)
        #expect(crossFades == 0, "an outline is a list: it slides")
    }

    /// A table view (a list layout with titled headers and footers): random edits, every frame checked.
    @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
    func tableViewUpdatesKeepTheRule(style: TableView.Style) {
        final class Titled: TableViewDiffableDataSource<Int, String> {
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section).map { "Group \($0)" }
            }
            override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
                sectionIdentifier(for: section).map { "\($0) ends" }
            }
        }
        var rng = SeededRandom.fromEnvironment(default: 20261127)
        var updates = 0
        for round in 0..<20 {
            let table = TableView(frame: .zero, style: style)
            let dataSource = Titled(tableView: table) { table, indexPath, item in
                let cell = TableViewCell()
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                return cell
            }
            let window = Window(size: CellSize(width: 32, height: 14), rootView: table)
            let clock = ManualClock()
            window.clock = clock
            var data = RandomSections(sectionCount: Int.random(in: 1...3, using: &rng), itemsPerSection: 0...6, rng: &rng)
            dataSource.apply(data.snapshot, animatingDifferences: false)
            window.render(at: clock.now)
            table.recordUpdates()
            for _ in 0..<6 {
                data.edit(using: &rng)
                dataSource.apply(data.snapshot, animatingDifferences: true)
                for _ in 0..<200 where table.isAnimating {
                    clock.advance(by: .milliseconds(16))
                    window.render(at: clock.now)
                }
            }
            for update in table.recordedUpdates {
                updates += 1
                #expect(update.violations.isEmpty, "\(style) seed \(rng.seed) round \(round): \(update.violations.prefix(3))")
            }
        }
        #expect(updates > 50)
    }
}
