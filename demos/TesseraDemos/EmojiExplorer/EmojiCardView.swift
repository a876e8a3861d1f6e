import Tessera

/// One emoji, large: the emoji alone in a rounded box (a terminal cannot scale a glyph, so the
/// box gives it room instead), and beside it — or below it, when narrow — its name, code
/// points, group and subgroup. The whole card is centred in the view.
final class EmojiCardView: View {
    let emoji: Emoji
    /// Shown as a "Starred" row when not nil.
    var isStarred: Bool? { didSet { setNeedsDisplay() } }

    static let boxSize = CellSize(width: 14, height: 7)
    /// Below this width the details go under the box instead of beside it.
    static let sideBySideWidth = 36

    init(emoji: Emoji, isStarred: Bool? = nil) {
        self.emoji = emoji
        self.isStarred = isStarred
        super.init()
    }

    /// "U+1F468 U+200D U+1F469" from the catalogue's "1F468 200D 1F469".
    static func codePointText(_ codePoints: String) -> String {
        codePoints.split(separator: " ").map { "U+\($0)" }.joined(separator: " ")
    }

    var fields: [(label: String, value: String)] {
        var fields = [("Code points", Self.codePointText(emoji.codePoints)), ("Group", emoji.group), ("Subgroup", emoji.subgroup)]
        if let isStarred { fields.append(("Starred", isStarred ? "★ yes" : "no  (s stars it in the list)")) }
        return fields
    }

    override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        buffer.fill(bounds, style: theme.text)
        let labelWidth = fields.map { TextWidth.of($0.label) }.max() ?? 0
        let detailsWidth = max(TextWidth.of(emoji.name), labelWidth + 2 + (fields.map { TextWidth.of($0.value) }.max() ?? 0))
        let detailsHeight = 2 + fields.count // name, a blank row, the fields
        let sideBySide = bounds.width >= Self.sideBySideWidth
        // Stacked, the box leaves the details their rows (down to a three-row box).
        let boxRows = sideBySide ? bounds.height : max(3, bounds.height - detailsHeight - 1)
        let box = CellSize(width: min(Self.boxSize.width, bounds.width), height: min(Self.boxSize.height, boxRows))
        let cardWidth = sideBySide ? box.width + 3 + detailsWidth : max(box.width, detailsWidth)
        let cardHeight = sideBySide ? max(box.height, detailsHeight) : box.height + 1 + detailsHeight
        let left = bounds.x + max(1, (bounds.width - cardWidth) / 2)
        let top = bounds.y + max(0, (bounds.height - cardHeight) / 3)

        let boxRect = CellRect(x: sideBySide ? left : bounds.x + max(0, (bounds.width - box.width) / 2), y: top, width: box.width, height: box.height)
        drawBox(boxRect, into: &buffer)
        let detailsOrigin = sideBySide ? CellPoint(x: boxRect.maxX + 3, y: top + max(0, (box.height - detailsHeight) / 2))
                                       : CellPoint(x: left, y: boxRect.maxY + 1)
        let detailsRect = CellRect(x: detailsOrigin.x, y: detailsOrigin.y, width: bounds.maxX - 1 - detailsOrigin.x, height: bounds.maxY - detailsOrigin.y)
        drawDetails(in: detailsRect, labelWidth: labelWidth, into: &buffer)
    }

    private func drawBox(_ rect: CellRect, into buffer: inout ScreenBuffer) {
        guard rect.width >= 4, rect.height >= 3, rect.maxY <= bounds.maxY else {
            // No room for a box: the emoji on its own.
            if let glyph = emoji.text.first { buffer.put(glyph, at: rect.origin, style: theme.text, clip: bounds) }
            return
        }
        var border = theme.text
        border.foreground = theme.accent.foreground
        buffer.drawBox(rect, style: border, corners: .rounded)
        if let glyph = emoji.text.first {
            let x = rect.x + (rect.width - TextWidth.of(glyph)) / 2
            buffer.put(glyph, at: CellPoint(x: x, y: rect.y + rect.height / 2), style: theme.text, clip: rect.inset(top: 1, left: 1, bottom: 1, right: 1))
        }
    }

    private func drawDetails(in rect: CellRect, labelWidth: Int, into buffer: inout ScreenBuffer) {
        guard !rect.isEmpty else { return }
        var name = theme.text
        name.attributes.insert(.bold)
        buffer.draw(emoji.name, in: CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: name)
        for (i, field) in fields.enumerated() {
            let y = rect.y + 2 + i
            guard y < rect.maxY else { break }
            buffer.draw(field.label, in: CellRect(x: rect.x, y: y, width: min(labelWidth, rect.width), height: 1), style: theme.secondaryText)
            let valueX = rect.x + labelWidth + 2
            guard valueX < rect.maxX else { continue }
            var style = theme.text
            if field.label == "Starred", isStarred == true { style.foreground = .yellow }
            buffer.draw(field.value, in: CellRect(x: valueX, y: y, width: rect.maxX - valueX, height: 1), style: style)
        }
    }
}
