import Foundation
import Testing
@testable import TesseraLayout

/// Apple's later additions to the layout API, as apps write them.
@Suite struct LayoutAPIGapTests {
    @Test func anEmptySectionTakesNoRoomAndShowsNoItems() {
        let rows = rowsSection()
        let layout = CollectionViewCompositionalLayout { section, _ in section == 1 ? .empty() : rows }
        layout.prepare(containerSize: CellSize(width: 20, height: 10), itemCounts: [2, 3, 2])
        #expect(layout.frame(1, 0) == CellRect(x: 0, y: 1, width: 20, height: 1))
        // Section 2 starts right after section 0: section 1 took no rows.
        #expect(layout.frame(0, 2) == CellRect(x: 0, y: 2, width: 20, height: 1))
        #expect(layout.collectionViewContentSize.height == 4)
        #expect(!layout.allElements.contains { $0.indexPath.section == 1 })
    }

    @Test func anEmptySectionWithNoItemsIsEmptyToo() {
        let layout = prepared(.empty(), counts: [0])
        #expect(layout.collectionViewContentSize.height == 0)
        #expect(layout.allElements.isEmpty)
    }

    @Test func repeatingSubitemWithoutACountRepeatsAsManyAsFit() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(6), .absolute(2)))
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), repeatingSubitem: item)
        group.interItemSpacing = .fixed(1)
        let layout = prepared(group, count: 5, container: CellSize(width: 20, height: 10))
        // 6 + 1 + 6 + 1 + 6 = 20: three a group, then the next group below.
        #expect(layout.sections[0].itemsPerGroup == 3)
        #expect(layout.frame(2) == CellRect(x: 14, y: 0, width: 6, height: 2))
        #expect(layout.frame(3) == CellRect(x: 0, y: 2, width: 6, height: 2))
    }

    @Test func aVerticalRepeatingSubitemWithoutACountFillsTheGroupsHeight() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(3)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(10)), repeatingSubitem: item)
        let layout = prepared(group, count: 4, container: CellSize(width: 20, height: 30))
        #expect(layout.sections[0].itemsPerGroup == 3)
        #expect(layout.frame(3) == CellRect(x: 0, y: 10, width: 10, height: 3))
    }
}
