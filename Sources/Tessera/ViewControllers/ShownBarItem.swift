import TesseraTerminal

/// A bar button item as a bar draws it (the navigation bar, the toolbar): its key and title,
/// dimmed while disabled, the title bold in the `.done` style. Equal values draw the same cells.
struct ShownBarItem: Equatable {
    let item: BarButtonItem
    /// The key that performs it from where keys go now, and its title.
    let hint: KeyHint
    let isEnabled: Bool
    let style: BarButtonItem.Style

    @MainActor init(item: BarButtonItem, hint: KeyHint) {
        self.item = item
        self.hint = hint
        self.isEnabled = item.isEnabled
        self.style = item.style
    }

    /// Columns it takes: the key, a space, the title.
    var width: Int { TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.action) }

    /// Draws the key in the bar's style and the title after it, dimmed when disabled.
    func draw(at point: CellPoint, barStyle: Style, clip: CellRect, into buffer: inout ScreenBuffer) {
        var keyStyle = barStyle
        if !isEnabled { keyStyle.attributes.insert(.dim) }
        var titleStyle = keyStyle
        if style == .done && isEnabled { titleStyle.attributes.insert(.bold) }
        let keyWidth = buffer.draw(hint.keys + " ", at: point, style: keyStyle, clip: clip)
        buffer.draw(hint.action, at: CellPoint(x: point.x + keyWidth, y: point.y), style: titleStyle, clip: clip)
    }

    static func == (a: ShownBarItem, b: ShownBarItem) -> Bool {
        a.item === b.item && a.hint == b.hint && a.isEnabled == b.isEnabled && a.style == b.style
    }
}
