import Foundation
import TesseraLayout
import TesseraTerminal

/// A list row (Apple's `UICollectionViewListCell`): indentation from the outline level,
/// accessories on both sides, and the content between them.
///
/// Across a row, inside the background's border: the indentation (`indentationLevel ×
/// indentationWidth` columns), then — after a one-column margin — the leading accessories, one
/// column apart, then the content, then the trailing accessories, one column apart, and a
/// one-column margin at the right. The content's own margins give the space between it and the
/// accessories; without accessories on a side the content reaches that side's edge. With the
/// default indentation width of 2 (a disclosure and its gap), a child's text lines up under its
/// parent's and a nested parent's ▸ under its parent's text. Trailing accessories that no longer
/// fit are dropped from the innermost. Accessories sit on the content's middle row.
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories beside the content (Apple's `accessories`). The cell orders them by kind
    /// and side (see ``CellAccessory``); each shows in the editing state its `displayed` says.
    /// Setting it redraws the cell on the next frame.
    public var accessories: [CellAccessory] = [] { didSet { invalidateImage() } }
    /// Set from the section snapshot's level for outline rows.
    public var indentationLevel = 0 { didSet { if indentationLevel != oldValue { invalidateImage() } } }
    /// Columns per level.
    public var indentationWidth: CGFloat = 2 { didSet { if indentationWidth != oldValue { invalidateImage() } } }
    /// Whether leading accessories move with the indentation (true, as Apple's); when false they
    /// stay at the edge and only the content is indented.
    public var indentsAccessories = true { didSet { if indentsAccessories != oldValue { invalidateImage() } } }

    /// An accessory drawn in the cell and the columns it covers, counted from the cell's
    /// leading edge: where a click lands on it. Hidden accessories have none.
    package struct AccessoryPlacement {
        /// The accessory drawn.
        package var accessory: CellAccessory
        /// The columns it covers, counted from the cell's leading edge.
        package var columns: Range<Int>
        /// The kind of accessory drawn there.
        package var type: CellAccessory.AccessoryType { accessory.accessoryType }
    }

    /// Where each accessory was drawn last, leading side first (for clicks).
    package private(set) var accessoryColumns: [AccessoryPlacement] = []
    /// The cell's leading column in the last drawing, which `accessoryColumns` count from.
    private var cellMinX = 0

    /// The appearance of the list the cell is in, set by the collection view from the section's
    /// list configuration: it picks the default background (grouped lists fill their rows).
    package internal(set) var listAppearance: CollectionLayoutListConfiguration.Appearance? {
        didSet { if listAppearance != oldValue { invalidateImage() } }
    }
    /// Set by the collection view for rows of outline sections: whether the row has children.
    /// A leaf's outline disclosure is hidden but keeps its column, so names line up.
    var isOutlineParent: Bool? { didSet { if isOutlineParent != oldValue { invalidateImage() } } }

    /// A list cell with no accessories and no indentation.
    public required init() { super.init() }

    /// A content configuration in the list cell's default look (``ListContentConfiguration/cell()``),
    /// to fill in and assign to ``CollectionViewCell/contentConfiguration`` (Apple's
    /// `defaultContentConfiguration()`).
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The background for the list the cell is in: grouped and inset-grouped lists fill their
    /// rows (``BackgroundConfiguration/listGroupedCell()``), sidebars and plain lists do not.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        switch listAppearance {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .sidebar?, .sidebarPlain?: .listSidebarCell()
        default: .listPlainCell()
        }
    }

    /// Clears the accessories and the indentation level before the cell shows another item.
    /// Call super when you override it.
    open override func prepareForReuse() {
        super.prepareForReuse()
        accessories = []
        indentationLevel = 0
    }

    /// The accessory drawn over `column` (counted from the cell's leading edge), if any.
    public func accessory(atColumn column: Int) -> CellAccessory? {
        accessoryColumns.first { $0.columns.contains(column) }?.accessory
    }

    // MARK: Order

    /// The accessories shown in the current editing state, each side in leading-to-trailing order.
    func visibleAccessories() -> (leading: [CellAccessory], trailing: [CellAccessory]) {
        let shown = accessories.filter { $0.isDisplayed(editing: configurationState.isEditing) }.map { accessory in
            guard isOutlineParent == false, accessory.accessoryType == .outlineDisclosure, !accessory.options.isHidden else { return accessory }
            var options = accessory.options
            options.isHidden = true
            return CellAccessory(kind: accessory.kind, displayed: accessory.displayed, options: options)
        }
        func systemOrder(_ side: [CellAccessory], _ rank: (CellAccessory.AccessoryType) -> Int) -> [CellAccessory] {
            side.enumerated()
                .sorted { (rank($0.element.accessoryType), $0.offset) < (rank($1.element.accessoryType), $1.offset) }
                .map(\.element)
        }
        var leading = systemOrder(shown.filter { $0.isLeading && $0.accessoryType != .customView }, Self.leadingRank)
        var trailing = systemOrder(shown.filter { !$0.isLeading && $0.accessoryType != .customView }, Self.trailingRank)
        for accessory in shown {
            guard case .customView(let configuration) = accessory.kind else { continue }
            if configuration.placement.isLeading {
                leading.insert(accessory, at: min(max(0, configuration.placement.position(leading)), leading.count))
            } else {
                trailing.insert(accessory, at: min(max(0, configuration.placement.position(trailing)), trailing.count))
            }
        }
        return (leading, trailing)
    }

    /// Leading side, from the edge to the content.
    private static func leadingRank(_ type: CellAccessory.AccessoryType) -> Int {
        switch type {
        case .delete, .insert: 0
        case .multiselect: 1
        default: 2  // the outline disclosure sits next to the content
        }
    }

    /// Trailing side, from the content to the edge.
    private static func trailingRank(_ type: CellAccessory.AccessoryType) -> Int {
        switch type {
        case .label: 0
        case .checkmark: 1
        case .detail: 2
        case .toggle: 3
        case .popUpMenu: 4
        case .disclosureIndicator: 5
        default: 6  // the reorder handle is outermost
        }
    }

    // MARK: Layout

    private var indentColumns: Int { indentationLevel * CellRounding.cells(indentationWidth) }

    /// Where the content and each accessory go in `rect` (columns only; rows are the caller's).
    func layout(in rect: CellRect) -> (content: CellRect, placements: [(accessory: CellAccessory, x: Int, width: Int)]) {
        let (leading, trailing) = visibleAccessories()
        var placements: [(accessory: CellAccessory, x: Int, width: Int)] = []
        var contentStart = rect.x + (indentsAccessories ? indentColumns : 0)
        if !leading.isEmpty {
            var x = contentStart + 1
            for (i, accessory) in leading.enumerated() {
                let width = accessory.width(state: configurationState)
                placements.append((accessory, x, width))
                x += width + (i + 1 < leading.count ? 1 : 0)
            }
            contentStart = x
        }
        if !indentsAccessories { contentStart += indentColumns }

        var contentEnd = rect.maxX
        if !trailing.isEmpty {
            var right = rect.maxX - 1
            for accessory in trailing.reversed() {
                let width = accessory.width(state: configurationState)
                guard right - width >= contentStart else { break }
                right -= width
                placements.append((accessory, right, width))
                contentEnd = right
                right -= 1
            }
        }
        let content = CellRect(x: contentStart, y: rect.y, width: contentEnd - contentStart, height: rect.height)
        return (content, placements)
    }

    override func preferredContentHeight(forWidth width: Int) -> Int {
        let content = layout(in: CellRect(x: 0, y: 0, width: width, height: 1)).content
        return super.preferredContentHeight(forWidth: content.width)
    }

    /// Draws the background and then the content with its accessories, noting where the cell
    /// starts so `accessoryColumns` count from its leading edge.
    open override func draw(into buffer: inout ScreenBuffer, in rect: CellRect, theme: Theme) {
        cellMinX = rect.x
        super.draw(into: &buffer, in: rect, theme: theme)
    }

    /// Leaves the indentation blank, then draws the accessories (on the content's middle row)
    /// and the content between them into `rect`, recording where each accessory went
    /// (``accessoryColumns``).
    package override func drawContent(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        let (content, placements) = layout(in: rect)
        let row = rect.y + max(0, rect.height - 1) / 2
        var columns: [AccessoryPlacement] = []
        for (accessory, x, width) in placements where !accessory.options.isHidden {
            let (text, style) = accessory.rendering(state: configurationState, base: base, theme: theme)
            buffer.draw(text, at: CellPoint(x: x, y: row), style: style, clip: CellRect(x: x, y: row, width: width, height: 1).intersection(rect))
            columns.append(AccessoryPlacement(accessory: accessory, columns: (x - cellMinX)..<(x - cellMinX + width)))
        }
        accessoryColumns = columns.sorted { $0.columns.lowerBound < $1.columns.lowerBound }
        super.drawContent(into: &buffer, in: content, base: base, theme: theme)
    }
}
