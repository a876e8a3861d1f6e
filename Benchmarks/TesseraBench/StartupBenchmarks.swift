import Foundation
import Tessera
import TesseraDemos

/// Start-up of the real Mountains Search (`tessera-demos mountains --synthetic N`) at 10,000,
/// 100,000 and 1,000,000 peaks: from making the application to its first screen drawn (the
/// search bar, and above `BackgroundSearch.threshold` an empty grid whose results follow), and
/// on to the frame that shows the first results. The timed run goes on until the names are
/// folded for searching too, so that no sample's leftover work slows the next. The baseline
/// prepares the same names the plain way: the generator's strings, sorted by code point with the
/// standard library, each lower-cased for matching.
let startupBenchmarks: [Benchmark] = [10_000, 100_000, 1_000_000].map { count in
    Benchmark(name: "demo/mountains-startup-\(count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k")") {
        _ = MountainsStartup.run(count: count) // warm-up: the first run loads what later ones reuse
        var samples: [MountainsStartup.Times] = []
        for _ in 0..<5 { samples.append(MountainsStartup.run(count: count)) }
        func median(_ values: [Double]) -> String { String(format: "%.1f", values.sorted()[values.count / 2]) }
        return Prepared(
            run: { blackHole(MountainsStartup.run(count: count)) },
            baseline: Baseline(name: "stdlib sort+lowercase") {
                let names = MountainsSearchScene.syntheticNames(count).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                blackHole(names.map { Array($0.lowercased().utf8) })
            },
            facts: [("peaks", "\(count)"), ("first_screen_ms", median(samples.map(\.firstScreen))),
                    ("results_ms", median(samples.map(\.results))), ("keys_ready_ms", median(samples.map(\.keysReady)))])
    }
}

@MainActor
enum MountainsStartup {
    /// Milliseconds from the start to each point.
    struct Times {
        var firstScreen: Double
        var results: Double
        var keysReady: Double
    }

    /// One start-up at 120×40, timed.
    static func run(count: Int) -> Times {
        let start = ContinuousClock.now
        func elapsed() -> Double {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
        }
        var options = DemoOptions()
        options.syntheticCount = count
        let terminal = HeadlessTerminal(size: CellSize(width: 120, height: 40))
        let application = DemoRunner.makeApplication(terminal: terminal, entry: DemoCatalog.entry(named: "mountains"), options: options)
        let search = (application.window.rootViewController as! NavigationController).topViewController as! MountainsSearchViewController
        var shown = !search.filtersInBackground // a small catalogue's results were shown inside `init`
        search.onResultsShown = { _ in shown = true }
        application.window.render(at: application.loop.clock.now)
        _ = terminal.flush(application.window.lastFrame)
        let firstScreen = elapsed()
        let deadline = ContinuousClock.now + .seconds(30)
        while !shown {
            guard ContinuousClock.now < deadline else { fatalError("mountains start-up bench: no results within 30 s") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        application.window.render(at: application.loop.clock.now)
        _ = terminal.flush(application.window.lastFrame)
        let results = elapsed()
        search.waitForSearchKeys()
        return Times(firstScreen: firstScreen, results: results, keysReady: elapsed())
    }
}
