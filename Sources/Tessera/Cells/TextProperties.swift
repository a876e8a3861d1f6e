import TesseraTerminal

/// How a piece of text in a content configuration looks and breaks (Apple's
/// `UIListContentConfiguration.TextProperties`, with emphasis standing in for fonts).
public struct TextProperties: Hashable, Sendable {
    /// Where a line sits in its space. `trailing` is Tessera's addition (value columns).
    public enum Alignment: Hashable, Sendable {
        /// At the leading edge (left, in a terminal's left-to-right text).
        case natural
        /// Centred; an odd column left over goes after the text.
        case center
        /// Flush with the trailing edge.
        case trailing
    }
    /// How text breaks into lines and where it is cut when it does not fit (Apple's
    /// `NSLineBreakMode`). Cut text ends in "…" in every mode but ``byClipping``.
    public enum LineBreakMode: Hashable, Sendable {
        /// Wraps at spaces onto further lines; on the last line allowed, the tail is cut with "…".
        case byWordWrapping
        /// Wraps between any two graphemes; on the last line allowed, the tail is cut with "…".
        case byCharWrapping
        /// Wraps at spaces, and cuts what does not fit with no "…".
        case byClipping
        /// On one line, keeps the end: "…nd of the text". On several, wraps at spaces.
        case byTruncatingHead
        /// On one line, keeps the start: "The start of…" (the default). On several, wraps at spaces.
        case byTruncatingTail
        /// On one line, keeps both ends: "The st…e text". On several, wraps at spaces.
        case byTruncatingMiddle
    }
    /// Case changes applied when drawing (grouped headers are upper case).
    public enum TextTransform: Hashable, Sendable {
        /// The text as given.
        case none
        /// Each word's first letter upper case, the rest lower case.
        case capitalized
        /// All lower case.
        case lowercase
        /// All upper case ("ß" becomes "SS").
        case uppercase
    }

    /// Foreground colour; nil uses the cell's. Yields to the focus style on a focused or
    /// highlighted cell, so text stays readable on the focus colour.
    public var color: Color?
    /// Bold, italic, underline… (the terminal's version of a font). Kept in every state.
    public var emphasis: TextAttributes = []
    /// Where each line sits in its space; ``Alignment/natural`` (leading) by default.
    public var alignment: Alignment = .natural
    /// Lines at most; 0 means as many as the height allows (and self-sizing asks for).
    public var numberOfLines: Int = 1
    /// How lines break, and how the last line that fits is cut: every mode but `byClipping`
    /// ends cut text with "…"; with one line, head and middle truncation keep the end.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// A case change applied when drawing; the stored text is unchanged. None by default.
    public var transform: TextTransform = .none

    /// Text properties with the given colour, emphasis and line limit; natural alignment,
    /// tail truncation and no transform.
    public init(color: Color? = nil, emphasis: TextAttributes = [], numberOfLines: Int = 1) {
        self.color = color
        self.emphasis = emphasis
        self.numberOfLines = numberOfLines
    }

    /// The style to draw with on top of the cell's `base` style; `colors` false keeps the base's colours.
    func resolvedStyle(over base: Style, colors: Bool = true) -> Style {
        var s = base
        if colors, let color { s.foreground = color }
        s.attributes.formUnion(emphasis)
        return s
    }
}

extension TextProperties.Alignment {
    var textAlignment: TextAlignment {
        switch self {
        case .natural: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension TextProperties.TextTransform {
    /// `text` with its case changed; a grapheme that changes into several ("ß" → "SS") keeps its style.
    func apply(to text: [StyledCharacter]) -> [StyledCharacter] {
        guard self != .none else { return text }
        var result: [StyledCharacter] = []
        result.reserveCapacity(text.count)
        var startsWord = true
        for item in text {
            let original = String(item.character)
            let changed: String
            switch self {
            case .none: changed = original
            case .uppercase: changed = original.uppercased()
            case .lowercase: changed = original.lowercased()
            case .capitalized: changed = startsWord ? original.uppercased() : original.lowercased()
            }
            startsWord = item.character.isWhitespace
            for c in changed { result.append(StyledCharacter(c, style: item.style)) }
        }
        return result
    }
}

/// How the image glyph looks.
public struct ImageProperties: Hashable, Sendable {
    /// The glyph's colour; nil uses the text's. Yields to the focus style like text colours.
    public var tintColor: Color?
    /// Columns kept for the image even when it is narrower, the glyph centred in them (aligns
    /// text across rows whose glyphs differ in width); nil = the glyph's own width.
    public var reservedLayoutWidth: Int?
    /// Image properties with the given tint and reserved width (nil: the defaults).
    public init(tintColor: Color? = nil, reservedLayoutWidth: Int? = nil) {
        self.tintColor = tintColor
        self.reservedLayoutWidth = reservedLayoutWidth
    }
}
