import CNcursesw
import Foundation

/// Events in. We read standard input ourselves with `poll` (ncurses never sees it) and decode
/// it with `InputDecoder`: every event keeps its raw bytes, and the ESC delay is timed here,
/// from the last byte that arrived. The same `poll` watches the signal notices (resize, resume)
/// and the loop's wake-up descriptor.
extension NcursesTerminal {
    /// Standard input and the signal-notice descriptor (resize, resume), for a loop that waits with
    /// dispatch sources instead of ``waitForEvents(timeout:wakeDescriptor:)``.
    public var inputDescriptors: [Int32] { [STDIN_FILENO, TerminalGuard.wakeDescriptor] }

    /// How long until a half-read escape sequence (a lone ESC, say) counts as the keys it has so far:
    /// the ESC delay from its last byte; nil when nothing is half-read.
    public var inputSettleDelay: Duration? {
        guard decoder.hasPending, let lastInput else { return nil }
        return max(.zero, lastInput + escapeDelay - clock.now)
    }

    /// Polls standard input, the signal notices and `wakeDescriptor` until something arrives or
    /// `timeout` passes (nil: no limit), then decodes what was read into events. A resize or resume
    /// comes back as an event; nothing is returned once the terminal has been restored.
    public func waitForEvents(timeout: Duration?, wakeDescriptor: Int32?) -> [Event] {
        guard active else { return [] }
        if !queued.isEmpty { return takeQueued() }
        let deadline = timeout.map { clock.now + $0 }
        while true {
            // A half-read sequence means what it says alone once the ESC delay has passed
            // since its last byte, however many waits that spans (frames come every 16 ms).
            var wait = deadline.map { max(.zero, $0 - clock.now) }
            // Once the delay has passed, bytes that arrived while the program was busy are read
            // first: they are the rest of the sequence (a read can split ESC [ A anywhere, and
            // under load the next read comes late). Only an empty input ends the sequence.
            var flushUnlessInput = false
            if let settle = inputSettleDelay {
                if settle == .zero {
                    flushUnlessInput = true
                    wait = .zero
                } else {
                    wait = min(wait ?? settle, settle)
                }
            }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: TerminalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)] // -1: ignored
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(wait))
            if ready < 0 && errno != EINTR { return takeQueued() }
            if descriptors[1].revents & Int16(POLLIN) != 0 { handle(TerminalGuard.takeNotices()) }
            let wokenFromOutside = descriptors[2].revents & Int16(POLLIN) != 0
            var bytesArrived = false
            // Input that died ends the program rather than spinning: a closed descriptor
            // (POLLNVAL, reported on every poll forever), a hang-up, an error, end of file.
            if descriptors[0].revents & Int16(POLLNVAL) != 0 {
                hangUp()
                return []
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(STDIN_FILENO, &inputBuffer, inputBuffer.count)
                if count > 0 {
                    bytesArrived = true
                    lastInput = clock.now
                    process(decoder.decode(inputBuffer[0..<count]))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    hangUp()
                    return []
                }
            }
            if flushUnlessInput && !bytesArrived { process(decoder.flushPending()) }
            _ = decoder.takeReplies() // late answers to start-up queries: not input
            if !queued.isEmpty || wokenFromOutside { return takeQueued() }
            if let deadline, clock.now >= deadline { return [] }
        }
    }

    private func takeQueued() -> [Event] {
        defer { queued.removeAll() }
        return queued
    }

    /// Queues decoded events; Ctrl-Z (byte 0x1A, a key in raw mode) suspends the program
    /// as the shell's job control would.
    private func process(_ events: [Event]) {
        for event in events {
            if case .key(let key) = event, key.key == .character("z"), key.modifiers == .ctrl {
                suspend()
            } else {
                queued.append(event)
            }
        }
    }

    private func handle(_ notices: TerminalGuard.Notices) {
        if notices.contains(.resumedFromStop) {
            // A SIGTSTP handler already reset the terminal; ncurses does not know yet.
            endwin()
            reenter()
        }
        if notices.contains(.resized) { updateSize() }
    }

    /// Standard input is gone (the terminal closed, or the descriptor did): give the terminal
    /// back, then behave as for SIGHUP (exit status 129), and if that is ignored (nohup), exit
    /// with status 1 anyway: there is nothing left to read from.
    private func hangUp() {
        restore()
        raise(SIGHUP)
        exit(1)
    }

    /// A wait's timeout for `poll`: -1 (forever) for nil, otherwise whole milliseconds.
    static func milliseconds(_ duration: Duration?) -> Int32 {
        guard let duration else { return -1 }
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 // round up: never wake early
        return Int32(clamping: max(0, milliseconds))
    }
}
