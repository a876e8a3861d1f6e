import Foundation
import Testing
@testable import Tessera

@Suite("Collection view separators") @MainActor
struct CollectionViewSeparatorTests {
    /// Two-line rows: the separator underlines each row's second line. Its blanks take the
    /// separator colour; the text there keeps its colour, underlined.
    @Test func textOnTheUnderlinedLineKeepsItsColour() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.rowHeight = .absolute(2)
        let collectionView = CollectionView(collectionViewLayout: .list(using: configuration))
        let window = Window(size: CellSize(width: 20, height: 6), rootView: collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = ListContentConfiguration.subtitleCell()
            content.text = item
            content.secondaryText = "about \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.render(at: .zero)
        let frame = window.lastFrame
        #expect(frame.rowText(1).hasPrefix(" about one"))
        let text = frame[1, 1], blank = frame[15, 1]
        #expect(text.grapheme == "a" && text.style.attributes.contains(.underline))
        #expect(text.style.foreground == Theme.standard.secondaryText.foreground)
        #expect(blank.style.attributes.contains(.underline))
        #expect(blank.style.foreground == Theme.standard.separator.foreground)
        #expect(!frame[1, 3].style.attributes.contains(.underline), "the last row of a section has no separator")
    }
}
