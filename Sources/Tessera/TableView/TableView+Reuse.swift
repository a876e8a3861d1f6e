import Foundation

/// Rows and header/footer views by reuse identifier, as UIKit apps ask for them.
extension TableView {
    /// A row of the class registered under `identifier` (new or reused), or else a row made
    /// with ``TableViewCell/init(style:reuseIdentifier:)`` that scrolled away; nil when there is
    /// neither (Apple's `dequeueReusableCell(withIdentifier:)`), so
    /// `dequeueReusableCell(withIdentifier: id) ?? TableViewCell(style: .subtitle, reuseIdentifier: id)` works.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if cells.registeredCellClasses[identifier] != nil {
            return dequeueReusableCell(withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0)) as? TableViewCell
        }
        return cells.dequeue(.cell(identifier: identifier)) as? TableViewCell
    }

    /// Registers a header or footer class under a reuse identifier (Apple's
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`).
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = viewClass
        cells.dropPool(Self.headerFooterKey(identifier))
    }

    /// A header or footer of the class registered under `identifier`, new or reused; nil when
    /// nothing is registered under it (Apple's `dequeueReusableHeaderFooterView(withIdentifier:)`).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return reusableView(Self.headerFooterKey(identifier), identifier: identifier) { viewClass.init() }
    }

    /// Headers and footers share one pool per identifier, as in UIKit.
    private static func headerFooterKey(_ identifier: String) -> ReuseKey {
        .supplementary(kind: "TableView.headerFooter", identifier: identifier)
    }
}
