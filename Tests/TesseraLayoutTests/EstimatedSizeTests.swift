import Foundation
import Testing
@testable import TesseraLayout

@Suite struct EstimatedSizeTests {
    @Test func aMeasuredItemShiftsOnlyWhatComesAfterIt() {
        let layout = prepared(rowsSection(height: .estimated(1)), counts: [10, 3], container: CellSize(width: 20, height: 5))
        let before = (0..<10).map { layout.frame($0)! }
        layout.invalidateSize(CellSize(width: 99, height: 4), forItemAt: IndexPath(item: 3, section: 0))
        #expect((0..<3).map { layout.frame($0)! } == Array(before[0..<3]))
        // Only the estimated axis changes.
        #expect(layout.frame(3) == CellRect(x: 0, y: 3, width: 20, height: 4))
        #expect((4..<10).map { layout.frame($0)!.y } == before[4...].map { $0.y + 3 })
        #expect(layout.frame(0, 1)?.y == 13)
        #expect(layout.collectionViewContentSize.height == 16)
        // Shrinking back restores the estimate's positions.
        layout.invalidateSize(CellSize(width: 20, height: 1), forItemAt: IndexPath(item: 3, section: 0))
        #expect((0..<10).map { layout.frame($0)! } == before)
    }

    @Test func absoluteItemsIgnoreMeasurements() {
        let layout = prepared(rowsSection(height: .absolute(2)), counts: [3], container: CellSize(width: 20, height: 5))
        layout.invalidateSize(CellSize(width: 5, height: 9), forItemAt: IndexPath(item: 0, section: 0))
        #expect(layout.frame(1)?.y == 2)
        #expect(layout.counters.measurements == 0)
    }

    @Test func theMeasurerIsAskedOnlyForVisibleUnmeasuredItems() {
        let layout = CollectionViewCompositionalLayout(section: rowsSection(height: .estimated(1)))
        var asked: [Int] = []
        func measure(_ attributes: CollectionViewLayoutAttributes) -> CellSize? {
            asked.append(attributes.indexPath.item)
            #expect(attributes.frame.height == 1)
            return CellSize(width: attributes.frame.width, height: 2)
        }
        let screen = CellRect(x: 0, y: 0, width: 20, height: 6)
        layout.prepare(containerSize: CellSize(width: 20, height: 6), itemCounts: [1_000])
        // A query never measures: the rows are at their estimates until the measuring step.
        #expect(layout.layoutAttributesForElements(in: screen).map(\.frame.y) == [0, 1, 2, 3, 4, 5])
        #expect(asked.isEmpty)
        layout.measureElements(in: screen, using: measure)
        #expect(layout.layoutAttributesForElements(in: screen).map(\.frame.y) == [0, 2, 4])
        // Everything visible at the estimates is measured, once.
        #expect(asked == [0, 1, 2, 3, 4, 5])
        layout.measureElements(in: screen, using: measure)
        #expect(asked.count == 6)
        // Far down, unmeasured items above stay estimated: row 500 sits at 6 × 2 + 494.
        let farRect = CellRect(x: 0, y: 506, width: 20, height: 2)
        layout.measureElements(in: farRect, using: measure)
        let far = layout.layoutAttributesForElements(in: farRect)
        #expect(far.first?.indexPath.item == 500 && far.first?.frame.y == 506 && far.first?.frame.height == 2)
        #expect(asked.count == 8)
    }

    @Test func aNilMeasurementKeepsTheEstimate() {
        let layout = CollectionViewCompositionalLayout(section: rowsSection(height: .estimated(3)))
        var calls = 0
        let screen = CellRect(x: 0, y: 0, width: 20, height: 6)
        layout.prepare(containerSize: CellSize(width: 20, height: 6), itemCounts: [5])
        layout.measureElements(in: screen) { _ in calls += 1; return nil }
        #expect(layout.layoutAttributesForElements(in: screen).map(\.frame.height) == [3, 3])
        layout.measureElements(in: screen) { _ in calls += 1; return nil }
        #expect(calls == 2)
    }

    @Test func estimatedHeadersMoveTheRowsBelowThem() {
        var section = rowsSection()
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(1)), elementKind: "header", alignment: .top),
        ]
        let layout = prepared(section, counts: [2, 2], container: CellSize(width: 20, height: 5))
        #expect(layout.frame(0, 1)?.y == 4)
        layout.invalidateSize(CellSize(width: 20, height: 3), forSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(layout.frame(0) == CellRect(x: 0, y: 3, width: 20, height: 1))
        #expect(layout.frame(0, 1)?.y == 6)

        let lazy = CollectionViewCompositionalLayout(section: section)
        lazy.prepare(containerSize: CellSize(width: 20, height: 5), itemCounts: [2, 2])
        lazy.measureElements(in: CellRect(x: 0, y: 0, width: 20, height: 5)) {
            $0.representedElementKind == "header" ? CellSize(width: 20, height: 2) : nil
        }
        let found = lazy.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 20, height: 5))
        #expect(found.filter { $0.representedElementCategory == .cell }.map(\.frame.y) == [2, 3])
    }

    @Test func measuringAMillionItemListIsLocal() {
        let layout = prepared(rowsSection(height: .estimated(1)), counts: [1_000_000], container: CellSize(width: 20, height: 5))
        layout.invalidateSize(CellSize(width: 20, height: 5), forItemAt: IndexPath(item: 999_998, section: 0))
        layout.invalidateSize(CellSize(width: 20, height: 3), forItemAt: IndexPath(item: 10, section: 0))
        #expect(layout.frame(10)?.y == 10)
        #expect(layout.frame(11)?.y == 13)
        #expect(layout.frame(999_999)?.y == 999_999 + 2 + 4)
        #expect(layout.collectionViewContentSize.height == 1_000_006)
        let found = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 1_000_000, width: 20, height: 6))
        #expect(found.map(\.indexPath.item) == [999_998, 999_999])
    }

    @Test func prepareDropsMeasurements() {
        let layout = prepared(rowsSection(height: .estimated(1)), counts: [3], container: CellSize(width: 20, height: 5))
        layout.invalidateSize(CellSize(width: 20, height: 4), forItemAt: IndexPath(item: 0, section: 0))
        layout.prepare(containerSize: CellSize(width: 30, height: 5), itemCounts: [3])
        #expect(layout.frame(1) == CellRect(x: 0, y: 1, width: 30, height: 1))
    }
}

@Suite struct EstimatedGroupTests {
    @Test func anEstimatedGroupFollowsItsSelfSizingItemsNotItsFractionalOnes() {
        let measured = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(5)))
        let follower = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(5)), subitems: [measured, follower])
        let layout = prepared(group, count: 4, container: CellSize(width: 20, height: 10))
        #expect(layout.frame(1) == CellRect(x: 10, y: 0, width: 10, height: 5))
        layout.invalidateSize(CellSize(width: 10, height: 2), forItemAt: IndexPath(item: 0, section: 0))
        #expect(layout.frame(0) == CellRect(x: 0, y: 0, width: 10, height: 2))
        #expect(layout.frame(1) == CellRect(x: 10, y: 0, width: 10, height: 2))
        #expect(layout.frame(2)?.y == 2)
    }
}
