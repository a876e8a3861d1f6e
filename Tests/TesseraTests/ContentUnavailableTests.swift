import Testing
@testable import Tessera

/// iOS 17's empty state: a configuration drawn centred over the collection view in place of
/// its items while it is set.
@Suite("Content unavailable") @MainActor
struct ContentUnavailableTests {
    func rows(_ h: Harness) -> [String] { h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func theStandardConfigurationsSayWhatUIKitsDo() {
        let empty = ContentUnavailableConfiguration.empty()
        #expect(empty.image == nil && empty.text == nil && empty.secondaryText == nil)
        #expect(ContentUnavailableConfiguration.loading().text == "Loading…")
        let search = ContentUnavailableConfiguration.search()
        #expect(search.text == "No Results" && search.image != nil)
    }

    @Test func itCoversTheItemsCentredUntilItIsCleared() {
        let h = Harness(size: CellSize(width: 30, height: 9), items: ["alpha", "beta"])
        #expect(h.settle().contains("alpha"))

        var search = ContentUnavailableConfiguration.search()
        search.image = nil
        search.secondaryText = "Nothing matches “zz”"
        h.collectionView.contentUnavailableConfiguration = search
        let screen = h.settle()
        #expect(!screen.contains("alpha") && !screen.contains("beta"), "drawn opaque over the items")
        let lines = rows(h)
        // Two lines in nine rows: from row 3, each centred in the width.
        #expect(lines[3] == "          No Results          ")
        #expect(lines[4] == "     Nothing matches “zz”     ")
        #expect(lines[0].trimmingCharacters(in: .whitespaces).isEmpty)

        h.collectionView.contentUnavailableConfiguration = nil
        #expect(h.settle().contains("alpha"))
    }

    @Test func theImageSitsAboveTheTextAfterItsPadding() {
        let h = Harness(size: CellSize(width: 20, height: 7), items: [])
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.image = "★"
        configuration.text = "Empty"
        h.collectionView.contentUnavailableConfiguration = configuration
        h.settle()
        let lines = rows(h)
        // Image, one blank row, text: three rows centred in seven.
        #expect(lines[2].contains("★") && lines[3].trimmingCharacters(in: .whitespaces).isEmpty && lines[4].contains("Empty"))
    }

    @Test func longTextWrapsInsideTheMargins() {
        let view = ContentUnavailableView(configuration: {
            var c = ContentUnavailableConfiguration.empty()
            c.text = "The folder could not be read"
            return c
        }())
        #expect(view.preferredHeight(forWidth: 12) == 3)
        var buffer = ScreenBuffer(width: 16, height: 5)
        view.draw(into: &buffer, in: buffer.bounds, base: .plain, theme: .standard)
        let text = (0..<5).map(buffer.rowText)
        #expect(text.allSatisfy { $0.hasPrefix("  ") && $0.hasSuffix("  ") }, "\(text)")
        #expect(text.joined(separator: " ").split(separator: " ").joined(separator: " ") == "The folder could not be read")
    }

    @Test func aNewConfigurationOfTheSameKindKeepsTheView() throws {
        let h = Harness(items: [])
        h.collectionView.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        let first = try #require(h.collectionView.contentUnavailable.view)
        h.collectionView.contentUnavailableConfiguration = ContentUnavailableConfiguration.search()
        #expect(h.collectionView.contentUnavailable.view === first)
        #expect((h.collectionView.contentUnavailableConfiguration as? ContentUnavailableConfiguration)?.text == "No Results")
        h.collectionView.contentUnavailableConfiguration = nil
        #expect(h.collectionView.contentUnavailable.view == nil)
    }

    @Test func aTableViewHasItToo() {
        let table = TableView(style: .plain)
        let window = Window(size: CellSize(width: 20, height: 3), rootView: table)
        table.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(1) == "      Loading…      ")
    }
}
