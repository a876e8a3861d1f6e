import CNcursesw
import Foundation

/// Events in. Standard input is read by `InputReader` on a thread of its own as bytes arrive
/// (ncurses never sees it), and decoded here by `TimedInputDecoder` with their arrival times:
/// every event keeps its raw bytes, and the ESC delay is timed between arrivals, so keys typed
/// while the program was busy keep their meaning (Esc then q is not Alt-q). The same `poll`
/// watches the reader, the signal notices (resize, resume) and the loop's wake-up descriptor.
extension NcursesTerminal {
    /// The reader's notification and the signal-notice descriptor (resize, resume), for a loop
    /// that waits with dispatch sources instead of ``waitForEvents(timeout:wakeDescriptor:)``.
    public var inputDescriptors: [Int32] { [reader?.notificationDescriptor ?? STDIN_FILENO, TerminalGuard.wakeDescriptor] }

    /// How long until a half-read escape sequence (a lone ESC, say) counts as the keys it has so far
    /// (the ESC delay from its last byte's arrival), or an open paste ends (the paste silence);
    /// nil when nothing is half-read.
    public var inputSettleDelay: Duration? {
        input.settleDeadline.map { max(.zero, $0 - clock.now) }
    }

    /// Polls for input, the signal notices and `wakeDescriptor` until something arrives or
    /// `timeout` passes (nil: no limit), then decodes what was read into events. A resize or resume
    /// comes back as an event; nothing is returned once the terminal has been restored.
    public func waitForEvents(timeout: Duration?, wakeDescriptor: Int32?) -> [Event] {
        guard active else { return [] }
        takeArrivals()
        if !queued.isEmpty { return takeQueued() }
        let deadline = timeout.map { clock.now + $0 }
        while true {
            // A half-read sequence means what it says alone once the ESC delay has passed since
            // its last byte arrived, however many waits that spans (frames come every 16 ms).
            var wait = deadline.map { max(.zero, $0 - clock.now) }
            if let settle = inputSettleDelay { wait = min(wait ?? settle, settle) }
            var descriptors = [pollfd(fd: reader?.notificationDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: TerminalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0), // -1: ignored
                               // Standard input for its end only (no events asked): a descriptor
                               // closed under the reader's poll does not wake it, so it is seen here.
                               pollfd(fd: STDIN_FILENO, events: 0, revents: 0)]
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(wait))
            if ready < 0 && errno != EINTR { return takeQueued() }
            if descriptors[1].revents & Int16(POLLIN) != 0 { handle(TerminalGuard.takeNotices()) }
            let wokenFromOutside = descriptors[2].revents & Int16(POLLIN) != 0
            takeArrivals()
            if descriptors[3].revents & Int16(POLLNVAL | POLLHUP) != 0 {
                hangUp()
                return []
            }
            process(input.settle(at: clock.now))
            _ = input.decoder.takeReplies() // late answers to start-up queries: not input
            if !queued.isEmpty || wokenFromOutside { return takeQueued() }
            if let deadline, clock.now >= deadline { return [] }
        }
    }

    /// Standard input closed (inside the process) or hung up: end as `hangUp()` does. The
    /// blocking wait's `poll` sees this itself; `await run()` asks after each turn, since a
    /// descriptor closed under the reader's `poll` wakes nothing until its next byte. O(1).
    public func endIfInputClosed() {
        guard active else { return }
        var check = pollfd(fd: STDIN_FILENO, events: 0, revents: 0)
        if poll(&check, 1, 0) > 0, check.revents & Int16(POLLNVAL | POLLHUP) != 0 { hangUp() }
    }

    /// Decodes the reads the reader made since the last call, by their arrival times. Input that
    /// ended (the terminal closed, the descriptor did, end of file) ends the program rather than
    /// leaving it waiting for keys that will not come.
    private func takeArrivals() {
        guard let reader else { return }
        let (arrivals, ending) = reader.take()
        for arrival in arrivals { process(input.decode(arrival.bytes, arrivedAt: arrival.time)) }
        if ending != nil { hangUp() }
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
        // Under `await run()` this runs on a dispatch worker, which blocks signals: unblocked,
        // the SIGHUP lands here and now instead of never (status 1).
        var hangUpSignal = sigset_t()
        sigemptyset(&hangUpSignal)
        sigaddset(&hangUpSignal, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &hangUpSignal, nil)
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
