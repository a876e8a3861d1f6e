import Foundation
import Testing
import TesseraTerminal

/// A key storm: thousands of seeded random keys typed into a demo running in tmux, as fast as
/// tmux takes them, checked at a few points along the way (`checkpoints`, the last after the
/// last key) —
///
/// 1. the demo is still running (no crash, no exit), and every key arrived as exactly the
///    events it was sent as (nothing lost, merged or split by the input decoder);
/// 2. once the demo is idle, the screen tmux shows equals a fresh render of the state the demo
///    reached: the demo runs with `--record-trace`, which writes every input event and clock
///    reading it takes in, and `tessera-demos <demo> --replay-trace` rebuilds that state from
///    scratch in a new process, headless, and prints its last frame. Stray characters, a stale
///    cell, a row the terminal never got: each shows up as a difference between the two.
///
/// Text is compared (trailing blanks trimmed), not colours. Keys are sent as raw bytes
/// (`send-keys -H`), so what the demo should decode is known exactly. Timers and animations
/// are fine (the trace holds the clock readings that drove them), but the demo must depend on
/// nothing else: randomness seeded from `DemoOptions.seed`, time only from the loop's clock
/// (`DemoContext.schedule`, never `Date()`), no Set or Dictionary order on screen that hashing
/// could change (both runs get SWIFT_DETERMINISTIC_HASHING=1 anyway).
///
/// Use from any demo's end-to-end test:
///
///     @Test func survivesAKeyStorm() throws {
///         try KeyStorm(demo: "emoji", readyText: "Recents").run()
///     }
///
/// `arguments` adds command-line options (`["--synthetic", "1000"]`); `keys` replaces the
/// alphabet. The default, `KeyStorm.standardKeys`, has no key that leaves a demo (no Esc, q,
/// Ctrl-C or Ctrl-Z); weight it for your demo by repeating keys (a search wants as many
/// deletions as letters, or every query soon matches nothing: `standardKeys + Array(repeating:
/// KeyStorm.backspace, count: 30)`). `resizes` terminal resizes come in the first half of the
/// storm. The seed is `KEY_STORM_SEED` from the environment when set, else `seed`; a failure
/// names it and keeps the trace in the temporary folder, so it can be replayed and read.
struct KeyStorm {
    /// A key: its name (for messages) and the bytes of each event it is sent as.
    struct Key: Sendable {
        var name: String
        var events: [[UInt8]]

        init(_ name: String, _ text: String) { self.init(name, events: [Array(text.utf8)]) }
        init(_ name: String, events: [[UInt8]]) {
            self.name = name
            self.events = events
        }
    }

    var demo: String
    /// Text on the demo's first screen: the storm starts once it shows.
    var readyText: String
    var arguments: [String] = []
    var count = 5_000
    var seed: UInt64 = 6
    var keys: [Key] = KeyStorm.standardKeys
    /// Keys per `tmux send-keys` call.
    var batchSize = 100
    /// Resizes during the first half of the storm, to a random size between 40×12 and 120×40,
    /// each for one batch of keys.
    var resizes = 2
    var width = 80
    var height = 24
    /// How many times during the storm the screen is compared with a replay (evenly spaced;
    /// the last after the last key).
    var checkpoints = 3

    init(demo: String, readyText: String, arguments: [String] = []) {
        self.demo = demo
        self.readyText = readyText
        self.arguments = arguments
    }

    /// The seed this storm uses: `KEY_STORM_SEED` when set.
    var effectiveSeed: UInt64 {
        ProcessInfo.processInfo.environment["KEY_STORM_SEED"].flatMap { UInt64($0) } ?? seed
    }

    /// What a storm ended with.
    struct Outcome {
        /// The final screen, as tmux showed it and as the replay drew it (they are equal).
        var screen: String
        var keysSent: Int
        var eventsRecorded: Int
    }

