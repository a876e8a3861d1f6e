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

    /// `text` with the graphemes in `range` (grapheme offsets) given `style`.
    public init(_ text: String, highlighting range: Range<Int>?, with style: Style) {
        guard let range, !range.isEmpty else { self.init(text); return }
        let chars = Array(text)
        let lo = min(max(0, range.lowerBound), chars.count), hi = min(max(lo, range.upperBound), chars.count)
        self.init([Run(String(chars[..<lo])), Run(String(chars[lo..<hi]), style: style), Run(String(chars[hi...]))].filter { !$0.text.isEmpty })
    }

    public var string: String { runs.map(\.text).joined() }

    /// Each grapheme with its run's style override, in order.
    var styledCharacters: [(Character, Style?)] {
        runs.flatMap { run in run.text.map { ($0, run.style) } }
    }
}
