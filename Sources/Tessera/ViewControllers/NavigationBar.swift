import TesseraTerminal

/// The one-row bar a ``NavigationController`` draws above its top controller's view (Apple's
/// `UINavigationBar`): "‹ " and the previous controller's title (or "Back") at the left, the top
/// controller's title in the middle, its bar button items (key and title) at the right.
@MainActor
public final class NavigationBar: View {
    /// The navigation controller the bar belongs to; it reads the titles and items there.
    weak var navigationController: NavigationController?

    /// Made by the navigation controller that owns it.
    override init() { super.init() }

    /// The items' hints when last drawn: an item enabled or disabled (`BarButtonItem.isEnabled`)
    /// tells no view, so each frame compares.
    private var drawnItemHints: [KeyHint] = []

    /// Damages the bar when the enabled bar button items changed since the last frame.
    public override func prepareToDraw() {
        if itemHints != drawnItemHints { drawnItemHints = itemHints; setNeedsDisplay() }
    }

    /// The enabled items' hints, each with the key that performs it from where keys go now
    /// (Alt and a letter where the letter is typed: `NavigationContainerView+BarKeys.swift`).
    private var itemHints: [KeyHint] {
        let items = navigationController?.topViewController?.navigationItem.allBarButtonItems.filter(\.isEnabled) ?? []
        guard let container = navigationController?.viewIfLoaded as? NavigationContainerView else { return items.map(\.keyHint) }
        return items.map(container.shownKeyHint(of:))
    }

    /// The back hint's text, or nil when there is nothing to go back to or it is hidden.
    var backTitle: String? {
        guard let navigation = navigationController, let back = navigation.backViewController,
              navigation.topViewController?.navigationItem.hidesBackButton != true else { return nil }
        let item = back.navigationItem
        let title = item.backButtonTitle ?? item.title ?? ""
        return "‹ " + (title.isEmpty ? "Back" : title)
    }

    /// The title in the middle: the top controller's navigation item's.
    var title: String {
        navigationController?.topViewController?.navigationItem.title ?? ""
    }

    /// Draws the back hint, the items from the right edge, and the title centred in the row (or in
    /// the room between them when centring would overlap them).
    public override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        let style = theme.titleBar
        buffer.fill(row, style: style)

        var left = row.x + 1
        if let backTitle {
            // The back hint takes at most a third of the row, so the title keeps room.
            let shown = TextWidth.truncate(backTitle, to: max(0, row.width / 3))
            left += buffer.draw(shown, at: CellPoint(x: left, y: row.y), style: style, clip: row) + 2
        }
        var right = row.maxX - 1
        for hint in itemHints.reversed() {
            let width = TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.action)
            guard right - width >= left + 1 else { break }
            right -= width
            buffer.draw(hint.keys + " " + hint.action, at: CellPoint(x: right, y: row.y), style: style, clip: row)
            right -= 2
        }

        // The theme's bar is bold where bold keeps its contrast (not at 16 or 8 colours, where
        // bold black is drawn grey on cyan): the title adds nothing of its own.
        let titleStyle = style
        let titleWidth = TextWidth.of(title)
        let centred = row.x + (row.width - titleWidth) / 2
        if centred >= left, centred + titleWidth <= right {
            buffer.draw(title, at: CellPoint(x: centred, y: row.y), style: titleStyle, clip: row)
        } else if right > left {
            buffer.draw(title, in: CellRect(x: left, y: row.y, width: right - left, height: 1), style: titleStyle)
        }
    }
}
