import Foundation

/// A table row (Apple's `UITableViewCell`): a list cell whose trailing accessory follows
/// `accessoryType` and whose editing controls (delete, reorder) the table view's data source
/// sets from `tableView(_:canEditRowAt:)` and `tableView(_:canMoveRowAt:)`. Content and
/// background configurations, `defaultContentConfiguration()` and state are a list cell's.
///
/// The cell keeps `accessories` in step with those two: set `accessoryType` rather than
/// `accessories` on a table row.
open class TableViewCell: CollectionViewListCell {
    /// The standard accessory a row shows at its trailing edge (Apple's
    /// `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Hashable, Sendable {
        /// No accessory.
        case none
        /// `›`: the row leads somewhere.
        case disclosureIndicator
        /// `ⓘ` then `›`: more information, and the row leads somewhere.
        case detailDisclosureButton
        /// `✓`: the row is the chosen one.
        case checkmark
        /// `ⓘ`: more information about the row.
        case detailButton
    }

    /// Apple's `UITableViewCell.SelectionStyle`: whether a selected or highlighted row is
    /// restyled (`.none` keeps it plain; the others all use the theme's selection look).
    public enum SelectionStyle: Hashable, Sendable {
        /// The row keeps its look when focused, selected or pressed.
        case none
        /// The theme's selection look (UIKit's blue has no terminal meaning of its own).
        case blue
        /// The theme's selection look.
        case gray
        /// The theme's selection look; the default.
        case `default`
    }

    /// Apple's `UITableViewCell.EditingStyle`: what committing an edit asks for.
    public enum EditingStyle: Hashable, Sendable {
        /// No edit.
        case none
        /// Delete the row: what the default swipe action and the delete control commit.
        case delete
        /// Insert a row (Tessera's table view never commits it itself).
        case insert
    }

    /// The standard trailing accessory (Apple's `accessoryType`); ``AccessoryType/none`` by
    /// default. Setting it rebuilds ``CollectionViewListCell/accessories``.
    public var accessoryType: AccessoryType = .none { didSet { refreshAccessories() } }
    /// A view shown at the row's trailing edge instead of ``accessoryType``'s glyphs (Apple's
    /// `accessoryView`): a ``Switch`` is drawn as a toggle that Enter, Space or a click flips,
    /// a ``Label`` as its text (TableViewCell+AccessoryView.swift). Other views are not drawn
    /// there yet, and ``accessoryType`` shows instead. Nil by default.
    public var accessoryView: View? {
        didSet { if accessoryView !== oldValue { accessoryViewChanged(from: oldValue) } }
    }
    /// Whether the row restyles when selected or pressed (Apple's `selectionStyle`):
    /// ``SelectionStyle/none`` keeps it plain then; the others use the theme's look. Focus always
    /// shows, so keyboard users can see where they are. Default: `.default`.
    public var selectionStyle: SelectionStyle = .default {
        didSet { if selectionStyle != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The state the row is drawn in: with ``SelectionStyle/none``, never selected or highlighted.
    open override var configurationState: CellConfigurationState {
        var state = super.configurationState
        if selectionStyle == .none {
            state.isSelected = false
            state.isHighlighted = false
        }
        return state
    }
    /// Where `textLabel` and `detailTextLabel` go (TableViewCell+Style.swift).
    var cellStyle: CellStyle = .default
    /// The classic labels, made when first asked for.
    lazy var classicLabels: ClassicCellLabels = ClassicCellLabels { [unowned self] in self.applyClassicLabels() }
    /// The delete and reorder controls shown in edit mode (set by the table view's data source).
    var editingControls: [CellAccessory] = [] { didSet { refreshAccessories() } }

    /// A row in `style`, reusable under `reuseIdentifier` (Apple's designated
    /// `init(style:reuseIdentifier:)`): a row made this way, not registered, comes back from
    /// ``TableView/dequeueReusableCell(withIdentifier:)`` once it scrolls away. A subclass that
    /// overrides it and calls `super.init(style: .value1, reuseIdentifier:)` gets that style when
    /// the table makes it from a registration too, as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        super.init()
        cellStyle = style
        if let reuseIdentifier {
            self.reuseIdentifier = reuseIdentifier
            reuseKey = .cell(identifier: reuseIdentifier)
        }
    }

    /// A row in the `.default` style, as a registration makes it: it calls
    /// ``init(style:reuseIdentifier:)``, so a subclass's override of that runs.
    public required convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    /// Resets the accessory type and selection style before the row shows another item, then
    /// the list cell's state. Call super when you override it.
    open override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
        selectionStyle = .default
    }

    func refreshAccessories() {
        accessories = editingControls + (accessoryViewAccessories ?? Self.accessories(for: accessoryType))
    }

    private static func accessories(for type: AccessoryType) -> [CellAccessory] {
        switch type {
        case .none: []
        case .disclosureIndicator: [.disclosureIndicator()]
        case .checkmark: [.checkmark()]
        case .detailButton: [.detail()]
        case .detailDisclosureButton: [.detail(), .disclosureIndicator()]
        }
    }
}

/// A section's header or footer row in a table (Apple's `UITableViewHeaderFooterView`): a list
/// cell showing a title in the table style's header or footer look.
open class TableViewHeaderFooterView: CollectionViewListCell {
    /// An empty title row; the table view gives it its title and look.
    public required init() { super.init() }

    /// A header or footer reusable under `reuseIdentifier` (Apple's `init(reuseIdentifier:)`);
    /// register the class with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` to
    /// have the table make and reuse them.
    public convenience init(reuseIdentifier: String?) {
        self.init()
        self.reuseIdentifier = reuseIdentifier
    }

    private lazy var classicLabels: ClassicCellLabels = ClassicCellLabels { [unowned self] in
        var content = ListContentConfiguration.header()
        content.text = self.classicLabels.text.text
        content.secondaryText = self.classicLabels.detail.text
        self.contentConfiguration = content
    }

    /// The header's title (Apple's `textLabel`): setting its `text` shows it in the header look.
    public var textLabel: Label? { classicLabels.text }
    /// A second line under the title (Apple's `detailTextLabel`, for grouped styles).
    public var detailTextLabel: Label? { classicLabels.detail }
}
