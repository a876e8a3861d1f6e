import TesseraTerminal

/// Breaks styled text into lines of at most a given width, keeping each grapheme's style.
/// Word wrapping is `TextWidth.wrap`'s (spaces dropped at breaks, wide characters break
/// anywhere, long words cut between graphemes); the lines it returns are mapped back onto the
/// styled graphemes. Cut text ends in "…" (one column), styled like the grapheme it replaces.
enum StyledLineBreaker {
    /// At most `maxLines` lines of at most `width` columns. With one line, the first paragraph
    /// is cut by `mode` (head, middle or tail "…", or clipped), and a "…" at its end says
    /// more paragraphs follow. With several, paragraphs wrap (`byCharWrapping` breaks between
    /// any graphemes, the other modes at spaces), and when lines are left over the last line
    /// shown ends in "…" (unless `byClipping`).
    static func lines(of text: [StyledCharacter], width: Int, maxLines: Int,
                      mode: TextProperties.LineBreakMode) -> [[StyledCharacter]] {
        guard width > 0, maxLines > 0, !text.isEmpty else { return [] }
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0.character.isNewline }
        if maxLines == 1 {
            return [singleLine(Array(paragraphs[0]), width: width, mode: mode, moreFollows: paragraphs.count > 1)]
        }
        var lines: [[StyledCharacter]] = []
        for paragraph in paragraphs {
            lines += mode == .byCharWrapping ? wrapByCharacter(paragraph, width: width) : wrapByWord(paragraph, width: width)
            if lines.count > maxLines { break }
        }
        if lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            if mode != .byClipping {
                lines[maxLines - 1] = endingInEllipsis(lines[maxLines - 1], width: width)
            }
        }
        return lines
    }

    /// One paragraph on one line.
    static func singleLine(_ line: [StyledCharacter], width: Int, mode: TextProperties.LineBreakMode,
                           moreFollows: Bool) -> [StyledCharacter] {
        if !moreFollows && line.displayWidth <= width { return line }
        switch mode {
        case .byClipping:
            return prefix(of: line, fitting: width)
        case .byTruncatingHead where !moreFollows:
            let tail = suffix(of: line, fitting: width - 1)
            let hidden = line[line.count - tail.count - 1]
            return [StyledCharacter(TextWidth.ellipsis, style: hidden.style)] + tail
        case .byTruncatingMiddle where !moreFollows:
            let head = prefix(of: line, fitting: width / 2)
            let tail = suffix(of: line, fitting: width - 1 - head.displayWidth)
            let hidden = line[head.count]
            return head + [StyledCharacter(TextWidth.ellipsis, style: hidden.style)] + tail
        default:
            return endingInEllipsis(line, width: width)
        }
    }

    /// `line` cut to `width - 1` columns and ended with "…", styled like the first grapheme
    /// cut off (or like the line's last one when nothing was cut).
    private static func endingInEllipsis(_ line: [StyledCharacter], width: Int) -> [StyledCharacter] {
        let kept = prefix(of: line, fitting: width - 1)
        let style = kept.count < line.count ? line[kept.count].style : line.last?.style ?? nil
        return kept + [StyledCharacter(TextWidth.ellipsis, style: style)]
    }

    /// The longest run of whole graphemes from the start that fits in `width` columns.
    static func prefix(of line: [StyledCharacter], fitting width: Int) -> [StyledCharacter] {
        var used = 0, count = 0
        for item in line {
            let w = TextWidth.of(item.character)
            if used + w > width { break }
            used += w
            count += 1
        }
        return Array(line.prefix(count))
    }

    /// The longest run of whole graphemes from the end that fits in `width` columns.
    static func suffix(of line: [StyledCharacter], fitting width: Int) -> [StyledCharacter] {
        var used = 0, count = 0
        for item in line.reversed() {
            let w = TextWidth.of(item.character)
            if used + w > width { break }
            used += w
            count += 1
        }
        return Array(line.suffix(count))
    }

    /// A paragraph wrapped by `TextWidth.wrap`, its lines mapped back onto the styled graphemes
    /// by their UTF-8 length (which re-segmentation cannot change). The wrapper drops only
    /// breaking spaces, and only before a line: at a break, or indentation too wide to share a
    /// line with the first word; a line starts with a space only when it keeps the indentation.
    private static func wrapByWord(_ paragraph: ArraySlice<StyledCharacter>, width: Int) -> [[StyledCharacter]] {
        let wrapped = TextWidth.wrap(String(paragraph.map(\.character)), width: width)
        var lines: [[StyledCharacter]] = []
        lines.reserveCapacity(wrapped.count)
        var i = paragraph.startIndex
        for text in wrapped {
            if let first = text.first {
                while i < paragraph.endIndex, paragraph[i].character != first, paragraph[i].character.isWhitespace { i += 1 }
            }
            let bytes = text.utf8.count
            var taken = 0
            let start = i
            while taken < bytes && i < paragraph.endIndex {
                taken += paragraph[i].character.utf8.count
                i += 1
            }
            lines.append(Array(paragraph[start..<i]))
        }
        return lines
    }

    /// A paragraph cut between graphemes wherever the width is reached; nothing is dropped.
    private static func wrapByCharacter(_ paragraph: ArraySlice<StyledCharacter>, width: Int) -> [[StyledCharacter]] {
        var lines: [[StyledCharacter]] = []
        var line: [StyledCharacter] = []
        var used = 0
        for item in paragraph {
            let w = TextWidth.of(item.character)
            if used + w > width && !line.isEmpty {
                lines.append(line)
                line = []
                used = 0
            }
            line.append(item)
            used += w
        }
        lines.append(line)
        return lines
    }
}
