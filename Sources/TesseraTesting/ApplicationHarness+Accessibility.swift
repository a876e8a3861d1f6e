import Tessera
import TesseraTerminal

/// The accessible mode under test: what it said, and where the terminal's real cursor stands.
///
/// ```swift
/// let h = ApplicationHarness(rootView: root)
/// h.enableAccessibleMode()
/// h.type("mont")
/// #expect(h.announcements.last == "12 items, 30 removed")
/// #expect(h.cursor == TerminalCursor(at: CellPoint(x: 6, y: 1), visible: true))
/// ```
extension ApplicationHarness {
    /// The words the accessible mode said on the live line, oldest first (empty while the
    /// mode is off). Differences are said once keys pause: the harness's settling lets that
    /// pause pass, as a person stopping to listen would.
    public var announcements: [String] { application.window.announcements.map(\.text) }

    /// The announcements with why each was said (focus, difference, screen, alert, app).
    public var spokenAnnouncements: [Accessibility.Announcement] { application.window.announcements }

    /// Where the last frame left the terminal's real cursor and whether it shows; nil before any.
    public var cursor: TerminalCursor? { terminal.cursor }

    /// Turns the accessible mode on for the application's window (as `TESSERA_ACCESSIBLE=1` or
    /// `--accessible` would at start) and settles: the screen and focus are said.
    public func enableAccessibleMode() {
        application.window.isAccessibleModeEnabled = true
        settle()
    }
}
