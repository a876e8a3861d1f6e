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
    ///
    /// In an orphaned process group (started as tmux's pane command, or by `script -c`) the
    /// kernel would discard the stop: nothing is handed back, and the bottom row says why until
    /// the next frame (`JobControl`).
    public func suspend() {
        guard active else { return }
        if JobControl.isProcessGroupOrphaned {
            refuseSuspension()
            return
        }
        TerminalGuard.standDown()
        leaveProgramMode()
        kill(0, SIGTSTP)
        reenter()
    }

    /// The one-line reason on the bottom row, flushed like any frame (so what is shown stays
    /// known, and the app's next frame, compared whole, paints over it), and a bell.
    private func refuseSuspension() {
        var notice = shown.frame
        let row = CellRect(x: 0, y: size.height - 1, width: size.width, height: 1)
        let style = Style(attributes: .reverse)
        notice.fill(row, style: style)
        _ = notice.draw(Self.cannotSuspendMessage, at: CellPoint(x: 0, y: row.minY), style: style, clip: row)
        flush(notice)
        beep()
    }

    /// What the bottom row says when Ctrl-Z cannot stop the program.
    static let cannotSuspendMessage = " Ctrl-Z: cannot suspend here: no shell could resume this program (no job control) "

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
