import Foundation
import Testing
@testable import Tessera

/// A data source of string items whose rows show the string, plus whatever `configure` adds.
@MainActor func makeStringDataSource(for collectionView: CollectionView,
                          configure: ((CollectionViewListCell, String) -> Void)? = nil) -> CollectionViewDiffableDataSource<Int, String> {
    let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        configure?(cell, item)
    }
    return CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
}

/// A window holding one collection view of `Int` sections and `String` items, on a manual clock.
@MainActor
final class Harness {
    let window: Window
    let clock = ManualClock()
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, String>

    init(size: CellSize = CellSize(width: 40, height: 12), layout: CollectionViewCompositionalLayout,
         configure: ((CollectionViewListCell, String) -> Void)? = nil) {
        collectionView = CollectionView(collectionViewLayout: layout)
        window = Window(size: size, rootView: collectionView)
        window.clock = clock
        window.focusedView = collectionView
        dataSource = makeStringDataSource(for: collectionView, configure: configure)
    }

    func apply(sections: [[String]], animated: Bool = false) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        for (i, items) in sections.enumerated() {
            snapshot.appendSections([i])
            snapshot.appendItems(items, toSection: i)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
        settle()
    }

    /// Renders frames until nothing animates.
    @discardableResult
    func settle() -> String {
        window.render(at: clock.now)
        var guardCount = 0
        while collectionView.isAnimating && guardCount < 200 {
            clock.advance(by: .milliseconds(16))
            window.render(at: clock.now)
            guardCount += 1
        }
        return window.lastFrame.text
    }

    func press(_ key: Key, _ modifiers: Modifiers = []) {
        window.dispatch(.key(KeyEvent(key, modifiers: modifiers)))
        settle()
    }

    /// Asks for the items' cells to be configured again (reconfigureItems).
    func reconfigure(_ items: [String]) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        settle()
    }

    var focusedItem: String? { collectionView.indexPathForFocusedItem.flatMap(dataSource.itemIdentifier(for:)) }
}

/// The frame-by-frame fixture: a plain one-section list.
typealias ListFixture = Harness

extension Harness {
    convenience init(size: CellSize = CellSize(width: 30, height: 10), items: [String]) {
        self.init(size: size, layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        window.focusedView = nil
        show(items, animated: false)
        render()
    }

    func show(_ items: [String], animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func apply(_ items: [String], animated: Bool) { show(items, animated: animated) }

    @discardableResult
    func render() -> String {
        window.render(at: clock.now)
        return window.lastFrame.text
    }

    /// Steps 16 ms at a time until the animation ends; returns every frame's text.
    func runAnimation() -> [String] {
        var frames: [String] = []
        for _ in 0..<120 {
            clock.advance(by: .milliseconds(16))
            frames.append(render())
            if !collectionView.isAnimating { break }
        }
        return frames
    }

    static func freshRender(size: CellSize = CellSize(width: 30, height: 10), items: [String]) -> String {
        Harness(size: size, items: items).render()
    }
}
