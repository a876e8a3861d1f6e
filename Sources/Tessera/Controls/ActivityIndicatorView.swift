import Foundation
import TesseraTerminal

/// A spinner that says work is under way (Apple's `UIActivityIndicatorView`): one braille
/// glyph turning ten times a second while ``isAnimating``, in the accent colour, with an
/// optional label after it. Hidden while stopped when ``hidesWhenStopped`` (the default).
///
/// It turns on the window's animation clock: while it spins the loop draws a frame each tenth
/// of a second, and only this view's cell changes; stopped, it costs nothing.
@MainActor
open class ActivityIndicatorView: View {
    /// Apple's sizes: every style is one glyph here.
    public enum Style: Hashable, Sendable {
        /// The standard spinner.
        case medium
        /// Drawn the same: a terminal has one glyph size.
        case large
    }

    /// The glyphs of one turn, and how long each shows.
    nonisolated static let glyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    nonisolated static let glyphDuration: Duration = .milliseconds(100)

    /// The spinner's style.
    open var style: Style
    /// Whether the spinner hides while stopped.
    open var hidesWhenStopped = true { didSet { updateVisibility() } }
    /// Apple's colour: accepted, drawn in the theme's accent (which keeps 3:1 for a glyph).
    open var color: Color?
    /// Text after the spinner ("Loading…"): a terminal spinner usually says what it waits for.
    open var text: String? { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    private var spinning = false
    private var startedAt: Duration?
    private var shownGlyph = 0

    /// A stopped spinner of `style` (Apple's `init(style:)`).
    public init(style: Style = .medium) {
        self.style = style
        super.init()
        updateVisibility()
    }

    /// A stopped spinner.
    public override convenience init() { self.init(style: .medium) }

    /// Starts spinning (Apple's `startAnimating()`).
    open func startAnimating() {
        guard !spinning else { return }
        spinning = true
        startedAt = nil
        updateVisibility()
        setNeedsDisplay()
    }

    /// Stops spinning (Apple's `stopAnimating()`), hiding the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard spinning else { return }
        spinning = false
        updateVisibility()
        setNeedsDisplay()
    }

    /// Whether it spins: the window keeps drawing frames while it does.
    open override var isAnimating: Bool { spinning }

    /// Moves to the glyph for `now`; marks the view for drawing only when the glyph changes.
    open override func advanceAnimations(to now: Duration) {
        guard spinning else { return }
        let start = startedAt ?? now
        startedAt = start
        let elapsed = now - start
        let step = Int(elapsed / Self.glyphDuration) % Self.glyphs.count
        if step != shownGlyph {
            shownGlyph = step
            setNeedsDisplay()
        }
    }

    /// Read as its text ("Loading…"), or "in progress", while it spins.
    override var accessibilityDefaults: AccessibilitySettings {
        AccessibilitySettings(isElement: spinning, label: text ?? "in progress", traits: .updatesFrequently)
    }

    private func updateVisibility() { isHidden = hidesWhenStopped && !spinning }

    /// One glyph, and a space and the text when there is some.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(1 + (text.map { 1 + TextWidth.of($0) } ?? 0)), height: 1)
    }

    /// The glyph in the accent colour (stopped and shown: the first glyph, dim), then the text.
    open override func draw(into buffer: inout ScreenBuffer) {
        let area = bounds
        guard area.width > 0, area.height > 0 else { return }
        let y = area.y + (area.height - 1) / 2
        var glyphStyle = theme.accent
        if !spinning { glyphStyle.attributes.insert(.dim) }
        var x = area.x + buffer.put(Self.glyphs[spinning ? shownGlyph : 0], at: CellPoint(x: area.x, y: y), style: glyphStyle, clip: area)
        if let text {
            x += 1
            for grapheme in text { x += buffer.put(grapheme, at: CellPoint(x: x, y: y), style: theme.text, clip: area) }
        }
    }
}
