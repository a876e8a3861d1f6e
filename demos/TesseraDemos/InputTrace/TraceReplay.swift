import Tessera

/// Runs a demo headless from an `InputTrace`: a fresh application on a `HeadlessTerminal`,
/// given the recorded clock readings and input in the recorded order, up to the wait the
/// recording ended in. Its last frame is a fresh render of the state the recorded run reached.
@MainActor
public enum TraceReplay {
    public struct Divergence: Error, CustomStringConvertible {
        public let description: String
    }

    /// The last frame the replayed demo drew. Throws when the trace is malformed, or when the
    /// program asks for the clock where the recording waited (or the other way round): the run
    /// then depended on something the trace does not hold.
    public static func finalFrame(of entry: DemoEntry?, options: DemoOptions, trace: String) throws -> ScreenBuffer {
        var entries = try InputTrace.parse(trace)[...]
        guard case .start(let size, let depth)? = entries.popFirst() else {
            throw InputTrace.FormatError(description: "the trace does not start with the terminal's size")
        }
        let cursor = TraceCursor(entries)
        let terminal = ReplayTerminal(size: size, colorDepth: depth, cursor: cursor)
        let clock = ReplayClock(cursor: cursor)
        let application = DemoRunner.makeApplication(terminal: terminal, clock: clock, entry: entry, options: options)
        while terminal.finalFrame == nil && cursor.divergence == nil {
            application.loop.step()
        }
        if let divergence = cursor.divergence { throw Divergence(description: divergence) }
        return terminal.finalFrame!
    }
}

/// The entries not yet replayed, shared by the clock and the terminal.
final class TraceCursor {
    private var entries: ArraySlice<InputTrace.Entry>
    private(set) var lastTime: Duration = .zero
    private var readings = 0, waits = 0
    /// What went wrong first, if anything.
    private(set) var divergence: String?

    init(_ entries: ArraySlice<InputTrace.Entry>) { self.entries = entries }

    var isAtEnd: Bool { entries.isEmpty }

    func nextReading() -> Duration {
        readings += 1
        guard let first = entries.first else { return lastTime } // the recording ended in a wait
        guard case .now(let time) = first else {
            diverge("the replay read the clock (reading \(readings)) where the recording waited for input (wait \(waits + 1))")
            return lastTime
        }
        entries.removeFirst()
        lastTime = time
        return time
    }

    /// The next wait's events, or nil at the end of the trace.
    func nextWait() -> [Event]? {
        guard let first = entries.first else { return nil }
        waits += 1
        guard case .wait(let events) = first else {
            diverge("the replay waited for input (wait \(waits)) where the recording read the clock (reading \(readings + 1))")
            return nil
        }
        entries.removeFirst()
        return events
    }

    private func diverge(_ message: String) {
        if divergence == nil { divergence = message }
    }
}

/// The recorded clock readings, in order.
final class ReplayClock: LoopClock {
    private let cursor: TraceCursor
    init(cursor: TraceCursor) { self.cursor = cursor }
    var now: Duration { cursor.nextReading() }
}

/// A headless terminal whose input is the recorded waits'. At the end of the trace it keeps the
/// frame on screen: that is the frame the recorded program showed while it waited.
final class ReplayTerminal: Terminal {
    private let screen: HeadlessTerminal
    private let cursor: TraceCursor
    private(set) var finalFrame: ScreenBuffer?

    init(size: CellSize, colorDepth: ColorDepth, cursor: TraceCursor) {
        screen = HeadlessTerminal(size: size, capabilities: TerminalCapabilities(colorDepth: colorDepth))
        self.cursor = cursor
    }

    var size: CellSize { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }
    @discardableResult func flush(_ frame: ScreenBuffer) -> FlushStats { screen.flush(frame) }
    func invalidate() { screen.invalidate() }
    func restore() {}

    func waitForEvents(timeout: Duration?, wakeDescriptor: Int32?) -> [Event] {
        guard finalFrame == nil, let events = cursor.nextWait() else {
            if finalFrame == nil { finalFrame = screen.lastFrame }
            return []
        }
        for case .resize(let newSize) in events { screen.resize(to: newSize) }
        return events
    }
}
