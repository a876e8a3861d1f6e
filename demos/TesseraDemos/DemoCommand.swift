import ArgumentParser
import Foundation
import Tessera

/// `tessera-demos [demo] [options]`: with no demo, the launcher; otherwise the demo named.
public struct DemoCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera-demos",
        abstract: "Tessera's demos: compositional layouts and diffable data sources in the terminal.",
        // The command line is parsed on the main thread, before anything runs: the catalog's.
        discussion: "Run without a demo name for the launcher. Demos:\n"
            + MainActor.assumeIsolated { DemoCatalog.all }.map { "  \($0.name.padding(toLength: 22, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n")
    )

    @Argument(help: "The demo to open (see the list above); none opens the launcher.")
    var demo: String?

    @Option(help: "Seed for random data (the Wi-Fi scanner, shuffles).")
    var seed: UInt64 = 42

    @Option(help: "Mountains: replace the data with N generated peaks.")
    var synthetic: Int?

    @Flag(name: .customLong("no-animation"), help: "Apply updates without motion (also TESSERA_REDUCED_MOTION=1).")
    var noAnimation = false

    @Flag(help: "The accessible mode: no motion, the cursor at focus, and a last row saying what changed, for screen readers (also TESSERA_ACCESSIBLE=1).")
    var accessible = false

    @Flag(help: "Measure this terminal (synchronized output, how wide it draws each kind of emoji), print what was found and what will be drawn whole, and exit. \(EmojiPolicy.environmentVariable)=whole|fallback|zwj=…,skin=…,flag=…,vs16=…,keycap=… overrides the measurement.")
    var probe = false

    /// For the end-to-end tests: trap on purpose once the first frame is on screen.
    @Flag(name: .customLong("crash-after-start"), help: .hidden)
    var crashAfterStart = false

    /// For the end-to-end tests: close standard input once the first frame is on screen.
    @Flag(name: .customLong("close-input-after-start"), help: .hidden)
    var closeInputAfterStart = false

    /// For the key-storm tests: write the run's input and clock readings to this file.
    @Option(name: .customLong("record-trace"), help: .hidden)
    var recordTrace: String?

    /// For the key-storm tests: replay a recorded trace headless and print the last frame.
    @Option(name: .customLong("replay-trace"), help: .hidden)
    var replayTrace: String?

    public init() {}

    public func validate() throws {
        let names = MainActor.assumeIsolated { DemoCatalog.all.map(\.name) }
        if let demo, !names.contains(demo) {
            throw ValidationError("There is no demo called \"\(demo)\". Choose one of: \(names.joined(separator: ", ")).")
        }
        if let synthetic, synthetic < 0 { throw ValidationError("--synthetic takes a count of 0 or more (got \(synthetic)).") }
    }

    public func run() throws {
        var options = DemoOptions()
        options.seed = seed
        options.syntheticCount = synthetic
        let reduced = ProcessInfo.processInfo.environment["TESSERA_REDUCED_MOTION"].map { $0 != "" && $0 != "0" } ?? false
        options.animationsEnabled = !noAnimation && !reduced
        if accessible { MainActor.assumeIsolated { Accessibility.isAccessibleModeEnabled = true } }
        // The command runs on the main thread: the loop takes it over from here.
        try MainActor.assumeIsolated { [demo, probe, crashAfterStart, closeInputAfterStart, recordTrace, replayTrace] in
            if probe {
                DemoRunner.probe()
                return
            }
            let entry = demo.flatMap(DemoCatalog.entry(named:))
            if let replayTrace {
                let frame = try TraceReplay.finalFrame(of: entry, options: options, trace: String(contentsOfFile: replayTrace, encoding: .utf8))
                // As the terminal shows it (emoji ncurses cannot draw whole have stand-ins there, unless
                // TESSERA_EMOJI, which the recorded run had too, says they were drawn whole).
                let policy = EmojiPolicy.fallback.overridden(byEnvironment: ProcessInfo.processInfo.environment)
                print(NcursesTerminal.drawnText(of: frame, policy: policy))
                return
            }
            let recorder = try recordTrace.map { try TraceRecorder(path: $0) }
            DemoRunner.run(entry, options: options, crashAfterFirstFrame: crashAfterStart,
                           closeInputAfterFirstFrame: closeInputAfterStart, recorder: recorder)
        }
    }
}
