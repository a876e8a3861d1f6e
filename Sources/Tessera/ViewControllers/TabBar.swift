import TesseraTerminal

/// The row of tabs a ``TabBarController`` draws at its bottom (Apple's `UITabBar`): each tab its
/// number (the digit Alt chooses it with) and its item's text, the selected one in the focus
/// style, disabled ones dimmed. A click on a tab chooses it.
@MainActor
public final class TabBar: View {
    /// The controller whose tabs the row shows.
    weak var tabBarController: TabBarController?
    /// Where each tab was drawn, in the row's coordinates, by index.
    private var tabColumns: [Range<Int>] = []

    /// Made by the tab bar controller that owns it.
    override init() { super.init() }

    /// Each tab's text: "1 ★ Home (3)".
    private var tabTexts: [(text: String, selected: Bool, enabled: Bool)] {
        guard let controller = tabBarController else { return [] }
        return (controller.viewControllers ?? []).enumerated().map { index, tab in
            let selected = index == controller.selectedIndex
            let number = index < 9 ? "\(index + 1) " : ""
            return (number + tab.tabBarItem.shownText(selected: selected, fallbackTitle: tab.title), selected, tab.tabBarItem.isEnabled)
        }
    }

    /// Fills the row in the bar style and draws the tabs from the left, each padded by a space.
    public override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.fill(row, style: theme.titleBar)
        tabColumns = []
        var left = row.x
        for tab in tabTexts {
            var style = tab.selected ? theme.focused : theme.titleBar
            if !tab.enabled { style.attributes.insert(.dim) }
            let width = TextWidth.of(tab.text) + 2
            let cell = CellRect(x: left, y: row.y, width: min(width, max(0, row.maxX - left)), height: 1)
            guard cell.width > 0 else { break }
            buffer.fill(cell, style: style)
            buffer.draw(tab.text, in: cell.inset(left: 1, right: 1), style: style)
            tabColumns.append(left..<(left + cell.width))
            left += width + 1
        }
    }

    /// A left click on a tab chooses it.
    public override func handle(_ event: Event) -> Bool {
        guard case .mouse(let mouse) = event, case .press(.left) = mouse.kind else { return false }
        let x = convert(mouse.position, from: nil).x
        guard let index = tabColumns.firstIndex(where: { $0.contains(x) }) else { return false }
        tabBarController?.choose(index)
        return true
    }
}
