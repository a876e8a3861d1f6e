import TesseraTerminal

/// A one-row bar of bar button items (Apple's `UIToolbar`), each drawn as its key and title,
/// left to right, disabled ones dimmed. A ``NavigationController`` shows one at its bottom with
/// the top controller's ``ViewController/toolbarItems`` while ``NavigationController/isToolbarHidden``
/// is false, and performs the items on their keys. A toolbar added to a view by hand draws its
/// items; their keys work where a navigation controller shows them, and a click on an item
/// performs it anywhere.
@MainActor
open class Toolbar: View {
    /// The items, left to right (Apple's `items`).
    open var items: [BarButtonItem]? { didSet { setNeedsDisplay() } }
    /// The hint each item shows: its key as it is performed from where keys go now. A navigation
    /// controller sets it (Alt and a letter where the page types letters).
    var shownHint: ((BarButtonItem) -> KeyHint)?
    /// The items as last drawn, compared each frame (an item's state tells no view).
    private var drawnItems: [ShownBarItem] = []
    /// Where each item was drawn, in window cells: its menu hangs from there.
    private var itemPlaces: [ObjectIdentifier: CellRect] = [:]

    /// An empty toolbar.
    public override init() { super.init() }

    /// Sets the items (Apple's `setItems(_:animated:)`); the change is not animated.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The items as drawn now.
    private var shownItems: [ShownBarItem] {
        (items ?? []).map { ShownBarItem(item: $0, hint: shownHint?($0) ?? $0.keyHint) }
    }

    /// Where `item` was last drawn, in window cells; nil when it was not drawn.
    func place(of item: BarButtonItem) -> CellRect? { itemPlaces[ObjectIdentifier(item)] }

    /// A left click on an item performs it, as its key does (a menu opens over it).
    open override func handle(_ event: Event) -> Bool {
        guard let point = NavigationBar.leftClick(event),
              let item = (items ?? []).first(where: { itemPlaces[ObjectIdentifier($0)]?.contains(point) == true }) else { return false }
        return item.perform(in: window, anchor: itemPlaces[ObjectIdentifier(item)])
    }

    /// Damages the toolbar when its items changed since the last frame.
    open override func prepareToDraw() {
        let items = shownItems
        if items != drawnItems { drawnItems = items; setNeedsDisplay() }
    }

    /// Fills the row in the bar style and draws the items from the left, two columns apart, as
    /// many as fit.
    open override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        let style = theme.titleBar
        buffer.fill(row, style: style)
        itemPlaces = [:]
        var left = row.x + 1
        for shown in shownItems {
            guard left + shown.width <= row.maxX - 1 else { break }
            shown.draw(at: CellPoint(x: left, y: row.y), barStyle: style, clip: row, into: &buffer)
            itemPlaces[ObjectIdentifier(shown.item)] = convert(CellRect(x: left, y: row.y, width: shown.width, height: 1), to: nil)
            left += shown.width + 2
        }
    }
}
