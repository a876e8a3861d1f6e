import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// The gallery's title bars say what is on screen at every width: past 120 columns the grids
/// hold more tiles of the same size, and "five square tiles to a row" would be false.
@Suite("Gallery titles count what is shown") @MainActor
struct GalleryTitlesTests {
    nonisolated static let widths = [80, 100, 120, 121, 160, 200, 300]

    /// Columns the grid has at `width` when it has `designed` up to 120 columns.
    nonisolated static func columns(_ designed: Int, width: Int) -> Int {
        width <= 120 ? designed : Int((Double(width) * Double(designed) / 120).rounded(.up))
    }

    /// How many items share the first row of `section` (at most its ten items).
    func firstRowCount(_ collectionView: CollectionView, section: Int) -> Int {
        let frames = (0..<collectionView.numberOfItems(inSection: section)).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
        return frames.filter { $0.y == frames.first?.y }.count
    }

    @Test(arguments: widths)
    func gridSaysHowManyTilesARowHolds(width: Int) throws {
        let h = ApplicationHarness(demo: "grid", width: width, height: 40)
        let collectionView = try h.screen(LayoutExampleScreen.self).collectionView
        let columns = firstRowCount(collectionView, section: 0)
        #expect(columns == Self.columns(5, width: width))
        let title = h.terminal.lastFrame.text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(title.contains(GridScreen.subtitle(columns: columns)), "\(title)")
        #expect(title.contains("five") == (columns == 5))
    }

    @Test(arguments: widths)
    func distinctSectionsSayHowManyColumnsEachGridHas(width: Int) throws {
        let h = ApplicationHarness(demo: "distinct-sections", width: width, height: 40)
        let collectionView = try h.screen(LayoutExampleScreen.self).collectionView
        let five = firstRowCount(collectionView, section: 1), three = firstRowCount(collectionView, section: 2)
        #expect(firstRowCount(collectionView, section: 0) == 1)
        let title = h.terminal.lastFrame.text.split(separator: "\n").first.map(String.init) ?? ""
        let (gridOfFive, gridOfThree) = (Self.columns(5, width: width), Self.columns(3, width: width))
        #expect(title.contains("a list, a grid of \(SpelledCount.of(gridOfFive)), a grid of \(SpelledCount.of(gridOfThree))"), "\(title)")
        // Each section has ten items: a grid wider than that shows them all in its first row.
        #expect(five == min(gridOfFive, 10) && three == min(gridOfThree, 10))
    }

    @Test(arguments: widths)
    func adaptiveSectionsSayTheColumnsTheyLayOut(width: Int) throws {
        let h = ApplicationHarness(demo: "adaptive-sections", width: width, height: 40)
        let collectionView = try h.screen(LayoutExampleScreen.self).collectionView
        let title = h.terminal.lastFrame.text.split(separator: "\n").first.map(String.init) ?? ""
        let said = title.firstMatch(of: /(\d+) wide: (\d+) · (\d+) · (\d+) columns/)
        #expect(said.map { Int($0.1) } == width, "\(title)")
        for (section, count) in [said?.2, said?.3, said?.4].enumerated() {
            // Each section has ten items: a grid wider than that shows them all in its first row.
            #expect(firstRowCount(collectionView, section: section) == min(count.flatMap { Int($0) } ?? 0, 10), "\(title)")
        }
        let wide = width > 100
        #expect(said.flatMap { Int($0.3) } == Self.columns(wide ? 10 : 5, width: width) && said.flatMap { Int($0.4) } == Self.columns(wide ? 6 : 3, width: width))
    }
}
