import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The four scenes that showed wrong frames, stepped 16 ms at a time: each frame is checked as a
/// person would read it (the text) and against `FrameRule` (the placements drawn).
@Suite("Frames of the scenes that used to break") @MainActor
struct UpdateFrameRegressionTests {
    /// Rows of a frame, trimmed, with "·" for a blank row.
    static func rows(_ frame: String) -> [String] {
        frame.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// p5 moves to the top of p1…p5: it used to vanish under the rows it crossed, leaving an
    /// empty slot. Now every frame shows all five, each whole, with no hole, and p5 is seen on
    /// the rows between.
    @Test func aRowMovingPastOthersStaysWholeAndLeavesNoHole() {
        let rows = ["p1", "p2", "p3", "p4", "p5"]
        let fixture = ListFixture(size: CellSize(width: 20, height: 5), items: rows)
        fixture.collectionView.recordUpdates()
        fixture.apply(["p5", "p1", "p2", "p3", "p4"], animated: true)
        let frames = fixture.runAnimation()
        var p5Rows = Set<Int>()
        for frame in frames {
            let shown = Self.rows(frame)
            #expect(shown.sorted() == rows, "a row missing or doubled: \(shown)")
            p5Rows.insert(shown.firstIndex(of: "p5") ?? -1)
        }
        #expect(p5Rows.count >= 4, "p5 slides through the rows between: \(p5Rows.sorted())")
        #expect(fixture.collectionView.recordedUpdates.first?.crossFadeReason == nil)
        #expect(fixture.collectionView.recordedUpdates.first?.violations == [])
    }

    /// Re-sorting 90 rows in a 30-row window used to show up to 10 blank rows midway.
    @Test func aReSortNeverShowsBlankRows() {
        let rows = (0..<90).map { String(format: "process %02d", $0) }
        var rng = SeededRandom.fromEnvironment(default: 90)
        for _ in 0..<20 {
            let fixture = ListFixture(size: CellSize(width: 24, height: 30), items: rows)
            fixture.collectionView.recordUpdates()
            fixture.apply(rows.shuffled(using: &rng), animated: true)
            for frame in fixture.runAnimation() {
                #expect(!Self.rows(frame).contains(""), "seed \(rng.seed): a blank row in\n\(frame)")
            }
            #expect(fixture.collectionView.recordedUpdates.first?.violations == [])
        }
    }

    /// A `.plain` list with headers: rows inserted above section 2 push its header down with its
    /// rows, never ahead of them; deleting a section dims its header and rows from the first frame.
    @Test func headersTravelWithTheirSectionAndFadeWithIt() {
        let scene = FrameScene.headedList
        let h = scene.makeHarness(size: CellSize(width: 24, height: 16))
        h.apply(sections: [["a1", "a2"], ["b1", "b2"], ["c1"]])
        h.collectionView.recordUpdates()
        h.apply(sections: [["a1", "a2", "a3", "a4", "a5"], ["b1", "b2"], ["c1"]], animated: false)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(["a0", "a1", "a2", "a3"], toSection: 0)
        snapshot.appendItems(["b1", "b2"], toSection: 1)
        snapshot.appendItems(["c1"], toSection: 2)
        h.dataSource.apply(snapshot, animatingDifferences: true)
        for frame in h.stepFrames() {
            let shown = Self.rows(frame)
            guard let header = shown.firstIndex(of: "Section 1"), let b1 = shown.firstIndex(of: "b1") else {
                Issue.record("section 1 missing from\n\(frame)"); continue
            }
            #expect(b1 == header + 1, "the header travels with b1:\n\(frame)")
        }
        #expect(h.collectionView.recordedUpdates.last?.violations == [])

        var withoutB = DiffableDataSourceSnapshot<Int, String>()
        withoutB.appendSections([0, 2])
        withoutB.appendItems(["a0", "a1", "a2", "a3"], toSection: 0)
        withoutB.appendItems(["c1"], toSection: 2)
        let atRest = h.window.lastFrame
        h.dataSource.apply(withoutB, animatingDifferences: true)
        h.window.render(at: h.clock.now)
        let first = h.window.lastFrame
        let headerRow = Self.rows(first.text).firstIndex(of: "Section 1")
        #expect(headerRow != nil, "the deleted section's header is still drawn in the first frame")
        if let headerRow, let restRow = Self.rows(atRest.text).firstIndex(of: "Section 1") {
            // Dim: drawn faded (quieter than at rest, still readable), header and rows.
            let theme = h.window.theme
            #expect(first[2, headerRow].style == theme.faded(atRest[2, restRow].style), "and dim")
            #expect(first[2, headerRow].style != atRest[2, restRow].style, "and dim")
            #expect(first[2, headerRow + 1].style.foreground == theme.faded(atRest[2, restRow + 1].style).foreground, "its rows too")
        }
        h.stepFrames()
        #expect(h.collectionView.recordedUpdates.last?.violations == [])
        #expect(!h.window.lastFrame.text.contains("Section 1"))
    }

    /// Two columns of names, filtered: names that change column used to slide across their
    /// neighbours and print parts of two names in one place. Every frame now holds whole names.
    @Test func gridItemsChangingColumnNeverShowPartsOfTwoNames() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                     subitems: [item])
        let names = ["Aconcagua", "Amarnath Peak", "Acamarachi", "Abi Gamin", "Alam Kuh", "Aguja Saint Exupery", "Annapurna",
                     "Ararat", "Ama Dablam", "Andagua", "Antisana", "Aoraki", "Aneto", "Arjuno", "Apo"]
        var rng = SeededRandom.fromEnvironment(default: 4)
        for _ in 0..<30 {
            let h = Harness(size: CellSize(width: 50, height: 8), layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
            let before = names.filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
            h.apply(sections: [before])
            h.collectionView.recordUpdates()
            let after = before.filter { _ in Bool.random(using: &rng) }
            h.dataSource.apply({ var s = DiffableDataSourceSnapshot<Int, String>(); s.appendSections([0]); s.appendItems(after, toSection: 0); return s }(),
                               animatingDifferences: true)
            for frame in h.stepFrames() {
                for line in Self.rows(frame) {
                    // Each half of the row is blank or one whole name.
                    let padded = line.padding(toLength: 48, withPad: " ", startingAt: 0)
                    for half in [String(padded.prefix(24)), String(padded.dropFirst(25))] {
                        let name = half.trimmingCharacters(in: .whitespaces)
                        #expect(name.isEmpty || names.contains(name), "part of a name in \"\(line)\"")
                    }
                }
            }
            #expect(h.collectionView.recordedUpdates.first?.violations ?? [] == [])
        }
    }
}

