import Foundation
import TesseraTerminal

/// Draws a `ListContentConfiguration`: margins, the image glyph, then text and secondary text
/// side by side (value cells) or stacked (subtitle cells), truncated with "…" or wrapped.
/// The lines are centred vertically in rows taller than the content.
public final class ListContentView: ContentView {
    public var configuration: any ContentConfiguration
    private var list: ListContentConfiguration { configuration as? ListContentConfiguration ?? .cell() }

    public init(configuration: ListContentConfiguration) { self.configuration = configuration }

    public func preferredHeight(forWidth width: Int) -> Int {
        let c = list
        let m = c.directionalLayoutMargins
        let inner = max(1, width - cells(m.leading) - cells(m.trailing) - imageColumns(c))
        let lines: Int
        if c.prefersSideBySideTextAndSecondaryText || c.secondaryAttributedText == nil {
            lines = max(1, Self.lines(of: c.attributedText, properties: c.textProperties, width: inner, maxRows: .max).count)
        } else {
            lines = max(1, Self.lines(of: c.attributedText, properties: c.textProperties, width: inner, maxRows: .max).count)
                + cells(c.textToSecondaryTextVerticalPadding)
                + Self.lines(of: c.secondaryAttributedText, properties: c.secondaryTextProperties, width: inner, maxRows: .max).count
        }
        return lines + cells(m.top) + cells(m.bottom)
    }

    public func draw(into buffer: inout ScreenBuffer, in rect: Rect, base: Style, theme: Theme) {
        let c = list
        var base = base
        if c.alpha < 1 { base.attributes.insert(.dim) }
        let m = c.directionalLayoutMargins
        var inner = rect.inset(top: cells(m.top), left: cells(m.leading), bottom: cells(m.bottom), right: cells(m.trailing))
        guard !inner.isEmpty else { return }

        // Lines first, so the image can sit on the first of them when the block is centred.
        let imageWidth = imageColumns(c)
        let textLeft = inner.x + imageWidth
        let textWidth = max(0, inner.maxX - textLeft)
        var rows: [(x: Int, width: Int, alignment: TextProperties.Alignment, line: [(Character, Style)])] = []
        let textStyle = c.textProperties.resolvedStyle(over: base)
        let secondaryStyle = c.secondaryTextProperties.resolvedStyle(over: base)

        if c.prefersSideBySideTextAndSecondaryText, let secondary = c.secondaryAttributedText {
            let secondaryLine = Self.lines(of: secondary, properties: c.secondaryTextProperties, width: textWidth, maxRows: 1).first ?? []
            let wantSecondary = Self.width(of: secondaryLine)
            let gap = cells(c.textToSecondaryTextHorizontalPadding)
            let wantText = Self.width(of: Self.lines(of: c.attributedText, properties: c.textProperties, width: .max, maxRows: 1).first ?? [])
            // Text keeps at least 60% when both are too long; the value gets the rest.
            let secondaryCols = wantText + gap + wantSecondary <= textWidth ? wantSecondary
                : min(wantSecondary, max(0, textWidth - gap - max(textWidth * 3 / 5, textWidth - gap - wantSecondary)))
            let textCols = max(0, textWidth - (secondaryCols > 0 ? secondaryCols + gap : 0))
            let textLine = Self.lines(of: c.attributedText, properties: c.textProperties, width: textCols, maxRows: 1).first ?? []
            rows.append((textLeft, textCols, c.textProperties.alignment, Self.styled(textLine, textStyle)))
            if secondaryCols > 0 {
                let fitted = Self.lines(of: secondary, properties: c.secondaryTextProperties, width: secondaryCols, maxRows: 1).first ?? []
                let w = Self.width(of: fitted)
                drawLater(&rows, x: textLeft + textWidth - w, width: w, line: Self.styled(fitted, secondaryStyle))
            }
            drawRows(rows, image: c.image.map { ($0, c.imageProperties.tintColor) }, imageX: inner.x, into: &buffer, in: &inner, base: base, sideBySide: true)
            return
        }

        let maxText = c.textProperties.numberOfLines == 0 ? inner.height : c.textProperties.numberOfLines
        for line in Self.lines(of: c.attributedText, properties: c.textProperties, width: textWidth, maxRows: maxText) {
            rows.append((textLeft, textWidth, c.textProperties.alignment, Self.styled(line, textStyle)))
        }
        if c.secondaryAttributedText != nil {
            for _ in 0..<cells(c.textToSecondaryTextVerticalPadding) { rows.append((textLeft, textWidth, .natural, [])) }
            let left = max(1, inner.height - rows.count)
            let maxSecondary = c.secondaryTextProperties.numberOfLines == 0 ? left : min(left, c.secondaryTextProperties.numberOfLines)
            for line in Self.lines(of: c.secondaryAttributedText, properties: c.secondaryTextProperties, width: textWidth, maxRows: maxSecondary) {
                rows.append((textLeft, textWidth, c.secondaryTextProperties.alignment, Self.styled(line, secondaryStyle)))
            }
        }
        drawRows(rows, image: c.image.map { ($0, c.imageProperties.tintColor) }, imageX: inner.x, into: &buffer, in: &inner, base: base, sideBySide: false)
    }

