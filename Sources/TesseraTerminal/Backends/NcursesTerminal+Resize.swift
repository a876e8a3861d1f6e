import CNcursesw

/// A new size, after SIGWINCH or a resume: ncurses is told, and the next frame repaints.
extension NcursesTerminal {
    /// After SIGWINCH (or a resume). The size may be back where it was — two resizes in quick
    /// succession, seen as one — yet the terminal may have cut or reflowed what it showed in
    /// between, so the next frame repaints every cell whether or not the size changed.
    func updateSize() {
        let measured = Self.windowSize() ?? size
        if measured != size || Self.currentSize() != measured {
            resizeterm(Int32(measured.height), Int32(measured.width))
            size = Self.currentSize()
        }
        invalidate()
        queued.append(.resize(size))
    }

    /// The size ncurses has for the screen.
    static func currentSize() -> CellSize {
        var rows: Int32 = 0, columns: Int32 = 0
        tessera_getmaxyx(tessera_stdscr(), &rows, &columns)
        return CellSize(width: Int(columns), height: Int(rows))
    }

    /// The size the terminal reports now (after SIGWINCH, before ncurses knows it).
    private static func windowSize() -> CellSize? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return CellSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }
}