    /// Runs the storm and checks it (see the type's notes); throws `EndToEndFailure`, naming the
    /// seed, when a check fails.
    @discardableResult
    func run() throws -> Outcome {
        let seed = effectiveSeed
        let binary = try DemoBinary.path
        let traceName = "key-storm-trace.txt"
        let session = try TmuxSession(command: [binary, demo] + arguments + ["--record-trace", traceName],
                                      width: width, height: height, environment: Self.environment)
        defer { session.kill() }
        let tracePath = session.directory.appendingPathComponent(traceName).path
        /// A failure keeps the trace (the session's folder goes with the session) and says where.
        func failure(_ message: String) -> EndToEndFailure {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("key-storm-\(demo)-\(seed).trace").path
            try? FileManager.default.removeItem(atPath: kept)
            let saved = (try? FileManager.default.copyItem(atPath: tracePath, toPath: kept)) != nil
            return EndToEndFailure("key storm (\(demo), seed \(seed), \(count) keys; rerun with KEY_STORM_SEED=\(seed)"
                                   + (saved ? "; trace kept in \(kept)" : "") + "): \(message)")
        }
        try session.waitForText(readyText)

        // The storm, in batches.
        var random = SeededRandom(seed: seed)
        let storm = (0..<count).map { _ in keys[random.below(keys.count)] }
        let size = max(1, batchSize)
        let batches = stride(from: 0, to: storm.count, by: size).map { storm[$0..<min(storm.count, $0 + size)] }
        // A resize repaints every cell, which would hide what the storm is looking for: each
        // lasts one batch, and they come in the first half, so later checkpoints see only changes.
        let resizeBefore = Set((0..<resizes).map { _ in random.below(max(1, batches.count / 2)) })
        let checkpointAfter = Set((1...max(1, checkpoints)).map { batches.count * $0 / max(1, checkpoints) - 1 })
        var sent: [[UInt8]] = []
        var sentBy: [String] = []  // the key each event belongs to, for messages
        var resized = false
        var screen = ""
        for (index, batch) in batches.enumerated() {
            if resized {
                try session.tmuxResize(width: width, height: height)
                resized = false
            }
            if resizeBefore.contains(index) {
                try session.tmuxResize(width: 40 + random.below(81), height: 12 + random.below(29))
                resized = true
            }
            try session.sendBytes(batch.flatMap { $0.events.joined() })
            sent += batch.flatMap(\.events)
            sentBy += batch.flatMap { key in key.events.map { _ in key.name } }
            if checkpointAfter.contains(index) {
                if resized {
                    try session.tmuxResize(width: width, height: height)
                    resized = false
                }
                screen = try checkpoint(sent: sent, sentBy: sentBy, session: session, tracePath: tracePath, binary: binary, failure: failure)
            }
        }
        return Outcome(screen: screen, keysSent: storm.count, eventsRecorded: sent.count)
    }

    /// Waits until the demo has taken in every event sent so far and checks that each arrived
    /// as sent; then, once the demo is idle, compares the screen with a replay of the trace.
    /// Returns the screen.
    private func checkpoint(sent: [[UInt8]], sentBy: [String], session: TmuxSession, tracePath: String, binary: String,
                            failure: (String) -> EndToEndFailure) throws -> String {
        var recorded: [[UInt8]] = []
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(180)
        while true {
            guard try session.display("#{pane_dead}") != "1" else {
                throw failure("the demo ended during the storm; its last screen:\n\(TmuxSession.framed(try session.capture()))")
            }
            recorded = Self.inputEvents(inTrace: (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? "")
            if recorded.count >= sent.count { break }
            if clock.now >= deadline { throw failure("after 180 s the demo had taken in \(recorded.count) of \(sent.count) events") }
            Thread.sleep(forTimeInterval: 0.1)
        }
        if let mismatch = zip(sent, recorded).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            throw failure("event \(mismatch.offset + 1) (\(sentBy[mismatch.offset])) was sent as \(Self.hex(mismatch.element.0)) "
                          + "but decoded from \(Self.hex(mismatch.element.1))")
        }
        guard recorded.count == sent.count else { throw failure("\(sent.count) events sent, \(recorded.count) decoded") }

        // The screen once the demo is idle, and the trace that led to it, kept apart from the
        // live file (a timer may add to that meanwhile).
        let (screen, trace) = try settledScreen(session: session, tracePath: tracePath, failure: failure)
        guard try session.display("#{pane_dead}") != "1" else { throw failure("the demo ended after the storm") }
        let snapshotPath = tracePath + ".checkpoint"
        try trace.write(toFile: snapshotPath, atomically: true, encoding: .utf8)

        // A fresh render of the same state.
        let replay = try TmuxSession.execute(binary, [demo] + arguments + ["--replay-trace", snapshotPath],
                                             environment: TmuxSession.baseEnvironment.merging(Self.environment) { $1 })
        guard replay.status == 0 else {
            throw failure("the replay failed (status \(replay.status)): \(replay.error)")
        }
        let expected = Self.normalized(replay.output)
        let actual = Self.normalized(screen)
        guard actual == expected else {
            throw failure("after \(sent.count) events the screen differs from a fresh render of the demo's state.\n"
                          + "tmux showed:\n\(TmuxSession.framed(actual))\nthe replay drew:\n\(TmuxSession.framed(expected))\n"
                          + "first different rows:\n" + Self.differentRows(actual, expected).joined(separator: "\n"))
        }
        return actual
    }

    /// Waits until the trace has not grown for a while, then captures; the trace is read again
    /// after the capture, so a timer that fired meanwhile (a scanner, say) sends us round again.
    private func settledScreen(session: TmuxSession, tracePath: String,
                               failure: (String) -> EndToEndFailure) throws -> (screen: String, trace: String) {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while clock.now < deadline {
            let before = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
            Thread.sleep(forTimeInterval: 0.4)
            let screen = try session.capture()
            let after = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
            if before == after { return (screen, after) }
        }
        throw failure("the demo never went idle for 0.4 s within 60 s")
    }

    // MARK: Helpers

