import CNcursesw

/// Ctrl-Z: the terminal goes back to the shell while we are stopped, and is taken over again
/// on `fg` — by `suspend()` for the key we read, or after a SIGTSTP from outside, when the
/// signal notice says we were resumed (`+Input`).
extension NcursesTerminal {
    /// What Ctrl-Z does: hand the terminal back to the shell, stop, and on `fg` take it over
    /// again and report `.resumed` (the next flush repaints every cell).
    ///
    /// The stop goes to the whole process group as SIGTSTP, exactly what the terminal driver
    /// sends for Ctrl-Z outside raw mode: a script that started us stops with us, so the shell
    /// gets the terminal back (stopping only ourselves would leave the script waiting and the
    /// shell with it). Our own SIGTSTP handler sees the guard stood down and simply stops.
    public func suspend() {
        guard active else { return }
        TerminalGuard.standDown()
        leaveProgramMode()
        kill(0, SIGTSTP)
        reenter()
    }

    private func leaveProgramMode() {
        if capabilities.mouse { Self.write(Self.mouseOff) }
        Self.write(Self.pasteOff)
        endwin()
    }

    func reenter() {
        invalidate()
        wnoutrefresh(tessera_stdscr()) // after endwin, an update resumes program mode
        doupdate()
        keypad(tessera_stdscr(), true)
        _ = curs_set(0)
        if capabilities.mouse { Self.write(Self.mouseOn) }
        Self.write(Self.pasteOn)
        TerminalGuard.rearm()
        queued.append(.resumed)
        updateSize()
    }

}
