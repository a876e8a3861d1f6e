import TesseraTerminal

/// How a piece of text in a content configuration looks and breaks.
public struct TextProperties: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case natural, center, trailing }
    public enum LineBreakMode: Hashable, Sendable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }
    /// Foreground colour; nil uses the cell's.
    public var color: Color?
    /// Bold, italic, underline… (the terminal's version of a font).
    public var emphasis: TextAttributes = []
    public var alignment: Alignment = .natural
    /// Lines at most; 0 means as many as the height allows (and self-sizing asks for).
    public var numberOfLines: Int = 1
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Upper-case the text (grouped headers).
    public var transform: Transform = .none
    public enum Transform: Hashable, Sendable { case none, uppercase }

    public init(color: Color? = nil, emphasis: TextAttributes = [], numberOfLines: Int = 1) {
        self.color = color
        self.emphasis = emphasis
        self.numberOfLines = numberOfLines
    }

    /// The style to draw with on top of the cell's `base` style.
    func resolvedStyle(over base: Style) -> Style {
        var s = base
        if let color { s.foreground = color }
        s.attributes.formUnion(emphasis)
        return s
    }
}

/// How the image glyph looks.
public struct ImageProperties: Hashable, Sendable {
    public var tintColor: Color?
    /// Columns kept for the image even when it is narrower (aligns text across rows); nil = its own width.
    public var reservedLayoutWidth: Int?
    public init(tintColor: Color? = nil, reservedLayoutWidth: Int? = nil) {
        self.tintColor = tintColor
        self.reservedLayoutWidth = reservedLayoutWidth
    }
}
