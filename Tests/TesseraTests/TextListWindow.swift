import Foundation
import TesseraData
@testable import Tessera

/// A collection view of text rows in a window on a manual clock, filled by a diffable data
/// source: the fixture the update tests share. Each item is shown as `text(item)` in a list cell.
@MainActor struct TextListWindow<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    let window: Window
    let clock = ManualClock()
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Section, Item>

    /// A `size` window holding a list of `appearance`; nothing applied yet, nothing focused.
    init(size: CellSize, appearance: CollectionLayoutListConfiguration.Appearance = .plain, text: @escaping @MainActor (Item) -> String) {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = text(item)
            cell.contentConfiguration = content
        }
        collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: appearance)))
        dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        window = Window(size: size, rootView: collectionView)
        window.clock = clock
    }

    /// Draws a frame 16 ms on; true while the window still animates.
    @discardableResult
    func frame() -> Bool {
        clock.advance(by: .milliseconds(16))
        return window.render(at: clock.now)
    }

    /// Draws frames until nothing animates (at most `limit`).
    func drawUntilStill(limit: Int = 100) {
        var frames = 1
        while frame() && frames < limit { frames += 1 }
    }
}
