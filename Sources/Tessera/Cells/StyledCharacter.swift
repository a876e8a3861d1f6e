import TesseraTerminal

/// One grapheme of attributed text and the style its run gives it (nil: the text's own).
struct StyledCharacter: Hashable {
    var character: Character
    var style: Style?
    init(_ character: Character, style: Style? = nil) {
        self.character = character
        self.style = style
    }
}

extension Array where Element == StyledCharacter {
    /// The columns these graphemes take.
    var displayWidth: Int { reduce(0) { $0 + TextWidth.of($1.character) } }
}
