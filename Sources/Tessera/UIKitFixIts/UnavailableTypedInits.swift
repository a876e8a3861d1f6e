import Foundation
import TesseraLayout

// UIKit initializers that take an enum case or an image, written by hand with UIKit's argument
// types so a ported call (`.plain`, `.subtitle`, `Image(systemName:)`) type-checks far enough to
// report the message. The generated stubs take `Any`, which an implicit member such as `.plain`
// cannot be inferred from.

extension TableViewCell {
    /// Unavailable: UIKit's `UITableViewCell.CellStyle`.
    @available(*, unavailable, message: "a table cell is configured, not styled: write TableViewCell() and set contentConfiguration from defaultContentConfiguration() (text, secondaryText)")
    public enum CellStyle: Sendable {
        /// Unavailable.
        case `default`, value1, value2, subtitle
    }

    /// Unavailable: UIKit's `init(style:reuseIdentifier:)`.
    @available(*, unavailable, message: "register the class with register(_:forCellReuseIdentifier:) and dequeue with dequeueReusableCell(withIdentifier:for:); style it through contentConfiguration (defaultContentConfiguration())")
    public convenience init(style: CellStyle, reuseIdentifier: String?) { fatalError() }
}

extension TableViewHeaderFooterView {
    /// Unavailable: UIKit's `init(reuseIdentifier:)`.
    @available(*, unavailable, message: "section headers and footers are supplementary views: make a SupplementaryRegistration and give it to the diffable data source's supplementaryViewProvider")
    public convenience init(reuseIdentifier: String?) { fatalError() }
}
