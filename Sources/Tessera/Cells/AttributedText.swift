import TesseraTerminal

/// Text in runs, each with an optional style that overrides the text's own (Apple's
/// `attributedText`, cut down to what a terminal shows). Search highlights use it.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A stretch of text with one style.
    public struct Run: Hashable, Sendable {
        /// The run's characters.
        public var text: String
        /// The style for this run, over the line's own: its colours where it sets them, its
        /// attributes added. Nil draws the run in the line's style.
        public var style: Style?
        /// A run of `text` drawn in `style` (nil: the line's style).
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }
    }

    /// The text's runs, in order.
    public var runs: [Run]

    /// Text made of `runs`, in order; empty by default.
    public init(_ runs: [Run] = []) { self.runs = runs }
    /// Text in one run, drawn in `style` (nil: the line's style).
    public init(_ text: String, style: Style? = nil) { self.runs = [Run(text, style: style)] }
    /// Unstyled text from a string literal, so `"Inbox"` can stand where attributed text is wanted.
    public init(stringLiteral value: String) { self.init(value) }

    /// `text` with the graphemes in `range` (grapheme offsets, clamped to the text) given `style`.
    public init(_ text: String, highlighting range: Range<Int>?, with style: Style) {
        guard let range, !range.isEmpty else { self.init(text); return }
        // Walks the graphemes once to the two ends (no array of characters: a cell provider
        // highlights every visible row on every keystroke).
        let lo = text.index(text.startIndex, offsetBy: max(0, range.lowerBound), limitedBy: text.endIndex) ?? text.endIndex
        let hi = text.index(lo, offsetBy: max(0, range.upperBound - max(0, range.lowerBound)), limitedBy: text.endIndex) ?? text.endIndex
        var runs: [Run] = []
        runs.reserveCapacity(3)
        if lo > text.startIndex { runs.append(Run(String(text[..<lo]))) }
        if hi > lo { runs.append(Run(String(text[lo..<hi]), style: style)) }
        if hi < text.endIndex { runs.append(Run(String(text[hi...]))) }
        self.init(runs)
    }

    /// The plain text, without styles: every run's text joined.
    public var string: String { runs.map(\.text).joined() }

    /// Each grapheme of the whole text with its run's style. A run boundary can fall inside a
    /// grapheme ("e" + "\u{301}"): the grapheme then takes the style of the run it starts in.
    var styledCharacters: [StyledCharacter] {
        if runs.count == 1 { return runs[0].text.map { StyledCharacter($0, style: runs[0].style) } }
        var result: [StyledCharacter] = []
        var runIndex = 0
        var runEnd = runs.first?.text.utf8.count ?? 0
        var offset = 0
        for c in string {
            while offset >= runEnd && runIndex + 1 < runs.count {
                runIndex += 1
                runEnd += runs[runIndex].text.utf8.count
            }
            result.append(StyledCharacter(c, style: runs[runIndex].style))
            offset += c.utf8.count
        }
        return result
    }
}
