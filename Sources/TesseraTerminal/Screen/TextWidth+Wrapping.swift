extension TextWidth {
    /// `text` broken into lines of at most `width` columns, greedily, for drawing one per row.
    ///
    /// - Newlines end a line (an empty paragraph gives an empty line); the result has at least one
    ///   line for any text, and no lines for a width below 1.
    /// - Lines break at spaces, which are dropped at the break; spaces that start a paragraph are
    ///   kept (indentation). No-break spaces do not break.
    /// - A wide grapheme (CJK, kana, Hangul, emoji) may break from its neighbours without a space.
    /// - A word longer than the width starts a line of its own and is cut between graphemes.
    /// - A grapheme is never split; one wider than `width` (a wide character at width 1) gets a
    ///   line of its own, which is then wider than asked.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var wrapper = LineWrapper(width: width)
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            wrapper.wrapParagraph(paragraph)
        }
        return wrapper.lines
    }
}

/// The state of a greedy line breaker over one run of text.
private struct LineWrapper {
    let width: Int
    var lines: [String] = []

    private var line = ""
    private var lineWidth = 0
    /// Spaces seen after the line's last word; written only if another word follows on this line.
    private var spaces = ""
    private var spacesWidth = 0
    private var word = ""
    private var wordWidth = 0

    init(width: Int) { self.width = width }

    mutating func wrapParagraph(_ paragraph: Substring) {
        for c in paragraph {
            let w = TextWidth.of(c)
            if Self.isBreakingSpace(c) {
                placeWord()
                spaces.append(c)
                spacesWidth += w
            } else if w == 2 {
                placeWord()
                word.append(c)
                wordWidth = w
                placeWord()
            } else {
                word.append(c)
                wordWidth += w
            }
        }
        placeWord()
        endLine()
    }

    /// A lone whitespace scalar other than the no-break spaces. A space carrying a combining mark
    /// is a visible accent, not a place to break.
    private static func isBreakingSpace(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.properties.isWhitespace && !c.isNewline
            && scalar != "\u{00A0}" && scalar != "\u{202F}" && scalar != "\u{2007}"
    }

    private mutating func placeWord() {
        guard !word.isEmpty else { return }
        defer { word = ""; wordWidth = 0; spaces = ""; spacesWidth = 0 }
        if lineWidth + spacesWidth + wordWidth <= width {
            line += spaces
            line += word
            lineWidth += spacesWidth + wordWidth
            return
        }
        if !line.isEmpty { endLine() }
        if wordWidth <= width {
            line = word
            lineWidth = wordWidth
            return
        }
        // Hard break: whole graphemes per line; the last piece stays open for what follows.
        for c in word {
            let w = TextWidth.of(c)
            if lineWidth + w > width && !line.isEmpty { endLine() }
            line.append(c)
            lineWidth += w
        }
    }

    private mutating func endLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }
}
