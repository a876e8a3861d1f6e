import TesseraTerminal

/// The accessible mode, for one window.
///
/// Turned on, the window gives its last row to the live line (``contentBounds`` is the rest:
/// the root view and overlays fill it), animates nothing, shows the real cursor at focus
/// (`Window+Cursor.swift`), and once per frame lets its `Announcer` say what changed, writing
/// the newest words on the live line. What was said is kept (``announcements``) for tests.
extension Window {
    /// The cells the root view and overlays fill: the whole window, less the live line's row
    /// in the accessible mode.
    public var contentBounds: CellRect {
        guard liveLine != nil, size.height > 1 else { return bounds }
        return CellRect(x: 0, y: 0, width: size.width, height: size.height - 1)
    }

    /// What the accessible mode said on this window's live line, oldest first (the last 256).
    public var announcements: [Accessibility.Announcement] { announcer.spoken }

    func accessibleModeDidChange() {
        if isAccessibleModeEnabled {
            let line = LiveLineView()
            line.window = self
            liveLine = line
            Accessibility.listen(self)
            announcer.startOver()
        } else {
            liveLine?.window = nil
            liveLine = nil
        }
        layOutContent()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Sizes the root view and overlays to ``contentBounds``, and the live line to the last row.
    func layOutContent() {
        rootView.frame = contentBounds
        for o in overlays { o.frame = contentBounds }
        liveLine?.frame = CellRect(x: 0, y: contentBounds.maxY, width: size.width, height: size.height - contentBounds.height)
    }

    /// Says what changed since the last frame (accessible mode only), newest on the live line;
    /// a difference still waiting for keys to pause asks to be woken when it is due.
    func speak(at now: Duration) {
        guard let liveLine else { return }
        if announcer.speak(for: self, now: now), let newest = announcer.spoken.last { liveLine.text = newest.text }
        if let due = announcer.pending?.due { wakeRequested(max(.zero, due - now)) }
    }

    /// A key arrived: a difference waiting to be said waits for the next pause.
    func keyArrivedForAnnouncements() {
        guard liveLine != nil, let due = announcer.keyArrived(now: clock.now) else { return }
        wakeRequested(max(.zero, due - clock.now))
    }

    /// A data source applied a difference to a list on this window (accessible mode only): said
    /// once keys pause, summed with the others until then.
    func listChanged(total: Int, inserted: Int, deleted: Int) {
        guard liveLine != nil, inserted + deleted > 0 else { return }
        announcer.noteDifference(total: total, inserted: inserted, deleted: deleted, now: clock.now)
        wakeRequested(Announcer.quietPeriod)
    }
}
