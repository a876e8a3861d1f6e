import Foundation

extension TableViewCell {
    /// Apple's `UITableViewCell.CellStyle`: where a classic row puts `textLabel` and `detailTextLabel`.
    public enum CellStyle: Hashable, Sendable {
        /// The text alone (`detailTextLabel` is nil), as ``ListContentConfiguration/cell()``.
        case `default`
        /// The detail at the trailing edge, as ``ListContentConfiguration/valueCell()``.
        case value1
        /// UIKit's label-and-value row (a short label, then the detail); drawn as ``value1``.
        case value2
        /// The detail on a second line, as ``ListContentConfiguration/subtitleCell()``: the row is
        /// two rows tall unless the table fixes a height.
        case subtitle
    }

    /// Apple's `UITableViewCell.SeparatorStyle`, the type of ``TableView/separatorStyle``.
    public enum SeparatorStyle: Hashable, Sendable {
        /// No separators.
        case none
        /// The list's separator line; the default.
        case singleLine
        /// Drawn as ``singleLine``.
        case singleLineEtched
    }

    /// The row's main text (Apple's `textLabel`): setting its `text` shows it in the style's
    /// content configuration. Use either these labels or `contentConfiguration`, not both.
    public var textLabel: Label? { classicLabels.text }

    /// The row's secondary text (Apple's `detailTextLabel`); nil in the `.default` style.
    public var detailTextLabel: Label? { cellStyle == .default ? nil : classicLabels.detail }

    /// The content configuration the labels describe, in the row's style.
    func applyClassicLabels() {
        var content: ListContentConfiguration = switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
        content.text = classicLabels.text.text
        classicLabels.text.apply(to: &content.textProperties)
        if cellStyle != .default {
            content.secondaryText = classicLabels.detail.text
            classicLabels.detail.apply(to: &content.secondaryTextProperties)
        }
        contentConfiguration = content
    }
}

/// A classic row's labels, made on first use and wired to the row's content configuration.
@MainActor
final class ClassicCellLabels {
    let text = CellTextLabel()
    let detail = CellTextLabel()

    init(onChange: @escaping () -> Void) {
        text.onChange = onChange
        detail.onChange = onChange
    }
}
