import Foundation
import Testing
import Tessera
@testable import TesseraDemos

@Suite("Input trace") @MainActor
struct InputTraceTests {
    /// A headless run of `entry` whose input and clock go through the recorder into a file.
    @MainActor final class RecordedRun {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).txt").path
        let screen: HeadlessTerminal
        let clock = ManualClock()
        let application: Application

        init(_ entry: DemoEntry?, width: Int = 80, height: Int = 24) throws {
            screen = HeadlessTerminal(size: CellSize(width: width, height: height), clock: clock)
            let recorder = try TraceRecorder(path: path)
            application = DemoRunner.makeApplication(terminal: RecordingTerminal(screen, recorder: recorder),
                                                     clock: RecordingClock(clock, recorder: recorder), entry: entry, options: DemoOptions())
            steps(5)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func steps(_ count: Int) { for _ in 0..<count { application.loop.step() } }

        func send(_ bytes: String) {
            var decoder = InputDecoder()
            screen.enqueue(decoder.decode(Array(bytes.utf8)) + decoder.flushPending())
            steps(30)
        }

        /// The trace as the file holds it now (written up to the loop's last wait).
        var trace: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    }

    @Test func entriesSurviveWritingAndReading() throws {
        let events: [Event] = [
            .key(KeyEvent(.up, raw: Array("\u{1B}[A".utf8))),
            .key(KeyEvent(.character("é"), raw: Array("é".utf8))),
            .key(KeyEvent(.character("b"), modifiers: .alt, raw: Array("\u{1B}b".utf8))),
            .mouse(MouseEvent(.press(.left), at: CellPoint(x: 4, y: 2), raw: Array("\u{1B}[<0;5;3M".utf8))),
            .resize(CellSize(width: 100, height: 30)),
            .resumed,
        ]
        let entries: [InputTrace.Entry] = [.start(size: CellSize(width: 80, height: 24), colorDepth: .sixteen), .now(.nanoseconds(1_234_567_891)),
                                           .wait(events), .wait([]), .now(.seconds(3))]
        let text = entries.map(InputTrace.line(for:)).joined(separator: "\n")
        #expect(try InputTrace.parse(text) == entries)
    }

    @Test func anEventWithoutItsBytesCannotBeReplayed() {
        let text = ["size 80 24 256", InputTrace.line(for: .wait([.key(KeyEvent(.enter))]))].joined(separator: "\n")
        #expect(text.hasSuffix("w ?"))
        #expect(throws: InputTrace.FormatError.self) { try InputTrace.parse(text) }
        #expect(throws: InputTrace.FormatError.self) { try InputTrace.parse("size 80 24 256\nw k:1b5b41ff41") }  // two events' bytes in one
    }

    @Test func aReplayDrawsWhatTheRecordedRunShowed() throws {
        let run = try RecordedRun(nil)
        run.send("\u{1B}[A")        // up to a group row
        run.send("\u{1B}[D")        // collapse it
        run.send("?")               // help over it
        let replayed = try TraceReplay.finalFrame(of: nil, options: DemoOptions(), trace: run.trace)
        #expect(replayed.text == run.screen.lastFrame.text)
        #expect(replayed.text.contains("any key closes"))
        #expect(replayed.styleMap == run.screen.lastFrame.styleMap)
    }

    @Test func aReplayFollowsResizes() throws {
        let run = try RecordedRun(nil)
        run.screen.resize(to: CellSize(width: 50, height: 15))
        run.steps(10)
        run.send("\u{1B}[B")
        let replayed = try TraceReplay.finalFrame(of: nil, options: DemoOptions(), trace: run.trace)
        #expect(replayed.size == CellSize(width: 50, height: 15))
        #expect(replayed.text == run.screen.lastFrame.text)
    }

    @Test func aTraceThatDoesNotMatchTheProgramIsReportedNotGuessed() throws {
        let run = try RecordedRun(nil)
        run.send("\u{1B}[B")
        // Swap the first clock reading and the first wait: the program cannot have read them so.
        var lines = run.trace.split(separator: "\n").map(String.init)
        let firstWait = try #require(lines.firstIndex { $0.hasPrefix("w") })
        let firstReading = try #require(lines.firstIndex { $0.hasPrefix("t ") })
        lines.swapAt(firstWait, firstReading)
        #expect(throws: TraceReplay.Divergence.self) {
            try TraceReplay.finalFrame(of: nil, options: DemoOptions(), trace: lines.joined(separator: "\n"))
        }
        #expect(throws: InputTrace.FormatError.self) {
            try TraceReplay.finalFrame(of: nil, options: DemoOptions(), trace: "t 5\nw")
        }
    }
}
