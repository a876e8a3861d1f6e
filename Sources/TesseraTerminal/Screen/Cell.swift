/// One terminal cell. A wide grapheme (CJK, emoji) occupies two cells: the first holds the
/// grapheme with `width == 2`, the second is a continuation (`width == 0`, grapheme " ").
public struct Cell: Hashable, Sendable {
    /// What the cell shows: one grapheme (a space when blank, and in a continuation cell).
    public var grapheme: Character
    /// Colours and attributes.
    public var style: Style
    /// 1 for an ordinary cell, 2 for the lead cell of a wide grapheme, 0 for its continuation.
    public var width: UInt8

    /// A cell showing `grapheme` in `style`; the default is a plain blank. Drawing through
    /// ``ScreenBuffer`` sets the width from ``TextWidth``; give `width` only when building cells by hand.
    public init(_ grapheme: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.grapheme = grapheme
        self.style = style
        self.width = width
    }

    /// True for the second cell of a wide grapheme, which shows nothing of its own.
    public var isContinuation: Bool { width == 0 }

    /// A plain space.
    public static let blank = Cell()
    /// A space in `style`: how a coloured background is filled.
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style, width: 1) }
    static func continuation(_ style: Style) -> Cell { Cell(" ", style: style, width: 0) }
}
