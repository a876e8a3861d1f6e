import Foundation
import Tessera

/// Writes an `InputTrace` as a demo runs. The buffered lines go to the file each time the loop
/// is about to wait for input, so whenever the program sits idle the file holds everything that
/// led to the screen it shows.
public final class TraceRecorder {
    private let handle: FileHandle
    private var pending: [String] = []

    /// Creates (or empties) the file at `path`.
    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw InputTrace.FormatError(description: "cannot create the trace file \(path)")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw InputTrace.FormatError(description: "cannot write the trace file \(path)")
        }
        self.handle = handle
    }

    func record(_ entry: InputTrace.Entry) {
        pending.append(InputTrace.line(for: entry))
    }

    /// Writes what is buffered.
    func flush() {
        guard !pending.isEmpty else { return }
        handle.write(Data((pending.joined(separator: "\n") + "\n").utf8))
        pending.removeAll(keepingCapacity: true)
    }
}

/// A clock that notes every reading in a trace.
final class RecordingClock: LoopClock {
    private let base: any LoopClock
    private let recorder: TraceRecorder

    init(_ base: any LoopClock, recorder: TraceRecorder) {
        self.base = base
        self.recorder = recorder
    }

    var now: Duration {
        let time = base.now
        recorder.record(.now(time))
        return time
    }
}

/// A terminal that notes what every wait for input returned; everything else goes straight
/// through to the real one.
final class RecordingTerminal: Terminal {
    private let base: any Terminal
    private let recorder: TraceRecorder

    init(_ base: any Terminal, recorder: TraceRecorder) {
        self.base = base
        self.recorder = recorder
        recorder.record(.start(size: base.size, colorDepth: base.capabilities.colorDepth))
    }

    var size: CellSize { base.size }
    var capabilities: TerminalCapabilities { base.capabilities }
    @discardableResult func flush(_ frame: ScreenBuffer) -> FlushStats { base.flush(frame) }
    func invalidate() { base.invalidate() }
    func restore() { base.restore() }
    var inputDescriptors: [Int32] { base.inputDescriptors }
    var inputSettleDelay: Duration? { base.inputSettleDelay }
    func endIfInputClosed() { base.endIfInputClosed() }

    func waitForEvents(timeout: Duration?, wakeDescriptor: Int32?) -> [Event] {
        recorder.flush()
        let events = base.waitForEvents(timeout: timeout, wakeDescriptor: wakeDescriptor)
        recorder.record(.wait(events))
        return events
    }
}
