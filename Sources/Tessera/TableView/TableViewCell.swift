import Foundation

/// A table row (Apple's `UITableViewCell`): a list cell whose trailing accessory follows
/// `accessoryType` and whose editing controls (delete, reorder) the table view's data source
/// sets from `tableView(_:canEditRowAt:)` and `tableView(_:canMoveRowAt:)`. Content and
/// background configurations, `defaultContentConfiguration()` and state are a list cell's.
///
/// The cell keeps `accessories` in step with those two: set `accessoryType` rather than
/// `accessories` on a table row.
open class TableViewCell: CollectionViewListCell {
    /// Apple's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Apple's `UITableViewCell.SelectionStyle`: whether a selected or highlighted row is
    /// restyled (`.none` keeps it plain; the others all use the theme's selection look).
    public enum SelectionStyle: Hashable, Sendable {
        case none, blue, gray, `default`
    }

    /// Apple's `UITableViewCell.EditingStyle`: what committing an edit asks for.
    public enum EditingStyle: Hashable, Sendable {
        case none, delete, insert
    }

    public var accessoryType: AccessoryType = .none { didSet { refreshAccessories() } }
    public var selectionStyle: SelectionStyle = .default {
        didSet {
            guard selectionStyle != oldValue else { return }
            var background = backgroundConfiguration ?? defaultBackgroundConfiguration()
            background.showsStateHighlight = selectionStyle != .none
            backgroundConfiguration = background
        }
    }
    /// The delete and reorder controls shown in edit mode (set by the table view's data source).
    var editingControls: [CellAccessory] = [] { didSet { refreshAccessories() } }

    public required init() { super.init() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
        selectionStyle = .default
    }

    private func refreshAccessories() {
        accessories = editingControls + Self.accessories(for: accessoryType)
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
    public required init() { super.init() }
}
