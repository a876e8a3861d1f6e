import Foundation
import Tessera

/// Benchmarks for the collection view: full frames, a filtering keystroke end to end, and the
/// bytes a one-row insert costs.
let viewBenchmarks: [Benchmark] = [
    Benchmark(name: "view/frame-200x60-list") {
        let scene = ListScene(size: CellSize(width: 200, height: 60), items: (0..<5_000).map { "Row \($0) — the quick brown fox jumps over the lazy dog" })
        var offset = 0
        return Prepared(run: {
            offset = (offset + 1) % 100
            scene.collectionView.contentOffset.y = offset
            scene.window.render(at: .zero)
            blackHole(scene.window.lastFrame)
        }, facts: [("cells", "\(200 * 60)")])
    },
    Benchmark(name: "view/frame-200x60-emoji-grid") {
        let emoji = ["😀", "🍎", "🚀", "🐙", "🌵", "🎸", "🧩", "🦊", "🍩", "🌈"]
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let scene = ListScene(size: CellSize(width: 200, height: 60), items: (0..<3_000).map { "\(emoji[$0 % emoji.count]) \($0)" }, layout: layout)
        var offset = 0
        return Prepared(run: {
            offset = (offset + 3) % 300
            scene.collectionView.contentOffset.y = offset
            scene.window.render(at: .zero)
            blackHole(scene.window.lastFrame)
        })
    },
    Benchmark(name: "view/filter-100k-keystroke") {
        // One keystroke: filter 100,000 names, build a fresh snapshot, diff, lay out, draw,
        // flush to the headless terminal (without animation, so the whole cost is measured once).
        // Matching is a byte search over pre-lowered names, as the Mountains demo does.
        let names = (0..<100_000).map { "Peak-\($0) \(["Alder", "Basalt", "Cairn", "Dome"][$0 % 4])" }
        let keys = names.map { Array($0.lowercased().utf8) }
        let scene = ListScene(size: CellSize(width: 120, height: 40), items: names)
        let terminal = HeadlessTerminal(size: CellSize(width: 120, height: 40))
        let queries = [Array("7".utf8), Array("77".utf8)]
        var turn = 0
        return Prepared(run: {
            turn += 1
            let query = queries[turn % 2]
            scene.show(names.indices.filter { keys[$0].containsSubsequence(query) }.map { names[$0] }, animated: false)
            scene.window.render(at: .zero)
            blackHole(terminal.flush(scene.window.lastFrame))
        })
    },
    Benchmark(name: "view/insert-one-row") {
        // The bytes an ANSI terminal needs for each frame of a one-row insert animation.
        @MainActor func measure() -> (bytes: Int, frames: Int) {
            let rows = (0..<60).map { "Row \($0)" }
            let scene = ListScene(size: CellSize(width: 80, height: 24), items: rows)
            let terminal = HeadlessTerminal(size: CellSize(width: 80, height: 24))
            terminal.flush(scene.window.lastFrame)
            var next = rows
            next.insert("Inserted", at: 5)
            scene.show(next, animated: true)
            var bytes = 0, frames = 0
            repeat {
                scene.clock.advance(by: .milliseconds(16))
                scene.window.render(at: scene.clock.now)
                bytes += terminal.flush(scene.window.lastFrame).bytesWritten
                frames += 1
            } while scene.collectionView.isAnimating && frames < 100
            return (bytes, frames)
        }
        let result = measure()
        return Prepared(run: { blackHole(measure()) }, facts: [("bytes_written", "\(result.bytes)"), ("frames", "\(result.frames)")])
    },
]

/// A window with one collection view of string rows.
@MainActor
final class ListScene {
    let window: Window
    let clock = ManualClock()
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, String>

    init(size: CellSize, items: [String], layout: CollectionViewCompositionalLayout = .list(using: CollectionLayoutListConfiguration(appearance: .plain))) {
        collectionView = CollectionView(collectionViewLayout: layout)
        window = Window(size: size, rootView: collectionView)
        window.clock = clock
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        show(items, animated: false)
        window.render(at: clock.now)
    }

    func show(_ items: [String], animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs contiguously in this array.
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= count else { return false }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            var j = 1
            while j < needle.count && self[start + j] == needle[j] { j += 1 }
            if j == needle.count { return true }
        }
        return false
    }
}
