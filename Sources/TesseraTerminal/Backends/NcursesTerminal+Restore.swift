import CNcursesw

/// Giving the terminal back: normally (`restore()`), and the bytes a signal handler writes when
/// the program ends any other way (`resetSequence()`, handed to `TerminalGuard` at start-up).
extension NcursesTerminal {
    /// Gives the terminal back as it was found: mouse reporting and bracketed paste off, ncurses ended (normal screen,
    /// cursor shown), the saved terminal modes restored, the signal guard disarmed. Idempotent;
    /// nothing is drawn or read afterwards.
    public func restore() {
        guard active else { return }
        active = false
        reader?.stop() // the terminal's input is the next program's
        reader = nil
        if capabilities.mouse { Self.write(Self.mouseOff) }
        Self.write(Self.pasteOff)
        endwin()
        delscreen(screen)
        tcsetattr(termiosDescriptor >= 0 ? termiosDescriptor : STDIN_FILENO, TCSANOW, &savedTermios)
        TerminalGuard.disarm()
        if termiosDescriptor >= 0 { close(termiosDescriptor); termiosDescriptor = -1 }
    }

    /// Everything a signal handler writes to undo program mode, from this terminal's own
    /// terminfo strings where it has them: end a synchronized update, mouse and bracketed paste off, attributes
    /// off, cursor on, keypad off, leave the alternate screen (last, so the rest applies to
    /// the screen the user gets back).
    func resetSequence() -> [UInt8] {
        func capability(_ name: String, default fallback: String) -> [UInt8] {
            guard let value = tessera_tigetstr(name) else { return Array(fallback.utf8) }
            return Self.withoutPadding(Array(String(cString: value).utf8))
        }
        return ANSIFrameEncoder.endSynchronizedUpdate + Self.mouseOff + Self.pasteOff
            + capability("sgr0", default: "\u{1B}[0m")
            + capability("cnorm", default: "\u{1B}[?25h")
            + capability("rmkx", default: "\u{1B}[?1l\u{1B}>")
            + capability("rmcup", default: "\u{1B}[?1049l")
    }

    /// terminfo strings may carry delays (`$<5>`) meant for tputs; written raw they would show.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
