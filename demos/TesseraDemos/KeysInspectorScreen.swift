import Tessera

/// `tessera-demos keys`: shows every event the terminal sends — its name, modifiers, the text
/// it types and the raw bytes — in a scrolling log, with the terminal's size and colour depth
/// in a status line, and above it which kinds of emoji the start-up probe found this terminal
/// draws whole. What people reach for when a key (or an emoji) "doesn't work".
///
/// Quitting takes Esc pressed twice in a row, so that Esc, q and Ctrl-C can all be inspected.
/// (Terminals that send Alt-Esc as ESC ESC in one go quit too.)
public final class KeysInspectorScreen: View {
    /// One logged event.
    public struct Entry: Hashable, Sendable {
        public var number: Int
        public var event: Event
    }

    /// The newest events, oldest first; older ones are dropped past `capacity`.
    public private(set) var log: [Entry] = []
    public let capacity = 500
    private var count = 0
    private var lastWasEscape = false
    private let context: DemoContext

    public static let quitHint = "Esc twice quits · every other key (Esc, q, Ctrl-C…) is shown"

    /// Ctrl-C is one of the keys to inspect: it does not quit here (Esc twice does).
    public override var takesInterruptKey: Bool { true }

    // From the theme, so they read on a light background and at 8 colours too.
    var titleStyle: Style { theme.titleBar }
    var headerStyle: Style { Style(attributes: [.bold, .underline]) }
    var nameStyle: Style { theme.accent }
    var bytesStyle: Style { Style(foreground: theme.header.foreground) }
    var statusStyle: Style { theme.focused }
    var hintStyle: Style { theme.secondaryText }

    /// Column widths: number, name, modifiers, text; the raw bytes take the rest.
    static let columns = [5, 18, 15, 9]

    public init(context: DemoContext) {
        self.context = context
        super.init()
    }

    public override var canBecomeFocused: Bool { true }

