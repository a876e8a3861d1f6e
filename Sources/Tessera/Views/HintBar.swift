import TesseraTerminal

/// A one-line bar of key hints, "↑↓ move  Enter open  / search", with a status at the right edge
/// ("12 of 400"). Hints are separated by two spaces. When they don't all fit, the bar shows as
/// many as fit followed by "…", so it is clear that some are hidden, and keeps "? help" (the
/// list of them all) among those shown. Each action is offered once, by its first key ("q quit",
/// not also "^C quit"). The status wins over the
/// hints: it is drawn first (truncated if even it is too wide) and the hints get what is left,
/// less one column of gap.
public final class HintBar: View {
    /// Fixed hints; when empty, the bar shows the window's active hints (the focused view's).
    public var hints: [KeyHint] = [] { didSet { if hints != oldValue { setNeedsDisplay() } } }
    /// Text shown at the right edge (a count, a status).
    public var status: String = "" { didSet { if status != oldValue { setNeedsDisplay() } } }

    static let separator = "  "

    /// The hints and status this frame draws, worked out before drawing (`prepareToDraw()`):
    /// the window's active hints change with focus, a search field's text, an alert, none of
    /// which tells the bar. Nil before the first frame.
    private var prepared: (hints: [KeyHint], status: String)?

    /// The bar damages itself, when what it shows differs from the last frame's.
    override var damagesItself: Bool { true }

    /// Works out the hints and status to show (the window's active hints when the bar has none
    /// of its own) and damages the bar when they differ from the last frame's.
    public override func prepareToDraw() {
        let now = (hints: hints.isEmpty ? (window?.activeKeyHints ?? []) : hints, status: status)
        if let prepared, prepared.hints == now.hints, prepared.status == now.status { return }
        prepared = now
        setNeedsDisplay(bounds)
    }

    /// A bar with no fixed hints (it shows the window's active ones) and no status. Give it one
    /// row: in a ``StackView``, `.fixed(1)`.
    public override init() { super.init() }

    /// Draws the status at the right, then as many hints as fit in the rest of the first row of
    /// the frame, ending in "…" when some are left out.
    public override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.fill(row, style: theme.hintText)

        let status = prepared?.status ?? status
        var hintsWidth = row.width
        if !status.isEmpty {
            let shownStatus = TextWidth.truncate(status, to: row.width)
            let statusWidth = TextWidth.of(shownStatus)
            buffer.draw(shownStatus, at: CellPoint(x: row.maxX - statusWidth, y: row.y), style: theme.hintText, clip: row)
            hintsWidth = max(0, row.width - statusWidth - 1)
        }

        let all = prepared?.hints ?? (hints.isEmpty ? (window?.activeKeyHints ?? []) : hints)
        let (shown, ellipsis) = Self.shown(all, in: hintsWidth)
        var x = row.x
        for (n, hint) in shown.enumerated() {
            // The separator goes between hints (and before "…"), never after the last: hints
            // that fit exactly end at the status's gap, and a trailing separator would cover it.
            let separator = n + 1 < shown.count || ellipsis ? Self.separator : ""
            x += buffer.draw(hint.keys, at: CellPoint(x: x, y: row.y), style: theme.hintKey, clip: row)
            x += buffer.draw(" " + hint.action + separator, at: CellPoint(x: x, y: row.y), style: theme.hintText, clip: row)
        }
        if ellipsis {
            buffer.put(TextWidth.ellipsis, at: CellPoint(x: x, y: row.y), style: theme.hintText, clip: row)
        }
    }

    /// Columns a hint takes without its separator: keys, a space, the action.
    static func width(of hint: KeyHint) -> Int {
        TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.action)
    }

    /// The hints that fit in `width` columns, in order, and whether to end with "…". When some
    /// must go, the help hint ("?") stays, last: it is how a person finds the hidden ones.
    static func shown(_ offered: [KeyHint], in width: Int) -> (hints: [KeyHint], ellipsis: Bool) {
        let all = oneHintPerAction(offered)
        let (count, ellipsis) = fit(all.map(Self.width(of:)), in: width)
        guard ellipsis, let helpIndex = all.firstIndex(where: { $0.keys == helpKeys }), helpIndex >= count else {
            return (Array(all.prefix(count)), ellipsis)
        }
        var others = all
        let help = others.remove(at: helpIndex)
        let room = width - Self.width(of: help) - separator.count
        guard room >= 1 else { return (Array(all.prefix(count)), ellipsis) }
        let kept = fittingWithEllipsis(others.map(Self.width(of:)), in: room)
        return (Array(others.prefix(kept)) + [help], true)
    }

    /// `hints` with each action offered once, by its first hint: two keys that do the same
    /// ("q quit" and "^C quit") read as two different things; the help overlay lists them all.
    static func oneHintPerAction(_ hints: [KeyHint]) -> [KeyHint] {
        var actions: Set<String> = []
        return hints.filter { actions.insert($0.action).inserted }
    }

    /// The keys of the help hint that `shown(_:in:)` keeps.
    static let helpKeys = "?"

    /// How many hints of these widths to show in `width` columns, and whether to end with "…":
    /// all of them if they fit, else the most that fit followed by a separator and "…".
    static func fit(_ widths: [Int], in width: Int) -> (count: Int, ellipsis: Bool) {
        let separatorWidth = separator.count
        var used = 0
        for (i, w) in widths.enumerated() {
            let end = used + (i > 0 ? separatorWidth : 0) + w
            if end > width { return (fittingWithEllipsis(widths, in: width), width > 0) }
            used = end
        }
        return (widths.count, false)
    }

    /// The most hints (each followed by a separator) that leave room for "…".
    private static func fittingWithEllipsis(_ widths: [Int], in width: Int) -> Int {
        var used = 0, count = 0
        for w in widths {
            let end = used + w + separator.count
            if end + 1 > width { break }
            used = end
            count += 1
        }
        return count
    }
}
