import Foundation
import Testing
import TesseraLayout

@Suite struct CellGeometryTests {
    @Test func sizesNeverGoNegative() {
        #expect(CellRect(x: 3, y: 4, width: -2, height: -9).size == .zero)
        #expect(CellSize(width: -1, height: 5) == CellSize(width: 0, height: 5))
        #expect(CellRect(minX: 5, minY: 5, maxX: 2, maxY: 9) == CellRect(x: 5, y: 5, width: 0, height: 4))
    }

    @Test func edgesAreExclusive() {
        let rect = CellRect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.maxX == 6 && rect.maxY == 8 && rect.midX == 4 && rect.midY == 5)
        #expect(rect.contains(CellPoint(x: 2, y: 3)))
        #expect(rect.contains(CellPoint(x: 5, y: 7)))
        #expect(!rect.contains(CellPoint(x: 6, y: 7)))
        #expect(!rect.contains(CellPoint(x: 5, y: 8)))
    }

    @Test func tilingRectsDoNotIntersect() {
        let left = CellRect(x: 0, y: 0, width: 5, height: 2)
        let right = CellRect(x: 5, y: 0, width: 5, height: 2)
        #expect(!left.intersects(right))
        #expect(left.intersects(CellRect(x: 4, y: 1, width: 1, height: 1)))
        #expect(left.intersection(right).isEmpty)
        #expect(left.union(right) == CellRect(x: 0, y: 0, width: 10, height: 2))
        #expect(left.intersection(CellRect(x: 3, y: 1, width: 10, height: 10)) == CellRect(x: 3, y: 1, width: 2, height: 1))
    }

    @Test func emptyRectsNeverIntersect() {
        let empty = CellRect(x: 1, y: 1, width: 0, height: 5)
        #expect(!empty.intersects(CellRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CellRect(x: 0, y: 0, width: 10, height: 10).intersects(empty))
        #expect(CellRect(x: 0, y: 0, width: 10, height: 10).contains(empty))
        #expect(empty.union(CellRect(x: 4, y: 4, width: 1, height: 1)) == CellRect(x: 4, y: 4, width: 1, height: 1))
    }

    @Test func indexPathHasSectionAndItem() {
        var path = IndexPath(item: 7, section: 2)
        #expect(path.section == 2 && path.item == 7 && path.row == 7)
        #expect(IndexPath(row: 7, section: 2) == path)
        path.item = 9
        path.section = 1
        #expect(Array(path) == [1, 9])
        #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 5, section: 0))
    }
}