    /// Every event is logged here, so none reaches the application's own keys.
    public override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, key.key == .escape {
            if key.modifiers == .alt || (key.modifiers.isEmpty && lastWasEscape) {
                context.close()
                return true
            }
            lastWasEscape = key.modifiers.isEmpty
        } else {
            lastWasEscape = false
        }
        count += 1
        log.append(Entry(number: count, event: event))
        if log.count > 2 * capacity { log.removeFirst(log.count - capacity) } // amortised O(1)
        setNeedsDisplay()
        return true
    }

    public override func draw(into buffer: inout ScreenBuffer) {
        var screen = ScreenBuffer(size: bounds.size)
        draw(in: &screen)
        buffer.blit(screen, at: .zero, clip: bounds)
    }

    func draw(in buffer: inout ScreenBuffer) {
        let width = buffer.width, height = buffer.height
        guard width > 0, height > 0 else { return }
        func row(_ y: Int) -> CellRect { CellRect(x: 0, y: y, width: width, height: 1) }

        buffer.fill(row(0), style: titleStyle)
        buffer.draw(" tessera-demos keys — key and mouse inspector", in: row(0), style: titleStyle)
        if height > 1 { drawColumns(["#", "Event", "Modifiers", "Text", "Raw bytes"], y: 1, in: &buffer, style: headerStyle) }

        let emojiLine = height > 5
        let logTop = 2, logBottom = height - (emojiLine ? 3 : 2) // exclusive; the emoji, status and hint lines stay
        let visible = max(0, logBottom - logTop)
        if visible > 0 {
            if log.isEmpty {
                buffer.draw("Press keys, click or scroll: each event appears here.",
                            in: CellRect(x: 1, y: logTop, width: width - 1, height: 1), style: hintStyle)
            }
            for (offset, entry) in log.suffix(visible).enumerated() {
                drawEntry(entry, y: logTop + offset, in: &buffer)
            }
        }
        if emojiLine {
            buffer.draw(" " + Self.emojiSummary(EmojiPolicy.current), in: row(height - 3), style: hintStyle)
        }
        if height > 3 {
            buffer.fill(row(height - 2), style: statusStyle)
            buffer.draw(" " + status(size: buffer.size), in: row(height - 2), style: statusStyle)
        }
        if height > 2 { buffer.draw(" " + Self.quitHint, in: row(height - 1), style: hintStyle) }
    }

    /// "80×24 · 256 colours · mouse on · synchronized output off · 3 events".
    public func status(size: CellSize) -> String {
        let capabilities = context.capabilities
        return "\(size.width)×\(size.height) · \(capabilities.colorDepth) · mouse \(capabilities.mouse ? "on" : "off")"
            + " · synchronized output \(capabilities.synchronizedOutput ? "on" : "off") · \(count) event\(count == 1 ? "" : "s")"
    }

    /// "emoji whole: flag, vs16, keycap, single · stand-ins: zwj, skin (TESSERA_EMOJI)": the
    /// classes by their `TESSERA_EMOJI` keys, short enough for 80 columns.
    public static func emojiSummary(_ policy: EmojiPolicy) -> String {
        func keys(_ rendering: EmojiPolicy.Rendering) -> String {
            let classes = EmojiClass.allCases.filter { policy[$0] == rendering }
            return classes.isEmpty ? "none" : classes.map(\.key).joined(separator: ", ")
        }
        return "emoji whole: \(keys(.whole)) · stand-ins: \(keys(.fallback)) (\(EmojiPolicy.environmentVariable))"
    }

    private func drawEntry(_ entry: Entry, y: Int, in buffer: inout ScreenBuffer) {
        let fields = Self.fields(of: entry.event)
        let number = String(entry.number)
        drawColumns([number, fields.name, fields.modifiers, fields.text, fields.bytes], y: y, in: &buffer,
                    styles: [hintStyle, nameStyle, Style(), Style(), bytesStyle])
    }

    private func drawColumns(_ values: [String], y: Int, in buffer: inout ScreenBuffer,
                             style: Style = Style(), styles: [Style]? = nil) {
        var x = 1
        for (index, value) in values.enumerated() {
            let columnWidth = index < Self.columns.count ? Self.columns[index] : buffer.width - x
            guard columnWidth > 0, x < buffer.width else { return }
            buffer.draw(value, in: CellRect(x: x, y: y, width: min(columnWidth - 1, buffer.width - x), height: 1),
                        style: styles?[index] ?? style)
            x += columnWidth
        }
    }

    /// What the log shows for an event, column by column.
    public static func fields(of event: Event) -> (name: String, modifiers: String, text: String, bytes: String) {
        switch event {
        case .key(let key):
            return (key.name, modifierNames(key.modifiers), key.text.map { "\"\($0)\"" } ?? "—", hex(key.raw))
        case .mouse(let mouse):
            return (mouse.name, modifierNames(mouse.modifiers), "\(mouse.position.x),\(mouse.position.y)", hex(mouse.raw))
        case .paste(let paste):
            let shown = paste.text.count > 24 ? String(paste.text.prefix(23)) + "…" : paste.text
            return (event.name, "—", "\"\(shown.replacingOccurrences(of: "\n", with: "⏎"))\"", "—")
        case .resize, .resumed:
            return (event.name, "—", "—", "—")
        }
    }

    static func modifierNames(_ modifiers: Modifiers) -> String {
        var names: [String] = []
        if modifiers.contains(.ctrl) { names.append("Ctrl") }
        if modifiers.contains(.alt) { names.append("Alt") }
        if modifiers.contains(.shift) { names.append("Shift") }
        return names.isEmpty ? "—" : names.joined(separator: "+")
    }

    static func hex(_ bytes: [UInt8]?) -> String {
        guard let bytes, !bytes.isEmpty else { return "—" }
        let digits = Array("0123456789abcdef")
        return bytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined(separator: " ")
    }
}
