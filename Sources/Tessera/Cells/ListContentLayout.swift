import TesseraTerminal

/// Where a list content configuration's glyph and lines go in a space `width` columns wide and
/// at most `maxRows` tall, relative to its top-left corner.
struct ListContentLayout {
    struct Line {
        /// The line's space: from `column`, `width` columns; the text starts `offset` into it.
        var column: Int
        var width: Int
        var offset: Int
        var row: Int
        var text: [StyledCharacter]
        var isSecondary: Bool
    }

    /// The glyph's column (centred in its reserved width), or nil without an image.
    var imageColumn: Int?
    var lines: [Line] = []
    /// Rows the block takes (at least 1 with an image).
    var height = 0

    init(_ c: ListContentConfiguration, width: Int, maxRows: Int) {
        let text = c.textProperties.transform.apply(to: c.attributedText?.styledCharacters ?? [])
        let secondary = c.secondaryTextProperties.transform.apply(to: c.secondaryAttributedText?.styledCharacters ?? [])
        var textColumn = 0
        if let image = c.image {
            let glyphWidth = TextWidth.of(image)
            let slot = max(c.imageProperties.reservedLayoutWidth ?? 0, glyphWidth)
            imageColumn = (slot - glyphWidth) / 2
            textColumn = min(width, slot + CellRounding.cells(c.imageToTextPadding))
            height = 1
        }
        let textWidth = max(0, width - textColumn)
        guard textWidth > 0, maxRows > 0 else { return }
        if c.prefersSideBySideTextAndSecondaryText && !secondary.isEmpty {
            layOutSideBySide(c, text: text, secondary: secondary, column: textColumn, width: textWidth)
        } else {
            layOutStacked(c, text: text, secondary: secondary, column: textColumn, width: textWidth, maxRows: maxRows)
        }
    }

    /// Text at the leading side and secondary text flush with the trailing edge, on one row.
    /// When both don't fit, the text keeps at least 3/5 of the width (less if it is shorter)
    /// and the secondary text gets the rest, less the padding between them.
    private mutating func layOutSideBySide(_ c: ListContentConfiguration, text: [StyledCharacter],
                                           secondary: [StyledCharacter], column: Int, width: Int) {
        // The columns of the first line, counted in place (no copy of the line).
        func firstLineWidth(_ t: [StyledCharacter]) -> Int {
            var width = 0
            for c in t {
                if c.character.isNewline { break }
                width += TextWidth.of(c.character)
            }
            return width
        }
        let textWant = firstLineWidth(text)
        let secondaryWant = firstLineWidth(secondary)
        let gap = textWant > 0 ? CellRounding.cells(c.textToSecondaryTextHorizontalPadding) : 0
        var secondaryWidth = secondaryWant
        if textWant + gap + secondaryWant > width {
            let textKeeps = min(textWant, max(width * 3 / 5, width - gap - secondaryWant))
            secondaryWidth = min(secondaryWant, max(0, width - textKeeps - gap))
        }
        let textWidth = secondaryWidth > 0 ? width - secondaryWidth - gap : width
        height = 1
        if let line = StyledLineBreaker.lines(of: text, width: textWidth, maxLines: 1, mode: c.textProperties.lineBreakMode).first {
            append(line, column: column, width: textWidth, row: 0, alignment: c.textProperties.alignment, isSecondary: false)
        }
        if secondaryWidth > 0,
           let line = StyledLineBreaker.lines(of: secondary, width: secondaryWidth, maxLines: 1,
                                              mode: c.secondaryTextProperties.lineBreakMode).first {
            append(line, column: column + width - secondaryWidth, width: secondaryWidth, row: 0, alignment: .trailing, isSecondary: true)
        }
    }

    /// Text lines, then (after the vertical padding) secondary text lines, each limited by its
    /// `numberOfLines` and together by `maxRows`.
    private mutating func layOutStacked(_ c: ListContentConfiguration, text: [StyledCharacter],
                                        secondary: [StyledCharacter], column: Int, width: Int, maxRows: Int) {
        func limit(_ properties: TextProperties, rowsLeft: Int) -> Int {
            properties.numberOfLines <= 0 ? rowsLeft : min(rowsLeft, properties.numberOfLines)
        }
        var row = 0
        let textLines = StyledLineBreaker.lines(of: text, width: width, maxLines: limit(c.textProperties, rowsLeft: maxRows),
                                                mode: c.textProperties.lineBreakMode)
        for line in textLines {
            append(line, column: column, width: width, row: row, alignment: c.textProperties.alignment, isSecondary: false)
            row += 1
        }
        let padding = textLines.isEmpty ? 0 : CellRounding.cells(c.textToSecondaryTextVerticalPadding)
        let rowsLeft = maxRows - row - padding
        if rowsLeft > 0 {
            let secondaryLines = StyledLineBreaker.lines(of: secondary, width: width,
                                                         maxLines: limit(c.secondaryTextProperties, rowsLeft: rowsLeft),
                                                         mode: c.secondaryTextProperties.lineBreakMode)
            if !secondaryLines.isEmpty { row += padding }
            for line in secondaryLines {
                append(line, column: column, width: width, row: row, alignment: c.secondaryTextProperties.alignment, isSecondary: true)
                row += 1
            }
        }
        height = max(height, row)
    }

    private mutating func append(_ text: [StyledCharacter], column: Int, width: Int, row: Int,
                                 alignment: TextProperties.Alignment, isSecondary: Bool) {
        let offset = alignment.textAlignment.leadingOffset(textWidth: text.displayWidth, spaceWidth: width)
        lines.append(Line(column: column, width: width, offset: offset, row: row, text: text, isSecondary: isSecondary))
    }
}
