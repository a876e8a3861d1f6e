extension ScreenBuffer {
    /// The buffer's styles, one symbol per cell (see `StyleMap`).
    public var styleMap: StyleMap { StyleMap(self) }

    /// The buffer's text and styles together, as screen tests compare them with golden files.
    public func screenshot() -> Screenshot { Screenshot(text: text, styles: styleMap) }
}

/// What a person would see: the text of a screen and its style map. `description` is the golden
/// file format: the text rows, a `--- styles` line, the style rows and their legend.
public struct Screenshot: Hashable, Sendable, CustomStringConvertible {
    /// The screen's text, one line per row (see ``ScreenBuffer``'s `text`).
    public var text: String
    /// The screen's styles, one symbol per cell.
    public var styles: StyleMap

    /// A screenshot of `text` and `styles`.
    public init(text: String, styles: StyleMap) {
        self.text = text
        self.styles = styles
    }

    /// The golden-file form: the text, a `--- styles` line, then the style rows and legend.
    public var description: String { text + "\n--- styles\n" + styles.description }
}
