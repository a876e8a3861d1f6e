/// UTF-16 offsets, UIKit's unit for the ranges a text field's delegate is handed, worked out from
/// the cursor's own offset (kept by `moveCursor` and `apply`) rather than from the text's start:
/// a range near the cursor (every editing key's) costs O(edit) whatever the text's length.
extension LineEditor {
    /// Where grapheme `index` (0…`characters.count`) starts, in UTF-16 code units. O(distance
    /// from the cursor); the start and the end are O(1).
    mutating func utf16Offset(of index: Int) -> Int {
        if index == 0 { return 0 }
        if index == characters.count { return utf16Count }
        if index >= cursor { return cursorUTF16 + measureUTF16(characters[cursor..<index]) }
        return cursorUTF16 - measureUTF16(characters[index..<cursor])
    }

    /// The graphemes in `range` as a UTF-16 location and length. O(range + distance from the cursor).
    mutating func utf16Range(of range: Range<Int>) -> (location: Int, length: Int) {
        (utf16Offset(of: range.lowerBound), measureUTF16(characters[range]))
    }

    /// The UTF-16 length of `graphemes`, counted in `utf16GraphemesMeasured`.
    mutating func measureUTF16(_ graphemes: ArraySlice<Character>) -> Int {
        utf16GraphemesMeasured += graphemes.count
        return graphemes.reduce(0) { $0 + $1.utf16.count }
    }
}
