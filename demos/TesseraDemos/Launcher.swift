import Tessera

/// The menu `tessera-demos` opens with no subcommand: every demo in the catalog, one a line.
/// Up/Down (or k/j) choose, Enter opens, q or Esc quits. Kept small on purpose: a launcher
/// built on the collection view replaces it once that exists.
public final class Launcher: DemoScreen {
    public let entries: [DemoEntry]
    public private(set) var selection = 0
    private let environment: DemoEnvironment

    static let titleStyle = Style(foreground: .black, background: .cyan, attributes: .bold)
    static let selectedStyle = Style(attributes: [.reverse, .bold])
    static let hintStyle = Style(attributes: .dim)

    public init(environment: DemoEnvironment, entries: [DemoEntry] = DemoCatalog.all) {
        self.environment = environment
        self.entries = entries
    }

    public func draw(in buffer: inout ScreenBuffer) {
        let width = buffer.width
        buffer.fill(Rect(x: 0, y: 0, width: width, height: 1), style: Self.titleStyle)
        buffer.draw(" Tessera demos", in: Rect(x: 0, y: 0, width: width, height: 1), style: Self.titleStyle)
        let nameWidth = (entries.map { TextWidth.of($0.name) }.max() ?? 0) + 2
        for (index, entry) in entries.enumerated() {
            let y = 2 + index
            let selected = index == selection
            let style = selected ? Self.selectedStyle : Style()
            let line = (selected ? " ▸ " : "   ") + TextWidth.pad(entry.name, to: nameWidth) + entry.summary + " "
            buffer.draw(line, in: Rect(x: 1, y: y, width: width - 2, height: 1), style: style)
        }
        buffer.draw(" ↑/↓ choose · Enter open · q or Esc quit",
                    in: Rect(x: 0, y: buffer.height - 1, width: width, height: 1), style: Self.hintStyle)
    }

    public func handle(_ event: Event) -> DemoResponse {
        guard case .key(let key) = event else { return .stay }
        switch (key.key, key.modifiers) {
        case (.up, []), (.character("k"), []):
            selection = max(0, selection - 1)
        case (.down, []), (.character("j"), []):
            selection = min(entries.count - 1, selection + 1)
        case (.enter, []):
            guard entries.indices.contains(selection) else { return .stay }
            return .open(entries[selection].make(environment))
        case (.escape, []), (.character("q"), []), (.character("c"), .ctrl):
            return .close
        default:
            break
        }
        return .stay
    }
}
