/// One terminal cell. A wide grapheme (CJK, emoji) occupies two cells: the first holds the
/// grapheme with `width == 2`, the second is a continuation (`width == 0`, grapheme " ").
public struct Cell: Hashable, Sendable {
    public var grapheme: Character
    public var style: Style
    /// 1 for an ordinary cell, 2 for the lead cell of a wide grapheme, 0 for its continuation.
    public var width: UInt8

    public init(_ grapheme: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.grapheme = grapheme
        self.style = style
        self.width = width
    }

    public var isContinuation: Bool { width == 0 }

    public static let blank = Cell()
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style, width: 1) }
    static func continuation(_ style: Style) -> Cell { Cell(" ", style: style, width: 0) }
}
