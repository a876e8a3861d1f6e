import CNcursesw
import Foundation

/// What start-up asks before and just after taking the terminal over: the terminfo entry, the
/// locale, and the one round trip of questions to the terminal itself (`TerminalProbe`).
extension NcursesTerminal {
    static func lookUp(_ term: String) -> TerminfoLookup {
        var canAddressCursor: Int32 = 0
        switch tessera_probe_terminal(term, STDOUT_FILENO, &canAddressCursor) {
        case 1: return canAddressCursor != 0 ? .usable : .cannotAddressCursor
        case 2: return .cannotAddressCursor
        case -1: return .noDatabase
        default: return .notFound
        }
    }

    /// ncursesw draws wide characters only under a UTF-8 LC_CTYPE. Take the environment's
    /// locale; if its character set is not UTF-8, switch LC_CTYPE alone to a UTF-8 one.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if isUTF8Locale() { return }
        for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, candidate) != nil {
            if isUTF8Locale() { return }
        }
    }

    private static func isUTF8Locale() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Asks the start-up questions (`TerminalProbe`) in one write and reads the answers until
    /// the device attributes arrive or half a second passes. Keys typed meanwhile are kept for
    /// the first `waitForEvents`; reports arriving after that are dropped there as replies.
    func probeTerminal() -> TerminalProbe {
        var probe = TerminalProbe(screenSize: size, cursor: Self.physicalCursor(),
                                  asksColorsAndIdentity: !(ProcessInfo.processInfo.environment["TERM"] ?? "").hasPrefix("linux"))
        input.decoder.awaitedCursorReports = probe.cursorReportsAsked
        let start = clock.now
        let deadline = start + .milliseconds(500)
        Self.write(probe.query)
        var buffer = [UInt8](repeating: 0, count: 1024)
        reading: while clock.now < deadline {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.milliseconds(deadline - clock.now))
            guard ready > 0 else { if ready < 0 && errno == EINTR { continue } else { break } }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            queued.append(contentsOf: input.decode(buffer[0..<count], arrivedAt: clock.now))
            for reply in input.decoder.takeReplies() where probe.take(reply) { break reading }
        }
        startupProbe = probe
        startupProbeDuration = clock.now - start
        return probe
    }
}
