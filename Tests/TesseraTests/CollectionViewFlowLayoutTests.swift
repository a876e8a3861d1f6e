import Foundation
import Testing
@testable import Tessera

/// The flow layout as UIKit code uses it: `CollectionView(frame:collectionViewLayout:
/// CollectionViewFlowLayout())`, its properties, and a delegate that sizes items and sections.
@MainActor
@Suite struct CollectionViewFlowLayoutTests {
    final class Numbers: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        var counts = [7]
        var sizes: [IndexPath: CGSize] = [:]
        var inset: EdgeInsets?
        var header: CGSize = .zero

        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! CollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
        }
        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
            inset ?? (collectionViewLayout as! CollectionViewFlowLayout).sectionInset
        }
        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            header
        }
    }

    @MainActor struct Fixture {
        let view: CollectionView
        let layout: CollectionViewFlowLayout
        let source: Numbers
        let window: Window

        func frame(_ item: Int, section: Int = 0) -> CellRect? {
            view.layoutIfNeeded()
            return view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }

    func makeFixture(width: Int = 20, configure: (CollectionViewFlowLayout, Numbers) -> Void = { _, _ in }) -> Fixture {
        let layout = CollectionViewFlowLayout()
        let source = Numbers()
        configure(layout, source)
        let view = CollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "n")
        view.register(CollectionViewListCell.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        view.dataSource = source
        view.delegate = source
        let window = Window(size: CellSize(width: width, height: 20), rootView: view)
        window.render(at: .zero)
        return Fixture(view: view, layout: layout, source: source, window: window)
    }

    @Test func itemsFillEachLineAndTheLinesAreSpacedByTheMinimumLineSpacing() {
        // 6-cell items, 1 apart: exactly three fit in 20 columns.
        let fixture = makeFixture()
        #expect(fixture.view.collectionViewLayout === fixture.layout)
        #expect(fixture.frame(0) == CellRect(x: 0, y: 0, width: 6, height: 3))
        #expect(fixture.frame(1) == CellRect(x: 7, y: 0, width: 6, height: 3))
        #expect(fixture.frame(2) == CellRect(x: 14, y: 0, width: 6, height: 3))
        #expect(fixture.frame(3) == CellRect(x: 0, y: 4, width: 6, height: 3))
        // The last line holds one item: centred, as UIKit's flow puts a lone item.
        #expect(fixture.frame(6) == CellRect(x: 7, y: 8, width: 6, height: 3))
        #expect(fixture.window.lastFrame.text.contains("5"))
    }

    @Test func changingAPropertyLaysOutAgain() {
        let fixture = makeFixture()
        fixture.layout.itemSize = CGSize(width: 9, height: 2)
        fixture.layout.minimumLineSpacing = 0
        // Two 9-wide items fit, the spare two columns go between them.
        #expect(fixture.frame(0) == CellRect(x: 0, y: 0, width: 9, height: 2))
        #expect(fixture.frame(1) == CellRect(x: 11, y: 0, width: 9, height: 2))
        #expect(fixture.frame(2) == CellRect(x: 0, y: 2, width: 9, height: 2))
    }

    @Test func theDelegateSizesItemsAndInsetsTheSection() {
        let fixture = makeFixture { _, source in
            source.counts = [3]
            source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 4, height: 5)
            source.inset = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        }
        // 16 columns of room: 6 + 1 + 4 + 1 (+6 would not fit) → two items, then one.
        let first = try! #require(fixture.frame(0))
        let second = try! #require(fixture.frame(1))
        #expect(first.minX == 2 && second.maxX == 18)
        // A line is as thick as its thickest item; the smaller one is centred in it.
        #expect(second.minY == 1 && second.height == 5)
        #expect(first.minY == 2 && first.height == 3)
        #expect(fixture.frame(2)?.minY == 7)
    }

    @Test func aHeaderReferenceSizeGivesEachSectionAFullWidthHeaderAboveItsItems() {
        let fixture = makeFixture { layout, source in
            source.counts = [2, 2]
            source.header = CGSize(width: 0, height: 2)
            layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)
        }
        fixture.view.layoutIfNeeded()
        let header = fixture.view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame.width == 20)
        #expect(header?.frame.height == 2)
        // Section 0: header 2, one line of 3, bottom inset 1 → section 1's header at row 6.
        #expect(header?.frame.minY == 6)
        #expect(fixture.frame(0, section: 1)?.minY == 8)
    }

    @Test func aHorizontalFlowFillsColumns() {
        let fixture = makeFixture { layout, source in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 4, height: 9)
            source.counts = [3]
        }
        // 20 rows of room: two 9-row items a line (column), the spare row between them.
        #expect(fixture.frame(0) == CellRect(x: 0, y: 0, width: 4, height: 9))
        #expect(fixture.frame(1) == CellRect(x: 0, y: 11, width: 4, height: 9))
        #expect(fixture.frame(2)?.minX == 5)
    }

    @Test func linesShareSpareRoomAtTheEdgesExactly() {
        let lines = FlowLines(sizes: Array(repeating: .init(along: 3, across: 1), count: 4), room: 17, itemSpacing: 1, lineSpacing: 0)
        // 4 items, 15 used with spacing, 2 spare over 3 gaps: the line still ends at 17.
        #expect(lines.frames.map(\.along).first == 0)
        #expect(lines.frames.last.map { $0.along + $0.width } == 17)
        #expect(lines.length == 1)
        let wide = FlowLines(sizes: [.init(along: 30, across: 2)], room: 10, itemSpacing: 1, lineSpacing: 1)
        #expect(wide.frames == [.init(along: 0, across: 0, width: 10, height: 2)])
    }
}

/// A flow layout is often made and configured before the view exists, in a function that
/// returns it: off the main actor, that must not trap.
@Suite struct CollectionViewFlowLayoutConfigurationTests {
    @Test func aLayoutWithoutAViewIsConfiguredAnywhere() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 2)
        layout.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        layout.invalidateLayout()
        #expect(layout.itemSize == CGSize(width: 8, height: 2))
        #expect(CollectionViewFlowLayout.automaticSize.width < 0)
    }
}
