import TesseraTerminal

/// Text in runs, each with an optional style that overrides the text's own (Apple's
/// `attributedText`, cut down to what a terminal shows). Search highlights use it.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    public struct Run: Hashable, Sendable {
        public var text: String
        public var style: Style?
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }
    }

    public var runs: [Run]

    public init(_ runs: [Run] = []) { self.runs = runs }
    public init(_ text: String, style: Style? = nil) { self.runs = [Run(text, style: style)] }
    public init(stringLiteral value: String) { self.init(value) }

    /// `text` with the graphemes in `range` (grapheme offsets, clamped to the text) given `style`.
    public init(_ text: String, highlighting range: Range<Int>?, with style: Style) {
        guard let range, !range.isEmpty else { self.init(text); return }
        let chars = Array(text)
        let lo = min(max(0, range.lowerBound), chars.count), hi = min(max(lo, range.upperBound), chars.count)
        self.init([Run(String(chars[..<lo])), Run(String(chars[lo..<hi]), style: style), Run(String(chars[hi...]))].filter { !$0.text.isEmpty })
    }

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
