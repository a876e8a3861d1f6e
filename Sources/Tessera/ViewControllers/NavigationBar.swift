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

    /// The items as last drawn: a change an item does not tell the bar of (a key shown as Alt
    /// and its letter once a search bar takes letters) is found by comparing, each frame.
    private var drawnItems: [ShownBarItem] = []
    /// Where each item was drawn, in window cells: its menu hangs from there, and a click there
    /// performs it.
    private(set) var itemPlaces: [ObjectIdentifier: CellRect] = [:]
    /// Where the back hint was drawn, in window cells; nil when none was.
    private var backPlace: CellRect?

    /// Damages the bar when its items changed since the last frame.
    public override func prepareToDraw() {
        let items = shownItems
        if items != drawnItems { drawnItems = items; setNeedsDisplay() }
    }

    /// The top controller's items, enabled or not, each with the key that performs it from where
    /// keys go now (Alt and a letter where the letter is typed: `NavigationContainerView+BarKeys.swift`).
    private var shownItems: [ShownBarItem] {
        let items = navigationController?.topViewController?.navigationItem.allBarButtonItems ?? []
        let container = navigationController?.viewIfLoaded as? NavigationContainerView
        return items.map { ShownBarItem(item: $0, hint: container?.shownKeyHint(of: $0) ?? $0.keyHint) }
    }

    /// Where `item` was last drawn, in window cells; nil when it was not drawn.
    func place(of item: BarButtonItem) -> CellRect? { itemPlaces[ObjectIdentifier(item)] }

    /// A left click on the back hint goes back (asking first if typed text would be lost, as
    /// Esc does); on an item, performs it as its key does (a menu opens under it).
    public override func handle(_ event: Event) -> Bool {
        guard let point = Self.leftClick(event) else { return false }
        if let backPlace, backPlace.contains(point) { return navigationController?.goBack() ?? false }
        guard let item = navigationController?.topViewController?.navigationItem.allBarButtonItems
            .first(where: { itemPlaces[ObjectIdentifier($0)]?.contains(point) == true }) else { return false }
        return item.perform(in: window, anchor: itemPlaces[ObjectIdentifier(item)])
    }

    /// Where a left button press is, in window cells; nil for any other event.
    static func leftClick(_ event: Event) -> CellPoint? {
        guard case .mouse(let mouse) = event, case .press(.left) = mouse.kind else { return nil }
        return mouse.position
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
        backPlace = nil
        if let backTitle {
            // The back hint takes at most a third of the row, so the title keeps room.
            let shown = TextWidth.truncate(backTitle, to: max(0, row.width / 3))
            let width = buffer.draw(shown, at: CellPoint(x: left, y: row.y), style: style, clip: row)
            backPlace = convert(CellRect(x: left, y: row.y, width: width, height: 1), to: nil)
            left += width + 2
        }
        var right = row.maxX - 1
        itemPlaces = [:]
        for shown in shownItems.reversed() {
            let width = shown.width
            guard right - width >= left + 1 else { break }
            right -= width
            shown.draw(at: CellPoint(x: right, y: row.y), barStyle: style, clip: row, into: &buffer)
            itemPlaces[ObjectIdentifier(shown.item)] = convert(CellRect(x: right, y: row.y, width: width, height: 1), to: nil)
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
