import Foundation
import Tessera

/// Benchmarks for the layout layer: preparing and querying lists, a grid and an orthogonal
/// section of 1k, 100k and 1M items, and measuring estimated rows. A query is the visible rect
/// of an 80×24 terminal at a seeded offset. The 1M cases take the 1k case as baseline, so the
/// ratio column says how much longer a million items take than a thousand (about 1 is the
/// goal: prepare is O(sections), a query O(visible + log n)).
let layoutBenchmarks: [Benchmark] = [("list", LayoutBench.list), ("grid", LayoutBench.grid), ("orthogonal", LayoutBench.orthogonal)]
    .flatMap { kind, make in
        LayoutBench.sizes.flatMap { count in
            [LayoutBench.prepare("layout.\(kind).prepare", count: count, make: make),
             LayoutBench.query("layout.\(kind).query", count: count, make: make)]
        }
    } + [LayoutBench.measure("layout.estimated.measure", count: 1_000_000)]

enum LayoutBench {
    static let sizes = [1_000, 100_000, 1_000_000]
    static let container = CellSize(width: 80, height: 24)
    static let queriesPerRun = 1_000

    static func label(_ count: Int) -> String {
        count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
    }

    /// A plain list: one-row items with separators.
    static func list() -> CollectionViewCompositionalLayout {
        .list(using: CollectionLayoutListConfiguration(appearance: .plain))
    }

    /// Five square-looking tiles per row.
    static func grid() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                                                     subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    /// One row of cards 85% wide scrolling sideways, over a short list.
    static func orthogonal() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(6)),
                                                                 subitems: [item]))
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 2
        return CollectionViewCompositionalLayout(section: section)
    }

    static func prepared(_ make: () -> CollectionViewCompositionalLayout, count: Int) -> CollectionViewCompositionalLayout {
        let layout = make()
        layout.prepare(containerSize: container, itemCounts: [count])
        return layout
    }

    /// Median wall time of `body` in microseconds, over a few runs (for facts, outside the
    /// timed region).
    static func microseconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<7 {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
        }
        return times.sorted()[times.count / 2]
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    static func prepare(_ name: String, count: Int, make: @escaping @Sendable () -> CollectionViewCompositionalLayout) -> Benchmark {
        Benchmark(name: "\(name).\(label(count))") {
            let layout = make(), small = make()
            let run = { layout.prepare(containerSize: container, itemCounts: [count]) }
            let smallRun = { small.prepare(containerSize: container, itemCounts: [1_000]) }
            var facts = [("items", "\(count)"), ("prepare_us", format(microseconds(run)))]
            if count == 1_000_000 { facts.append(("ratio_1M_1k", format(microseconds(run) / max(microseconds(smallRun), 1e-3)))) }
            return Prepared(run: run, baseline: count == 1_000_000 ? Baseline(name: "1k", run: smallRun) : nil, facts: facts)
        }
    }

    /// `queriesPerRun` visible-rect queries at seeded offsets spread over the content.
    static func queries(_ layout: CollectionViewCompositionalLayout) -> () -> Void {
        let content = layout.collectionViewContentSize
        var generator = SeededRandom(seed: 42)
        let orthogonal = layout.isOrthogonallyScrolling(section: 0)
        let maximum = orthogonal ? layout.maximumOrthogonalOffset(forSection: 0) : max(0, content.height - container.height)
        let offsets = (0..<queriesPerRun).map { _ in Int(generator.next() % UInt64(maximum + 1)) }
        return {
            var total = 0
            for offset in offsets {
                if orthogonal { layout.setOrthogonalOffset(offset, forSection: 0) }
                let rect = CellRect(x: 0, y: orthogonal ? 0 : offset, width: container.width, height: container.height)
                total &+= layout.layoutAttributesForElements(in: rect).count
            }
            blackHole(total)
        }
    }

    static func query(_ name: String, count: Int, make: @escaping @Sendable () -> CollectionViewCompositionalLayout) -> Benchmark {
        Benchmark(name: "\(name).\(label(count))") {
            let layout = prepared(make, count: count)
            let run = queries(layout)
            let smallRun = queries(prepared(make, count: 1_000))
            var facts = [("items", "\(count)"), ("queries", "\(queriesPerRun)"),
                         ("per_query_us", format(microseconds(run) / Double(queriesPerRun)))]
            if count == 1_000_000 { facts.append(("ratio_1M_1k", format(microseconds(run) / max(microseconds(smallRun), 1e-3)))) }
            return Prepared(run: run, baseline: count == 1_000_000 ? Baseline(name: "1k", run: smallRun) : nil, facts: facts)
        }
    }

    /// Measuring `queriesPerRun` estimated rows at seeded places: each moves every later row.
    /// Heights alternate between runs so every run really moves rows.
    static func measure(_ name: String, count: Int) -> Benchmark {
        Benchmark(name: "\(name).\(label(count))") {
            func estimated() -> CollectionViewCompositionalLayout {
                var configuration = CollectionLayoutListConfiguration(appearance: .plain)
                configuration.rowHeight = .estimated(1)
                return .list(using: configuration)
            }
            func measurements(_ layout: CollectionViewCompositionalLayout, count: Int) -> () -> Void {
                var generator = SeededRandom(seed: 7)
                let rows = (0..<queriesPerRun).map { _ in (Int(generator.next() % UInt64(count)), Int(generator.next() % 4) + 1) }
                var pass = 0
                return {
                    pass += 1
                    for (row, height) in rows {
                        layout.invalidateSize(CellSize(width: container.width, height: height + pass % 2), forItemAt: IndexPath(item: row, section: 0))
                    }
                    blackHole(layout.collectionViewContentSize)
                }
            }
            let run = measurements(prepared(estimated, count: count), count: count)
            let smallRun = measurements(prepared(estimated, count: 1_000), count: 1_000)
            let facts = [("items", "\(count)"), ("per_measurement_us", format(microseconds(run) / Double(queriesPerRun))),
                         ("ratio_1M_1k", format(microseconds(run) / max(microseconds(smallRun), 1e-3)))]
            return Prepared(run: run, baseline: Baseline(name: "1k", run: smallRun), facts: facts)
        }
    }
}
