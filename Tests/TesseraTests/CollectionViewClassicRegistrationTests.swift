import Foundation
import Testing
@testable import Tessera

/// UIKit's registration by reuse identifier, beside registration values: which class is
/// dequeued, reuse after `prepareForReuse()`, and the stop for an unknown identifier.
@MainActor
@Suite struct CollectionViewClassicRegistrationTests {
    /// A cell that counts how often it was prepared for reuse and shows its item.
    final class LabelCell: CollectionViewListCell {
        var reuses = 0
        var label = "" {
            didSet {
                var content = defaultContentConfiguration()
                content.text = label
                contentConfiguration = content
            }
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A header drawn by a plain reusable view: its title on its background.
    final class TitleHeader: CollectionReusableView {
        var title = "" { didSet { invalidateImage() } }
        override func draw(into buffer: inout ScreenBuffer, in rect: CellRect, theme: Theme) {
            buffer.draw(title, at: rect.origin, style: .plain)
        }
    }

    func makeView(height: Int = 6, header: Bool = false) -> (Window, CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        if header { configuration.headerMode = .supplementary }
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: configuration))
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as? LabelCell
            cell?.label = item
            return cell
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as? TitleHeader
            header?.title = "Section \(indexPath.section)"
            return header
        }
        let window = Window(size: CellSize(width: 24, height: height), rootView: collectionView)
        return (window, collectionView, dataSource)
    }

    func apply(_ items: [String], to dataSource: CollectionViewDiffableDataSource<Int, String>) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    @Test func theRegisteredClassIsDequeuedWithItsIdentifier() {
        let (window, collectionView, dataSource) = makeView()
        apply(["a", "b"], to: dataSource)
        window.render(at: .zero)
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell is LabelCell)
        #expect(cell?.reuseIdentifier == "label")
        #expect(window.lastFrame.text.contains("b"))
    }

    @Test func cellsThatScrollAwayAreReusedAfterPrepareForReuse() {
        let (window, collectionView, dataSource) = makeView(height: 4)
        apply((0..<40).map { "row \($0)" }, to: dataSource)
        window.render(at: .zero)
        collectionView.scroll(byRows: 3)
        window.render(at: .zero)   // the three newcomers are made; the three that left go to the pool
        let created = collectionView.counters.cellsCreated
        collectionView.scroll(byRows: 3)
        window.render(at: .zero)
        // Three rows left and three came: the newcomers are the cells that left before, prepared again.
        #expect(collectionView.counters.cellsCreated == created)
        let reused = (0..<4).compactMap { collectionView.cellForItem(at: IndexPath(item: 6 + $0, section: 0)) as? LabelCell }
        #expect(reused.contains { $0.reuses > 0 })
        #expect(window.lastFrame.text.contains("row 6"))
    }

    @Test func aPlainReusableViewDrawsTheHeader() {
        let (window, _, dataSource) = makeView(header: true)
        apply(["a"], to: dataSource)
        window.render(at: .zero)
        #expect(window.lastFrame.text.split(separator: "\n").first?.hasPrefix("Section 0") == true)
    }

    @Test func aSupplementaryRegistrationTakesAnyReusableView() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = CollectionView(collectionViewLayout: .list(using: configuration))
        let registration = CollectionView.SupplementaryRegistration<TitleHeader>(elementKind: CollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.title = kind == CollectionView.elementKindSectionHeader ? "registered \(indexPath.section)" : "wrong kind"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as? LabelCell
            cell?.label = item
            return cell
        }
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
        apply(["a"], to: dataSource)
        let window = Window(size: CellSize(width: 30, height: 4), rootView: collectionView)
        window.render(at: .zero)
        #expect(window.lastFrame.text.hasPrefix("registered 0"))
    }

    @Test func theDataSourceAnswersWithUIKitsMethodNames() {
        let (window, collectionView, dataSource) = makeView()
        apply(["a", "b", "c"], to: dataSource)
        window.render(at: .zero)
        #expect(dataSource.numberOfSections(in: collectionView) == 1)
        #expect(dataSource.collectionView(collectionView, numberOfItemsInSection: 0) == 3)
        let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
        #expect((cell as? LabelCell)?.label == "c")
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)), "no reordering handler: no moves")
    }

    @Test func dequeueingAnUnregisteredIdentifierStopsNamingIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains(#"no cell class is registered for the reuse identifier "missing""#))
    }
}
