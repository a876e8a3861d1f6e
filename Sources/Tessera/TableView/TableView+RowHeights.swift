import Foundation
import TesseraLayout

/// Row, header and footer heights as UIKit apps give them: in points. A terminal row is one
/// line of text, about UIKit's standard 44-point row, so a height becomes
/// `round(points / 44)` rows, at least one: 44 and 60 are one row, 88 two, 132 three.
/// ``TableView/automaticDimension`` (the default) lets the row size itself to its content, as
/// UIKit's self-sizing rows do (a subtitle row is two). A header or footer height of one point
/// or less (apps write `0` or `.leastNormalMagnitude` to hide one) gives the section none.
extension TableView {
    /// Apple's `UITableView.automaticDimension`: the row (header, footer) sizes itself to its content.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// Rows for a height in points (see the type's rule); nil for ``automaticDimension``.
    nonisolated static func rows(forPoints points: CGFloat) -> Int? {
        guard points >= 0, points.isFinite else { return nil }
        return max(1, Int((points / 44).rounded()))
    }

    /// Whether a header or footer height hides the element.
    nonisolated static func hides(_ points: CGFloat) -> Bool { points >= 0 && points <= 1 }

    /// The rows a fixed height gives a row, header or footer the table lays out; nil lets it
    /// size itself (the view measures its cell).
    func fixedRows(for attributes: CollectionViewLayoutAttributes) -> Int? {
        let path = attributes.indexPath
        let tableDelegate = delegate as? TableViewDelegate
        switch attributes.representedElementCategory {
        case .cell:
            return Self.rows(forPoints: tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight)
        case .supplementaryView where attributes.representedElementKind == CollectionView.elementKindSectionHeader:
            return Self.rows(forPoints: tableDelegate?.tableView(self, heightForHeaderInSection: path.section) ?? sectionHeaderHeight)
        case .supplementaryView where attributes.representedElementKind == CollectionView.elementKindSectionFooter:
            return Self.rows(forPoints: tableDelegate?.tableView(self, heightForFooterInSection: path.section) ?? sectionFooterHeight)
        default:
            return nil
        }
    }

    /// Sets a section's list configuration from the table's heights, separator style and
    /// header and footer sources.
    func configureSection(_ configuration: inout CollectionLayoutListConfiguration, section: Int) {
        let tableDelegate = delegate as? TableViewDelegate
        let estimate = Self.rows(forPoints: estimatedRowHeight) ?? 1
        // Estimated even when fixed: the view's measurement answers with the fixed height, so
        // rows of different heights (`heightForRowAt`) need no layout of their own.
        configuration.rowHeight = .estimated(CGFloat(estimate))
        configuration.showsSeparators = separatorStyle != .none && configuration.showsSeparators
        let headerHeight = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        let footerHeight = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let hasHeader = titleSource?.tableView(self, titleForHeaderInSection: section) != nil
            || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        let hasFooter = titleSource?.tableView(self, titleForFooterInSection: section) != nil
            || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
        configuration.headerMode = hasHeader && !Self.hides(headerHeight) ? .supplementary : .none
        configuration.footerMode = hasFooter && !Self.hides(footerHeight) ? .supplementary : .none
    }

    /// A section's header or footer: the delegate's view (`tableView(_:viewForHeaderInSection:)`),
    /// else the data source's title in the table style's look.
    func sectionHeaderFooterView(kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let tableDelegate = delegate as? TableViewDelegate
        if let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: indexPath.section)
                               : tableDelegate?.tableView(self, viewForFooterInSection: indexPath.section) {
            return view
        }
        let title = isHeader ? titleSource?.tableView(self, titleForHeaderInSection: indexPath.section)
                             : titleSource?.tableView(self, titleForFooterInSection: indexPath.section)
        return headerFooterView(kind: kind, title: title, at: indexPath)
    }
}