    /// A second run on the same row (the value of a value cell).
    private func drawLater(_ rows: inout [(x: Int, width: Int, alignment: TextProperties.Alignment, line: [(Character, Style)])],
                           x: Int, width: Int, line: [(Character, Style)]) {
        rows.append((x, width, .natural, line))
    }

    private func drawRows(_ rows: [(x: Int, width: Int, alignment: TextProperties.Alignment, line: [(Character, Style)])],
                          image: (String, Color?)?, imageX: Int, into buffer: inout ScreenBuffer, in inner: inout Rect,
                          base: Style, sideBySide: Bool) {
        let lineCount = sideBySide ? 1 : rows.count
        let top = inner.y + max(0, (inner.height - max(1, lineCount)) / 2)
        if let (glyph, tint) = image {
            var s = base
            if let tint { s.foreground = tint }
            buffer.draw(glyph, at: Point(x: imageX, y: top), style: s, clip: inner)
        }
        for (i, row) in rows.enumerated() {
            let y = sideBySide ? top : top + i
            guard y < inner.maxY else { break }
            let clip = Rect(x: row.x, y: y, width: row.width, height: 1).intersection(inner)
            let w = Self.width(of: row.line.map { ($0.0, Optional($0.1)) })
            var x = row.x
            switch row.alignment {
            case .natural: break
            case .center: x += max(0, (row.width - w) / 2)
            case .trailing: x += max(0, row.width - w)
            }
            for (ch, style) in row.line {
                let advance = buffer.put(ch, at: Point(x: x, y: y), style: style, clip: clip)
                if advance == 0 { break }
                x += advance
            }
        }
    }

    // MARK: Text fitting

    private func imageColumns(_ c: ListContentConfiguration) -> Int {
        guard let image = c.image else { return 0 }
        return max(c.imageProperties.reservedLayoutWidth ?? 0, TextWidth.of(image)) + cells(c.imageToTextPadding)
    }

    private static func styled(_ line: [(Character, Style?)], _ style: Style) -> [(Character, Style)] {
        line.map { ch, over in
            guard let over else { return (ch, style) }
            var s = style
            if over.foreground != .default { s.foreground = over.foreground }
            if over.background != .default { s.background = over.background }
            s.attributes.formUnion(over.attributes)
            return (ch, s)
        }
    }

    static func width(of line: [(Character, Style?)]) -> Int {
        line.reduce(0) { $0 + TextWidth.of($1.0) }
    }

