import Foundation

extension TableView {
    /// A section title row in the table style's header or footer look; nil for no title.
    func headerFooterView(kind: String, title: String?, at indexPath: IndexPath) -> TableViewHeaderFooterView? {
        guard let title else { return nil }
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let view = reusableView(.supplementary(kind: kind, identifier: "TableView.title"), identifier: nil) { TableViewHeaderFooterView() }
        var content: ListContentConfiguration
        switch (style, isHeader) {
        case (.plain, true): content = .plainHeader()
        case (.plain, false): content = .plainFooter()
        case (_, true): content = .groupedHeader()
        case (_, false): content = .groupedFooter()
        }
        content.text = title
        view.contentConfiguration = content
        return view
    }
}
