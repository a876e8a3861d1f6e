import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Random layouts from every construct of the layout API (``RandomLayout``), random data with
/// outlines (``RandomOutlineSections``), random updates, some interrupting the one before: every
/// frame keeps `FrameRule`, every element drawn is one the planner knows, and the last frame of
/// an update left to finish equals a fresh render. Every construct and every kind of update is
/// tallied by name and must have been generated. `TESSERA_SEED` replays a run.
@Suite("Every frame of random layouts from the whole layout API") @MainActor
struct LayoutAPIFramePropertyTests {
    static let sizes = [CellSize(width: 40, height: 14), CellSize(width: 64, height: 18)]
    static let roundsPerSize = 24
    static let updateKinds: Set<String> = [
        "insert", "delete", "move across sections", "section insert", "section delete", "section move", "reload",
        "expand", "collapse", "interruption", "outline in custom group", "outline in list",
        "empty section first", "empty section middle", "empty section last",
    ]

    /// A harness whose layout is `layout`, reading its item counts from its own data source.
    static func harness(_ layout: RandomLayout, size: CellSize) -> Harness {
        let box = HarnessReference()
        let h = Harness(size: size, layout: layout.layout { index in
            guard let snapshot = box.harness?.dataSource.snapshot(), index < snapshot.numberOfSections else { return 1 }
            return snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[index])
        }) { cell, item in
            // Self-sizing: every fourth item is two lines tall where its row is estimated.
            guard (Int(item.dropFirst(4)) ?? 1) % 4 == 0 else { return }
            var content = cell.defaultContentConfiguration()
            content.text = item + "\nmore"
            cell.contentConfiguration = content
        }
        box.harness = h
        h.window.focusedView = nil
        h.collectionView.contentInset = layout.layoutInsets ? EdgeInsets(top: 1, left: 1, bottom: 1, right: 1) : .zero
        FrameScene.provideSupplementaries(to: h)
        return h
    }

    @Test func everyFrameOfEveryConstructKeepsTheRule() {
        var rng = SeededRandom.fromEnvironment(default: 20261128)
        var tally: [String: Int] = [:]
        var updates = 0, crossFades = 0, freshChecks = 0
        var reasons: [String: Int] = [:]
        for size in Self.sizes {
            for round in 0..<Self.roundsPerSize {
                var layout = RandomLayout(using: &rng)
                layout.sections[0].style = Self.forcedStyle(round)
                for name in layout.constructs { tally[name, default: 0] += 1 }
                var data = RandomOutlineSections(using: &rng)
                let h = Self.harness(layout, size: size)
                data.show(in: h.dataSource, animated: false)
                h.settle()
                if Bool.random(using: &rng) { h.collectionView.scroll(byRows: Int.random(in: 0...4, using: &rng)); h.settle() }
                h.collectionView.recordUpdates()
                let context = { "seed \(rng.seed) size \(size) round \(round) [\(layout)]" }
                for step in 0..<5 {
                    var did: Set<String> = []
                    if Int.random(in: 0..<3, using: &rng) == 0, let (index, kind) = data.toggle(using: &rng) {
                        tally[kind, default: 0] += 1
                        did.insert(kind)
                        let style = layout.sections[index % layout.sections.count].style
                        if case .custom = style { tally["outline in custom group", default: 0] += 1 }
                        if case .list = style { tally["outline in list", default: 0] += 1 }
                        h.dataSource.apply(data.outline(at: index)!, to: data.sections[index].id, animatingDifferences: true)
                    } else {
                        let (kinds, reloads) = data.edit(using: &rng)
                        for kind in kinds { tally[kind, default: 0] += 1 }
                        did.formUnion(kinds)
                        var snapshot = data.snapshot
                        snapshot.reloadItems(reloads)
                        h.dataSource.apply(snapshot, animatingDifferences: true)
                    }
                    for place in data.emptySectionPlaces { tally[place, default: 0] += 1 }
                    let interrupt = Int.random(in: 0..<3, using: &rng) == 0
                    if interrupt { tally["interruption", default: 0] += 1 }
                    h.stepFrames(interrupt ? Int.random(in: 0...6, using: &rng) : 200)
                    guard !interrupt else { continue }
                    let fresh = Self.harness(layout, size: size)
                    data.show(in: fresh.dataSource, animated: false)
                    fresh.collectionView.contentOffset = h.collectionView.contentOffset
                    fresh.window.render(at: fresh.clock.now)
                    h.window.render(at: h.clock.now)
                    freshChecks += 1
                    #expect(h.window.lastFrame.text == fresh.window.lastFrame.text,
                            "\(context()) step \(step) (\(did.sorted())): the last frame is not a fresh render:\n\(h.window.lastFrame.text)\n---\n\(fresh.window.lastFrame.text)")
                }
                h.stepFrames()
                for update in h.collectionView.recordedUpdates {
                    updates += 1
                    if let reason = update.crossFadeReason {
                        crossFades += 1
                        // The clause that made it cross-fade, for the report.
                        let clause = ["is drawn under", "is on neither screen", "not drawn", "is cut to", "is hidden under", "empty slot", "without dimming",
                                      "is split", "after its section's footer", "below its rows", "is drawn before", "overlap"]
                            .first { reason.contains($0) } ?? "other"
                        reasons[clause, default: 0] += 1
                    }
                    let problems = update.violations
                    #expect(problems.isEmpty, "\(context()): \(problems.prefix(3))")
                }
            }
        }
        let report = tally.keys.sorted().map { "\($0): \(tally[$0]!)" }.joined(separator: ", ")
        print("layout API frames: \(updates) animated updates, \(crossFades) cross-faded, \(freshChecks) fresh renders compared; cross-fades by clause: \(reasons); constructs and updates: \(report)")
        let missing = RandomLayout.allConstructs.union(Self.updateKinds).subtracting(tally.keys)
        #expect(missing.isEmpty, "never generated: \(missing.sorted())")
        #expect(updates > 150)
    }

    /// The first section's style, in turn over the rounds, so that every list appearance, header
    /// mode and orthogonal behaviour is generated whatever the seed.
    static func forcedStyle(_ round: Int) -> RandomLayout.Style {
        let turn = round / 4
        switch round % 4 {
        case 0:
            let appearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
            let modes: [CollectionLayoutListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
            return .list(appearances[turn % 5], header: modes[turn % 3], footer: turn % 2 == 0)
        case 1:
            let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]
            return .orthogonal(behaviors[turn % 5])
        case 2: return .custom
        default: return turn % 2 == 0 ? .grid(columns: 2 + turn % 2) : .nested
        }
    }
}