    /// Breaks attributed text into at most `maxRows` lines of `width` columns: word-wrapped when
    /// the properties allow several lines, the last line truncated per the line break mode.
    static func lines(of text: AttributedText?, properties: TextProperties, width: Int, maxRows: Int) -> [[(Character, Style?)]] {
        guard let text, width > 0, maxRows > 0 else { return [] }
        var chars = text.styledCharacters
        if properties.transform == .uppercase {
            chars = chars.flatMap { ch, s in String(ch).uppercased().map { ($0, s) } }
        }
        let allowed = properties.numberOfLines == 0 ? maxRows : min(maxRows, properties.numberOfLines)
        var lines: [[(Character, Style?)]] = []
        var rest = chars[...]
        while !rest.isEmpty && lines.count < allowed {
            let isLast = lines.count == allowed - 1
            if isLast || properties.lineBreakMode == .byClipping && allowed == 1 {
                lines.append(truncate(Array(rest), to: width, mode: properties.lineBreakMode))
                break
            }
            let (line, remainder) = wrapOne(rest, width: width, byWord: properties.lineBreakMode != .byCharWrapping)
            lines.append(line)
            rest = remainder
        }
        return lines
    }

    /// Takes one line off the front: up to the last space that fits, else a hard break.
    private static func wrapOne(_ chars: ArraySlice<(Character, Style?)>, width: Int, byWord: Bool) -> ([(Character, Style?)], ArraySlice<(Character, Style?)>) {
        var used = 0, end = chars.startIndex, lastSpace: Int? = nil
        while end < chars.endIndex {
            let (ch, _) = chars[end]
            if ch.isNewline { return (Array(chars[chars.startIndex..<end]), chars[(end + 1)...]) }
            let w = TextWidth.of(ch)
            if used + w > width { break }
            if ch == " " { lastSpace = end }
            used += w
            end += 1
        }
        if end == chars.endIndex { return (Array(chars), chars[chars.endIndex...]) }
        if byWord, let space = lastSpace, space > chars.startIndex {
            var next = space + 1
            while next < chars.endIndex && chars[next].0 == " " { next += 1 }
            return (Array(chars[chars.startIndex..<space]), chars[next...])
        }
        let cut = max(end, chars.startIndex + 1)  // always make progress, even for a too-wide grapheme
        var next = cut
        while next < chars.endIndex && chars[next].0 == " " { next += 1 }
        return (Array(chars[chars.startIndex..<cut]), chars[next...])
    }

    /// One line of at most `width` columns, with "…" where text was cut.
    static func truncate(_ chars: [(Character, Style?)], to width: Int, mode: TextProperties.LineBreakMode) -> [(Character, Style?)] {
        let line = chars.prefix { !$0.0.isNewline }
        let total = line.reduce(0) { $0 + TextWidth.of($1.0) }
        if total <= width && line.count == chars.count { return Array(line) }
        if mode == .byClipping { return clip(Array(line), to: width) }
        let ellipsis: Character = "…"
        guard width > 1 else { return width == 1 ? [(ellipsis, line.first?.1 ?? nil)] : [] }
        let ellipsisStyle = line.last?.1 ?? nil
        switch mode {
        case .byTruncatingHead:
            let tail: [(Character, Style?)] = clip(line.reversed(), to: width - 1).reversed()
            return [(ellipsis, ellipsisStyle)] + tail
        case .byTruncatingMiddle:
            let head = clip(Array(line), to: width / 2)
            let tail: [(Character, Style?)] = clip(line.reversed(), to: width - 1 - Self.width(of: head)).reversed()
            return head + [(ellipsis, ellipsisStyle)] + tail
        default:
            return clip(Array(line), to: width - 1) + [(ellipsis, ellipsisStyle)]
        }
    }

    private static func clip(_ chars: [(Character, Style?)], to width: Int) -> [(Character, Style?)] {
        var used = 0
        var out: [(Character, Style?)] = []
        for item in chars {
            let w = TextWidth.of(item.0)
            if used + w > width { break }
            used += w
            out.append(item)
        }
        return out
    }
}

/// Rounds a CGFloat length from a configuration to whole cells.
@inline(__always) func cells(_ value: CGFloat) -> Int { max(0, Int(value.rounded())) }
