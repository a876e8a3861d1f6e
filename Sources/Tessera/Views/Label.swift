import Foundation
import TesseraTerminal

/// Text on the screen (Apple's `UILabel`): one line cut with "…" by default, or wrapped over
/// ``numberOfLines`` lines (0: as many as the bounds hold), aligned, in a ``TextStyle`` of the
/// theme's.
///
/// Lines wrap at spaces by display width (wide characters take two columns, a grapheme is never
/// split); the last line that fits ends in "…" when text is left over. The lines sit in the
/// middle of the bounds' height, as UIKit centres a label's text. A stack gives a label its
/// ``intrinsicContentSize``: as wide as its widest line and as tall as its lines.
@MainActor
open class Label: View {
    /// The look of a label's text, from the window's theme (a terminal has one font; this is
    /// what stands for `UIFont.TextStyle`).
    public enum TextStyle: Hashable, Sendable {
        /// Ordinary text (`theme.text`).
        case body
        /// A screen or section title: the theme's header style (bold, coloured where there is colour).
        case title
        /// Bold body text.
        case headline
        /// Quieter text for details and explanations (`theme.secondaryText`).
        case secondary
        /// Small print: quieter text in italic.
        case caption
    }

    /// The text with its runs' styles; setting ``text`` replaces it with one plain run.
    open var attributedText: AttributedText? { didSet { contentDidChange() } }
    /// The text. Setting it replaces ``attributedText``.
    open var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0) } }
    }
    /// The most lines shown; 0 shows as many as the bounds hold. 1 by default.
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    /// Where each line sits across the width.
    open var textAlignment: TextAlignment = .leading { didSet { setNeedsDisplay() } }
    /// How the text looks: ``TextStyle/body`` by default.
    open var textStyle: TextStyle = .body { didSet { setNeedsDisplay() } }
    /// The text's colour, over the text style's; nil keeps the style's.
    open var textColor: Color? { didSet { setNeedsDisplay() } }
    /// How lines break and where cut text shows "…" (tail truncation by default).
    open var lineBreakMode: TextProperties.LineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
    /// The width a multi-line label wraps at when it works out its intrinsic size; 0 (the
    /// default) wraps at its current width, or not at all before it has one.
    open var preferredMaxLayoutWidth = 0 { didSet { contentDidChange() } }
    /// A disabled label is drawn dim.
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// An empty label.
    public override init() { super.init() }

    /// A label showing `text`.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        onAccessoryChange?()
    }

    /// Set while the label is a table row's `accessoryView`: the row redraws its text.
    var onAccessoryChange: (() -> Void)?

    /// The graphemes to draw with their runs' styles.
    private var styledText: [StyledCharacter] { attributedText?.styledCharacters ?? [] }

    /// Read as its text, static text.
    override var accessibilityDefaults: AccessibilitySettings {
        AccessibilitySettings(isElement: !(text ?? "").isEmpty, label: text, traits: isEnabled ? .staticText : [.staticText, .notEnabled])
    }

    // MARK: Size

    /// As wide as the widest line and as tall as the lines: with one line, the first paragraph's
    /// whole width and 1; with more, the text wrapped at ``preferredMaxLayoutWidth`` (or the current
    /// width), at most ``numberOfLines`` lines. Empty text is 0 × 0.
    open override var intrinsicContentSize: CGSize {
        let unlimited = View.unlimitedCells
        let width = numberOfLines == 1 ? unlimited
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : unlimited)
        return sizeThatFits(CGSize(width: CGFloat(width), height: CGFloat(unlimited)))
    }

    /// The size the text takes within `size`: its lines broken at `size.width`, at most
    /// ``numberOfLines`` of them and no more than `size.height` (Apple's `sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        func cells(_ value: CGFloat) -> Int { value.isFinite ? Int(max(0, min(value, CGFloat(View.unlimitedCells)))) : View.unlimitedCells }
        let lines = brokenLines(width: cells(size.width), height: cells(size.height))
        return CGSize(width: CGFloat(lines.map(\.displayWidth).max() ?? 0), height: CGFloat(lines.count))
    }

    /// The text's lines for a space `width` × `height`.
    private func brokenLines(width: Int, height: Int) -> [[StyledCharacter]] {
        let text = styledText
        guard width > 0, height > 0, !text.isEmpty else { return [] }
        let maxLines = numberOfLines > 0 ? min(numberOfLines, height) : height
        if maxLines == 1 || numberOfLines == 1 {
            // Measuring without a width limit must not build a line Int.max wide.
            let paragraph = Array(text.prefix { !$0.character.isNewline })
            if paragraph.count == text.count && paragraph.displayWidth <= width { return [paragraph] }
        }
        return StyledLineBreaker.lines(of: text, width: width, maxLines: maxLines, mode: lineBreakMode)
    }

    // MARK: Drawing

    /// The style the text style gives, with ``textColor`` and the disabled look over it.
    var resolvedStyle: Style {
        var style: Style
        switch textStyle {
        case .body: style = theme.text
        case .title: style = theme.header
        case .headline: style = theme.text; style.attributes.insert(.bold)
        case .secondary: style = theme.secondaryText
        case .caption: style = theme.secondaryText; style.attributes.insert(.italic)
        }
        if let textColor { style.foreground = textColor }
        if !isEnabled { style.attributes.insert(.dim) }
        return style
    }

    /// Draws the lines in the middle of the bounds' height, each aligned across the width.
    /// Cells the text does not cover are left as they are, as a clear UILabel leaves them.
    open override func draw(into buffer: inout ScreenBuffer) {
        let area = bounds
        let lines = brokenLines(width: area.width, height: area.height)
        guard !lines.isEmpty else { return }
        let base = resolvedStyle
        var y = area.y + (area.height - lines.count) / 2
        for line in lines {
            var x = area.x + textAlignment.leadingOffset(textWidth: line.displayWidth, spaceWidth: area.width)
            for item in line {
                x += buffer.put(item.character, at: CellPoint(x: x, y: y), style: base.overlaid(with: item.style), clip: area)
            }
            y += 1
        }
    }
}

extension Label {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "a terminal has one font: set the label's textStyle (.headline, .title, .secondary, .caption) and textColor")
    public var font: Font { get { fatalError() } set {} }
}
