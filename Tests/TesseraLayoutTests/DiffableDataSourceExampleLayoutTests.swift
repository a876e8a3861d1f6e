import Foundation
import Testing
import TesseraExampleLayouts
@testable import TesseraLayout

/// What the golden pictures cannot show at their two sizes: where Mountains Search gains its
/// third column, and the Wi-Fi list's headers.
@Suite struct DiffableDataSourceExampleLayoutTests {
    @Test(arguments: [(80, 2), (120, 2), (121, 3), (200, 3)])
    func mountainsHasThreeColumnsOnlyWhenWiderThan120(width: Int, columns: Int) {
        let layout = ExampleLayouts.mountains()
        layout.prepare(containerSize: CellSize(width: width, height: 24), itemCounts: [12])
        let firstRow = (0..<12).compactMap { layout.frame($0) }.filter { $0.minY == 0 }
        #expect(firstRow.count == columns)
        #expect(layout.frame(columns)?.minY == 1)
    }

    @Test func wifiSectionsEachHaveAHeader() {
        let layout = ExampleLayouts.wifiSettings()
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [2, 5])
        let headers = layout.elements(ofKind: CollectionLayoutElementKind.sectionHeader)
        #expect(headers.map(\.indexPath.section).sorted() == [0, 1])
        // Each header sits just above its section's first row.
        for header in headers {
            #expect(header.frame.maxY == layout.frame(0, header.indexPath.section)?.minY)
        }
    }
}