    /// The bytes of every key and mouse event a trace recorded, in order.
    static func inputEvents(inTrace trace: String) -> [[UInt8]] {
        var events: [[UInt8]] = []
        for line in trace.split(separator: "\n") where line.hasPrefix("w ") {
            for token in line.split(separator: " ").dropFirst() where token.hasPrefix("k:") || token.hasPrefix("m:") {
                events.append(bytes(fromHex: token.dropFirst(2)))
            }
        }
        return events
    }

    static func bytes(fromHex text: Substring) -> [UInt8] {
        let digits = Array(text)
        return stride(from: 0, to: digits.count - 1, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined(separator: " ") }

    /// Rows without trailing blanks, and no blank rows at the end (tmux trims both), and no tag
    /// characters (U+E0020–E007F): tmux 3.3 keeps only so many bytes per cell, so a subdivision
    /// flag drawn whole (🏴󠁧󠁢󠁷󠁬󠁳󠁿, 28 bytes) comes back from capture-pane with its tags cut short.
    static func normalized(_ screen: String) -> String {
        let untagged = String(String.UnicodeScalarView(screen.unicodeScalars.filter { !(0xE0020...0xE007F).contains($0.value) }))
        var rows = untagged.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            String(row.reversed().drop { $0 == " " }.reversed())
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    static func differentRows(_ a: String, _ b: String) -> [String] {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false), right = b.split(separator: "\n", omittingEmptySubsequences: false)
        return (0..<max(left.count, right.count)).compactMap { i in
            let l = i < left.count ? String(left[i]) : "", r = i < right.count ? String(right[i]) : ""
            return l == r ? nil : "row \(i): tmux   │\(l)\n        replay │\(r)"
        }.prefix(5).map { $0 }
    }

    /// The same environment for the recorded run and the replay. Deterministic hashing takes
    /// one source of difference between two processes away (the order of a Set, say); the
    /// emoji policy is pinned to what tmux 3.3 measures (flags whole, the rest as stand-ins),
    /// because the replay has no terminal to measure and must draw what the run drew.
    static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1", "TESSERA_EMOJI": "fallback,flag=whole"]

    // MARK: The keys

    static let backspace = Key("Backspace", "\u{7F}")
    static let clearLine = Key("Ctrl-U", "\u{15}")

    /// Every key a person might press in a demo, except those that leave it (Esc, q, Ctrl-C,
    /// Ctrl-Z): arrows in both encodings, hjkl, Tab and Shift-Tab, Enter, Space, Backspace,
    /// Delete, Home/End, PgUp/PgDn, letters, digits, `/`, `?`, a few controls and Alt keys,
    /// accented and wide characters, and mouse clicks and wheel turns.
    static let standardKeys: [Key] = {
        let esc = "\u{1B}"
        var keys: [Key] = [
            Key("Up", esc + "[A"), Key("Down", esc + "[B"), Key("Right", esc + "[C"), Key("Left", esc + "[D"),
            Key("Up (SS3)", esc + "OA"), Key("Down (SS3)", esc + "OB"), Key("Right (SS3)", esc + "OC"), Key("Left (SS3)", esc + "OD"),
            Key("Tab", "\t"), Key("Shift-Tab", esc + "[Z"), Key("Enter", "\r"), Key("Space", " "),
            Key("Backspace", "\u{7F}"), Key("Delete", esc + "[3~"), Key("Home", esc + "[H"), Key("End", esc + "[F"),
            Key("PgUp", esc + "[5~"), Key("PgDn", esc + "[6~"),
            Key("/", "/"), Key("?", "?"), Key("-", "-"), Key(".", "."),
            Key("Ctrl-W", "\u{17}"), Key("Ctrl-U", "\u{15}"), Key("Ctrl-A", "\u{01}"), Key("Ctrl-E", "\u{05}"),
            Key("Alt-b", esc + "b"), Key("Alt-f", esc + "f"),
            Key("é", "é"), Key("ž", "ž"), Key("日", "日"),
        ]
        // Navigation keys come up more often than any one letter, as they do in use.
        keys += keys.prefix(12)
        for letter in "abcdefghijklmnoprstuvwxyz" { keys.append(Key(String(letter), String(letter))) }
        for digit in "0123456789" { keys.append(Key(String(digit), String(digit))) }
        for (x, y) in [(5, 3), (20, 8), (60, 12), (30, 20), (70, 5)] {
            keys.append(Key("click \(x),\(y)", events: [Array("\(esc)[<0;\(x);\(y)M".utf8), Array("\(esc)[<0;\(x);\(y)m".utf8)]))
        }
        keys.append(Key("wheel down", "\(esc)[<65;10;10M"))
        keys.append(Key("wheel up", "\(esc)[<64;10;10M"))
        return keys
    }()
}

extension SeededRandom {
    /// A number in 0..<bound, by plain remainder: the storm's draw, kept as it was so that a
    /// seed printed by an earlier run still replays the same keys.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
