import Foundation
import Tessera
import TesseraDemos

/// A keystroke in the real Mountains Search (`DemoRunner.makeApplication`, `--synthetic N`) at
/// 10,000, 100,000 and 1,000,000 peaks, split in two: the time the main thread is busy with it
/// (its CPU time, so waiting for the background filter does not count) and the total, from the
/// key to the frame that shows its results. Above `BackgroundSearch.threshold` the filter runs
/// off the main thread, so the main thread's share should stay within a frame (16 ms) while the
/// total grows with the catalogue. Keys alternate "7" (most peaks leave) and clearing it (all
/// come back), the hardest pair. The baseline is that pair's filtering alone, the way a program
/// with no interface does it on its main thread: the standard library's `contains` over the
/// lower-cased names, for "7" and for the empty query.
let keystrokeBenchmarks: [Benchmark] = [10_000, 100_000, 1_000_000].map { count in
    Benchmark(name: "demo/mountains-keystroke-split-\(count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k")") {
        let scene = MountainsKeystrokeScene(count: count)
        var samples: [(main: Double, total: Double)] = []
        for _ in 0..<10 { samples.append(scene.keystroke()) }
        let main = samples.map(\.main).sorted()[samples.count / 2]
        let total = samples.map(\.total).sorted()[samples.count / 2]
        let names = MountainsSearchScene.syntheticNames(count).map { $0.lowercased() }
        var clear = false
        let baseline = Baseline(name: "stdlib filter") {
            blackHole(stdlibMatchCount(names, clear ? "" : "7"))
            clear.toggle()
        }
        return Prepared(run: { _ = scene.keystroke() }, baseline: baseline,
                        facts: [("peaks", "\(count)"), ("main_thread_ms", String(format: "%.2f", main)),
                                ("total_ms", String(format: "%.2f", total)),
                                ("filtered_off_main", "\(count > BackgroundSearch.threshold)")])
    }
}

@MainActor
final class MountainsKeystrokeScene {
    let application: Application
    let search: MountainsSearchViewController
    private var resultsShown = 0
    private var clear = false

    init(count: Int) {
        var options = DemoOptions()
        options.syntheticCount = count
        let terminal = HeadlessTerminal(size: CellSize(width: 120, height: 40))
        application = DemoRunner.makeApplication(terminal: terminal, entry: DemoCatalog.entry(named: "mountains"), options: options)
        search = (application.window.rootViewController as! NavigationController).topViewController as! MountainsSearchViewController
        search.onResultsShown = { [unowned self] _ in resultsShown += 1 }
        application.window.render(at: application.loop.clock.now)
        // A large catalogue's first, full list arrives from the background (a small one's
        // was shown inside `init`, before the hook was set).
        if search.filtersInBackground { MainQueue.serve(until: "the first results") { self.resultsShown >= 1 } }
    }

    /// One key: (main-thread milliseconds, total milliseconds).
    func keystroke() -> (main: Double, total: Double) {
        let shownBefore = resultsShown
        let start = ContinuousClock.now
        let cpuStart = CPUTime.thread()
        let key: Event = clear ? .key(KeyEvent(.backspace)) : .key(KeyEvent(.character("7")))
        clear.toggle()
        _ = application.window.dispatch(key)
        application.window.render(at: application.loop.clock.now) // the frame that shows the key
        MainQueue.serve(until: "the results of a key") { self.resultsShown > shownBefore }
        application.window.render(at: application.loop.clock.now) // the frame that shows the results
        let total = ContinuousClock.now - start
        let main = CPUTime.thread() - cpuStart
        return (main * 1e3, Double(total.components.attoseconds) / 1e15 + Double(total.components.seconds) * 1e3)
    }
}
