/// Where a frame leaves the terminal's real cursor, and whether the terminal shows it.
///
/// Terminal screen readers and input methods follow the real cursor: a reader says the line
/// it is on, an input method opens its composition window beside it. So every frame puts it
/// where the user is (a text field's caret, the focused item's text) even when it is hidden.
public struct TerminalCursor: Hashable, Sendable {
    /// The cell the cursor stands on, in frame cells.
    public var position: CellPoint
    /// Whether the terminal shows it (a caret being typed at, or focus in the accessible mode).
    public var isVisible: Bool

    /// A cursor at `position`, shown or hidden.
    public init(at position: CellPoint, visible: Bool) {
        self.position = position
        self.isVisible = visible
    }
}
