import Foundation
import Testing
@testable import TesseraLayout
import TesseraTerminal
import TesseraTesting

/// Cost, counted rather than timed: preparing a section of known-size groups resolves the
/// section once whatever its length, and a query visits only the groups it returns.
@Suite struct ScalingTests {
    @Test(arguments: [1_000, 1_000_000])
    func aListPreparesAndQueriesInWorkIndependentOfItsLength(count: Int) {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [count])
        #expect(layout.counters.sectionsPrepared == 1)
        #expect(layout.sections[0].groupCount == count)
        let found = layout.layoutAttributesForElements(in: CellRect(x: 0, y: count / 2, width: 80, height: 24))
        #expect(found.filter { $0.representedElementCategory == .cell }.count == 24)
        #expect(layout.counters.groupsVisited == 24)
        #expect(layout.collectionViewContentSize.height == count)
    }

    @Test func aGridQueryVisitsOnlyVisibleRows() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        let layout = prepared(group, count: 1_000_000)
        _ = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 300_001, width: 80, height: 24))
        // Rows 100 000 … 100 008 meet the rect (the first and last only in part).
        #expect(layout.counters.groupsVisited == 9)
        #expect(layout.counters.elementsReturned == 45)
    }

    @Test func runOffsetsMatchPlainSums() {
        var random = SeededRandom(seed: SeededRandom.baseSeed)
        for _ in 0..<200 {
            let count = random.int(0...60)
            let unit = random.int(0...4)
            var runs = RunOffsets(count: count, unit: unit)
            var lengths = Array(repeating: unit, count: count)
            for _ in 0..<random.int(0...20) where count > 0 {
                let index = random.int(0...(count - 1))
                let adjustment = random.int(-unit...5)
                runs.setAdjustment(adjustment, at: index)
                lengths[index] = unit + adjustment
            }
            var starts: [Int] = []
            var start = 0
            for index in 0..<count {
                starts.append(start)
                start += lengths[index]
            }
            #expect((0..<count).map(runs.start) == starts && (0..<count).map(runs.length) == lengths)
            #expect(runs.start(count) == start)
            guard count > 0 else { continue }
            var expected = 0
            for offset in -2...(start + 2) {
                // The last run starting at or before the offset.
                while expected + 1 < count && starts[expected + 1] <= offset { expected += 1 }
                #expect(runs.run(containing: offset) == expected, "offset \(offset) in \(lengths)")
            }
        }
        let built = RunOffsets(lengths: [3, 0, 5], spacing: 1)
        #expect([0, 1, 2, 3].map(built.start) == [0, 4, 5, 11])
    }

    @Test func maxTreeTracksTheLargestValue() {
        var random = SeededRandom(seed: SeededRandom.baseSeed ^ 1)
        for _ in 0..<100 {
            let count = random.int(1...40)
            var tree = MaxTree(count: count)
            var values = Array(repeating: 0, count: count)
            #expect(tree.maximum == 0)
            for _ in 0..<random.int(1...30) {
                let index = random.int(0...(count - 1)), value = random.int(-5...5)
                tree.set(value, at: index)
                values[index] = value
                #expect(tree.maximum == values.max())
            }
        }
    }
}
