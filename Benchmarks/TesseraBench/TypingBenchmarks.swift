import Foundation
import Tessera
import TesseraDemos

/// The keystroke rows: the CPU a key costs in the real Mountains Search, all threads
/// counted (the background filter too), while someone types 40 keys. Two ways of typing:
///
/// - **Burst, 10,000 peaks**: keys as fast as frames (one frame of the loop's clock between
///   keys, like key repeat), so most results are replaced before their animation ends.
/// - **One key every 50 ms, 100,000 peaks**: each key's results are shown (the background
///   filter's answer waited for) and the frames of 50 ms drawn, before the next key.
///
/// The keys type and erase words ("summit", "glacier", "ridge", "col"), the hardest pairs for a
/// filter: a first letter keeps few peaks, its erasure brings them all back. The loop's clock is
/// a `ManualClock`, so the frames drawn are the same in every run. The baseline is the work
/// with no interface at all: the standard library filtering the same number of lower-cased
/// names with `contains` for each of the 40 queries.
let typingBenchmarks: [Benchmark] = [
    typingCase("demo/mountains-typing-burst-10k", count: 10_000, cadence: .burst),
    typingCase("demo/mountains-typing-50ms-100k", count: 100_000, cadence: .every50ms),
]

/// The 40 keys: four words typed, each erased again, so every run starts and ends with an
/// empty field.
let typedKeys: [KeyEvent] = ["summit", "glacier", "ridge", "co"].flatMap { word in
    word.map { KeyEvent(.character($0)) } + Array(repeating: KeyEvent(.backspace), count: word.count)
}

private func typingCase(_ name: String, count: Int, cadence: MountainsTypingScene.Cadence) -> Benchmark {
    Benchmark(name: name) {
        let scene = MountainsTypingScene(count: count)
        var perKey: [Double] = []
        for _ in 0..<5 { perKey.append(scene.type(typedKeys, cadence: cadence) / Double(typedKeys.count)) }
        let names = MountainsSearchScene.syntheticNames(count).map { $0.lowercased() }
        let queries = typedQueries(typedKeys)
        let baseline = Baseline(name: "stdlib filter×\(queries.count)") {
            for query in queries { blackHole(stdlibMatchCount(names, query)) }
        }
        return Prepared(run: { blackHole(scene.type(typedKeys, cadence: cadence)) }, baseline: baseline,
                        facts: [("peaks", "\(count)"), ("keys", "\(typedKeys.count)"),
                                ("cpu_ms_per_key", String(format: "%.3f", perKey.sorted()[perKey.count / 2])),
                                ("frames", "\(scene.framesPerRun)")])
    }
}

/// How many of `names` (lower-cased) contain `query`, the plain standard-library way: the
/// baselines' filter. Not isolated to the main actor, so the closure it filters with carries no
/// isolation check per name (one made inside a main-actor benchmark would).
nonisolated func stdlibMatchCount(_ names: [String], _ query: String) -> Int {
    query.isEmpty ? names.count : names.count { $0.contains(query) }
}

/// The text in the field after each of `keys`.
func typedQueries(_ keys: [KeyEvent]) -> [String] {
    var text = "", queries: [String] = []
    for key in keys {
        switch key.key {
        case .character(let c): text.append(c)
        case .backspace: if !text.isEmpty { text.removeLast() }
        default: break
        }
        queries.append(text)
    }
    return queries
}

/// Mountains Search at 120×40 on a headless terminal with a manual loop clock.
@MainActor
final class MountainsTypingScene {
    enum Cadence { case burst, every50ms }

    let application: Application
    let clock = ManualClock()
    let search: MountainsSearchViewController
    private var resultsShown = 0
    /// The query whose results were shown last.
    private var lastShown: String?
    private(set) var framesPerRun = 0

    init(count: Int) {
        var options = DemoOptions()
        options.syntheticCount = count
        let terminal = HeadlessTerminal(size: CellSize(width: 120, height: 40))
        application = DemoRunner.makeApplication(terminal: terminal, clock: clock, entry: DemoCatalog.entry(named: "mountains"), options: options)
        search = (application.window.rootViewController as! NavigationController).topViewController as! MountainsSearchViewController
        search.onResultsShown = { [unowned self] text in
            resultsShown += 1
            lastShown = text
        }
        frame()
        if search.filtersInBackground { MainQueue.serve(until: "the first results") { self.resultsShown >= 1 } }
        search.waitForSearchKeys()
    }

    /// Types `keys`, draws what the cadence shows, and lets the last animation end; returns the
    /// process's CPU milliseconds (every thread) for all of it.
    func type(_ keys: [KeyEvent], cadence: Cadence) -> Double {
        let start = CPUTime.process()
        var frames = 0
        for (n, key) in keys.enumerated() {
            let shownBefore = resultsShown
            if n == keys.count - 1 { lastShown = nil }
            _ = application.window.dispatch(.key(key))
            switch cadence {
            case .burst:
                frame(); frames += 1
            case .every50ms:
                if search.filtersInBackground {
                    MainQueue.serve(until: "results of a key") { self.resultsShown > shownBefore }
                }
                for _ in 0..<3 { frame(); frames += 1 }
            }
        }
        // The field is empty again: wait for its results, shown after the last key.
        if search.filtersInBackground { MainQueue.serve(until: "the last key's results") { self.lastShown == "" } }
        while frame() { frames += 1 }
        framesPerRun = frames + 1
        return (CPUTime.process() - start) * 1e3
    }

    /// One frame, 16 ms of the loop's clock after the last; true while something animates.
    @discardableResult
    private func frame() -> Bool {
        clock.advance(by: .milliseconds(16))
        return application.window.render(at: clock.now)
    }
}

/// Seconds of CPU time.
enum CPUTime {
    /// Used by the calling thread.
    static func thread() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }
    /// Used by every thread of the process.
    static func process() -> Double { read(CLOCK_PROCESS_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Serving the main queue from a benchmark, where the background search hops back.
@MainActor
enum MainQueue {
    /// Runs the main queue until `done`; gives up after 30 s with a sentence naming `what`
    /// never arrived, rather than hang the bench.
    static func serve(until what: String, _ done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(30)
        while !done() {
            guard ContinuousClock.now < deadline else { fatalError("mountains bench: \(what) never arrived within 30 s") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