extension UpdateFrameRegressionTests {
    /// Keys typed faster than half an animation: each update interrupts the last before its
    /// fades reach their halfway switch. The screen used to stay frozen on the first picture;
    /// an interrupting update now shows its new places from its second frame.
    @Test func updatesFasterThanHalfAnAnimationStillShowTheirResults() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                     subitems: [item])
        let h = Harness(size: CellSize(width: 40, height: 10), layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        var names = (0..<16).map { "peak \($0)" }
        h.apply(sections: [names])
        h.collectionView.recordUpdates()
        var changedRounds = 0
        for _ in 0..<8 {
            let before = h.window.lastFrame.text
            names.removeFirst()   // every name changes column, or moves up a row
            h.dataSource.apply({ var s = DiffableDataSourceSnapshot<Int, String>(); s.appendSections([0]); s.appendItems(names, toSection: 0); return s }(),
                               animatingDifferences: true)
            h.stepFrames(1)   // one frame per update: faster than anyone types
            if h.window.lastFrame.text != before { changedRounds += 1 }
        }
        #expect(changedRounds >= 6, "the screen changed in only \(changedRounds) of 8 rounds")
        // One frame after the last update, the first row already shows its names.
        let firstRow = Self.rows(h.window.lastFrame.text)[0]
        #expect(firstRow.hasPrefix(names[0]) && firstRow.hasSuffix(names[1]), "\(firstRow)")
        h.stepFrames()
        #expect(h.collectionView.recordedUpdates.allSatisfy { $0.violations.isEmpty })
    }
}
