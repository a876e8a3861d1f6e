import Foundation
import Tessera

/// Benchmarks of what the demos do, end to end. Mountains Search is rebuilt here step for step
/// (KeystrokeBenchmarks times the real demo, linked from TesseraDemos): the issue's generator
/// (100,000 "Peak-<i> <word>" names, sorted by code point), matching as a byte search over
/// lower-cased names that narrows the previous matches while the query grows, a fresh snapshot
/// per keystroke with the rows on screen that stay reconfigured (their highlight changed), an animated
/// apply, and the first frame of the animation drawn and flushed.
let demoBenchmarks: [Benchmark] = [
    Benchmark(name: "demo/mountains-100k-keystroke") {
        // The hardest keystrokes: the first letter (scan 100,000, most of them leave) and
        // clearing it (all 100,000 come back), one per sample.
        let search = MountainsSearchScene()
        var clear = false
        return Prepared(run: {
            search.type(clear ? "" : "7")
            clear.toggle()
        }, facts: [("mountains", "100000"), ("matches for 7", "\(search.matches(for: "7"))")])
    },
    Benchmark(name: "demo/mountains-100k-type-word") {
        // Typing "zenith" a letter at a time, then clearing the field: seven keystrokes a sample.
        let search = MountainsSearchScene()
        let steps = ["z", "ze", "zen", "zeni", "zenit", "zenith", ""]
        return Prepared(run: {
            for query in steps { search.type(query) }
        }, facts: [("keystrokes", "\(steps.count)"), ("matches for zenith", "\(search.matches(for: "zenith"))")])
    },
]

/// The Mountains Search pipeline at 120×40 with 100,000 generated peaks.
@MainActor
final class MountainsSearchScene {
    let window: Window
    let clock = ManualClock()
    let terminal = HeadlessTerminal(size: CellSize(width: 120, height: 40))
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    let names: [String]
    let keys: [[UInt8]]
    private var needle: [UInt8] = []
    private var matches: [Int]

    init(count: Int = 100_000) {
        names = Self.syntheticNames(count).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        keys = names.map { Array($0.lowercased().utf8) }
        matches = Array(names.indices)
        // Two columns, three above 120 cells; one row each (ExampleLayouts.mountains).
        let layout = CollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 120 ? 3 : 2
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            var group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                         subitem: item, count: columns)
            group.interItemSpacing = .fixed(2)
            var section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            return section
        }
        let collectionView = CollectionView(collectionViewLayout: layout)
        self.collectionView = collectionView
        window = Window(size: terminal.size, rootView: collectionView)
        window.clock = clock
        var highlight: (Int) -> Range<Int>? = { _ in nil }
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { [names] cell, _, index in
            var content = ListContentConfiguration.valueCell()
            content.attributedText = AttributedText(names[index], highlighting: highlight(index), with: collectionView.theme.match)
            content.secondaryText = "\(1_000 + index % 8_000) m"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, index in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: index)
        }
        highlight = { [unowned self] index in Self.firstMatch(of: needle, in: keys[index]) }
        show(animated: false)
        window.render(at: clock.now)
        terminal.flush(window.lastFrame)
    }

    /// One keystroke that leaves `query` in the field.
    func type(_ query: String) {
        let newNeedle = Array(query.lowercased().utf8)
        let candidates = newNeedle.starts(with: needle) ? matches : Array(names.indices)
        needle = newNeedle
        matches = newNeedle.isEmpty ? candidates : candidates.filter { Self.firstMatch(of: newNeedle, in: keys[$0]) != nil }
        show(animated: true)
        clock.advance(by: .milliseconds(16))
        window.render(at: clock.now)
        blackHole(terminal.flush(window.lastFrame))
        clock.advance(by: .milliseconds(300)) // the animation is over by the next keystroke
    }

    func matches(for query: String) -> Int {
        let needle = Array(query.lowercased().utf8)
        return keys.reduce(0) { $0 + (Self.firstMatch(of: needle, in: $1) != nil ? 1 : 0) }
    }

    private func show(animated: Bool) {
        // The rows on screen that stay are configured again (their highlight changed), found
        // by asking them, not by indexing the new matches. `matches` is sorted.
        let matches = self.matches
        collectionView.reconfigureVisibleItems { (index: Int) in Self.sortedContains(matches, index) }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(matches, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Whether sorted `values` holds `value`: a binary search, O(log n).
    static func sortedContains(_ values: [Int], _ value: Int) -> Bool {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value
    }

    /// Where `needle` first occurs in `haystack` (ASCII: bytes are graphemes).
    static func firstMatch(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty else { return nil }
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            var j = 1
            while j < needle.count && haystack[start + j] == needle[j] { j += 1 }
            if j == needle.count { return start..<(start + needle.count) }
        }
        return nil
    }

    /// Issue 6's generator: a 64-bit LCG seeded with 42, `next() = s >> 33`.
    static func syntheticNames(_ count: Int) -> [String] {
        let words = ["Alder", "Basalt", "Cairn", "Col", "Crag", "Dome", "Drift", "Eagle", "Falcon", "Fell", "Glacier",
                     "Granite", "Horn", "Ice", "Juniper", "Knob", "Lark", "Moraine", "Needle", "Obsidian", "Pine", "Quartz",
                     "Ridge", "Saddle", "Scree", "Slate", "Spire", "Summit", "Talus", "Tor", "Vale", "Zenith"]
        var s: UInt64 = 42
        func next() -> UInt64 {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return s >> 33
        }
        return (1...max(1, count)).map { i in
            let word = words[Int(next() % 32)]
            _ = next() // the height
            return "Peak-\(i) \(word)"
        }
    }
}
