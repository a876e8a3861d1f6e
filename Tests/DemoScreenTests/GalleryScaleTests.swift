import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// The gallery's tiles on big terminals: up to 120 columns they follow Apple's fractions; wider,
/// they keep the size they have at 120 and more of them share a row, rather than five tiles
/// growing to 60 × 30 cells at 300 columns.
@Suite("Gallery tiles at scale") @MainActor
struct GalleryScaleTests {
    /// The largest item frame among the first items of every section on screen.
    func largestTile(_ demo: String, width: Int, height: Int) throws -> (width: Int, height: Int, columns: Int) {
        let h = ApplicationHarness(demo: demo, width: width, height: height)
        let collectionView = try h.screen(LayoutExampleScreen.self).collectionView
        var largest = (width: 0, height: 0, columns: 0)
        for section in 0..<collectionView.numberOfSections {
            let frames = (0..<min(40, collectionView.numberOfItems(inSection: section))).compactMap {
                collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
            }
            let firstRow = frames.filter { $0.y == frames.first?.y }
            for frame in frames where frame.height > 1 {
                largest.width = max(largest.width, frame.width)
                largest.height = max(largest.height, frame.height)
            }
            largest.columns = max(largest.columns, firstRow.count)
        }
        return largest
    }

    @Test(arguments: ["grid", "inset-grid", "badges", "distinct-sections", "adaptive-sections"])
    func tilesStopGrowingPastTheDesignedWidth(demo: String) throws {
        let designed = try largestTile(demo, width: 120, height: 40)
        #expect(designed.height > 1)
        for (width, height) in [(200, 60), (300, 80)] {
            let big = try largestTile(demo, width: width, height: height)
            // Rounding edges, not sizes, can give a tile one cell more.
            #expect(big.width <= designed.width + 1 && big.height <= designed.height + 1,
                    "\(demo) at \(width)×\(height): \(big) against \(designed) at 120×40")
        }
    }

    @Test func moreTilesShareARowOnAWideTerminal() throws {
        #expect(try largestTile("grid", width: 120, height: 40).columns == 5)
        #expect(try largestTile("grid", width: 300, height: 80).columns == 13)
        #expect(try largestTile("badges", width: 300, height: 80).columns == 10)
    }
}
