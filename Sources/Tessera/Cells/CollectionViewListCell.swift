import Foundation
import TesseraTerminal

/// A list row (Apple's `UICollectionViewListCell`): indentation from the outline level,
/// accessories on both sides, and the content between them.
open class CollectionViewListCell: CollectionViewCell {
    public var accessories: [CellAccessory] = [] { didSet { invalidateImage() } }
    /// Set from the section snapshot's level for outline rows.
    public var indentationLevel = 0 { didSet { invalidateImage() } }
    /// Columns per level.
    public var indentationWidth: CGFloat = 2 { didSet { invalidateImage() } }
    /// Whether leading accessories move with the indentation (true, as Apple's).
    public var indentsAccessories = true { didSet { invalidateImage() } }

    /// Where each drawn accessory sits, in columns from the cell's leading edge (for clicks).
    public private(set) var accessoryColumns: [(type: CellAccessory.AccessoryType, columns: Range<Int>)] = []

    public required init() { super.init() }

    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        accessories = []
        indentationLevel = 0
    }

    /// The accessories shown in the current editing state, in drawing order per side.
    func visibleAccessories() -> (leading: [CellAccessory], trailing: [CellAccessory]) {
        let shown = accessories.filter { $0.isDisplayed(editing: configurationState.isEditing) }
        let leading = shown.filter(\.isLeading).sorted { Self.leadingOrder($0) < Self.leadingOrder($1) }
        let trailing = shown.filter { !$0.isLeading }.sorted { Self.trailingOrder($0) < Self.trailingOrder($1) }
        return (leading, trailing)
    }

    private static func leadingOrder(_ a: CellAccessory) -> Int {
        switch a.accessoryType {
        case .delete, .insert: 0
        case .multiselect: 1
        case .customView: 2
        default: 3  // the outline disclosure sits next to the content
        }
    }

    private static func trailingOrder(_ a: CellAccessory) -> Int {
        switch a.accessoryType {
        case .label: 0
        case .customView: 1
        case .checkmark: 2
        case .detail: 3
        case .toggle: 4
        case .disclosureIndicator: 5
        default: 6  // reorder is outermost
        }
    }

    open override func preferredHeight(forWidth width: Int) -> Int {
        let (leading, trailing) = visibleAccessories()
        let used = indentColumns + columns(of: leading) + columns(of: trailing) + (trailing.isEmpty ? 0 : 1)
        return max(1, contentView?.preferredHeight(forWidth: max(1, width - used)) ?? 1)
    }

    private var indentColumns: Int { indentationLevel * max(0, Int(indentationWidth.rounded())) }

    private func columns(of accessories: [CellAccessory]) -> Int {
        accessories.reduce(0) { sum, a in
            sum + max(a.options.reservedLayoutWidth ?? 0, TextWidth.of(a.rendering(state: configurationState, base: .plain, theme: .standard).text)) + 1
        }
    }

    open override func draw(into buffer: inout ScreenBuffer, in rect: Rect, theme: Theme) {
        let background = backgroundConfiguration ?? defaultBackgroundConfiguration()
        let base = background.resolvedStyle(for: configurationState, theme: theme)
        background.paint(into: &buffer, in: rect, style: base)
        let (leading, trailing) = visibleAccessories()
        var columns: [(CellAccessory.AccessoryType, Range<Int>)] = []
        let row = rect.y + (rect.height - 1) / 2  // accessories centre on tall rows

        var x = rect.x + 1 + (indentsAccessories ? indentColumns : 0)
        for accessory in leading {
            let (text, style) = accessory.rendering(state: configurationState, base: base, theme: theme)
            let width = max(accessory.options.reservedLayoutWidth ?? 0, TextWidth.of(text))
            if !accessory.options.isHidden { buffer.draw(text, at: Point(x: x, y: row), style: style, clip: rect) }
            columns.append((accessory.accessoryType, (x - rect.x)..<(x - rect.x + width)))
            x += width + 1
        }
        if !indentsAccessories { x += indentColumns }

        var right = rect.maxX - 1
        for accessory in trailing.reversed() {
            let (text, style) = accessory.rendering(state: configurationState, base: base, theme: theme)
            let width = max(accessory.options.reservedLayoutWidth ?? 0, TextWidth.of(text))
            guard right - width > x else { break }
            right -= width
            if !accessory.options.isHidden { buffer.draw(text, at: Point(x: right, y: row), style: style, clip: rect) }
            columns.append((accessory.accessoryType, (right - rect.x)..<(right - rect.x + width)))
            right -= 1
        }
        accessoryColumns = columns
        // The content's own leading margin is replaced by the space we already left.
        let contentRect = Rect(x: x - 1, y: rect.y, width: right + (trailing.isEmpty ? 1 : 0) - (x - 1), height: rect.height)
        drawContent(into: &buffer, in: contentRect, base: base, theme: theme)
    }
}
