import Tessera
import TesseraExampleLayouts

/// Five sections of five rows, each section with a header and a footer made by supplementary
/// registrations (Section Headers/Footers, and Pinned Section Headers, whose layout pins the
/// header while its section scrolls under it).
class HeaderFooterListScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!

    override init(context: DemoContext, title: String, subtitle: String, layout: CollectionViewCompositionalLayout) {
        super.init(context: context, title: title, subtitle: subtitle, layout: layout)
        let palette = self.palette
        let row = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(number)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: CollectionView.elementKindSectionHeader) {
            cell, _, path in
            var content = ListContentConfiguration.header()
            content.text = "Header for section \(path.section)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = palette.headerBackground()
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: CollectionView.elementKindSectionFooter) {
            cell, _, path in
            var content = ListContentConfiguration.footer()
            content.text = "Footer for section \(path.section)"
            // A blank row under the footer (it is measured: the layout only estimates its
            // height) keeps it apart from the next section's header.
            content.directionalLayoutMargins.bottom = 1
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: number)
        }
        dataSource.supplementaryViewProvider = { view, kind, path in
            switch kind {
            case CollectionView.elementKindSectionHeader: view.dequeueConfiguredReusableSupplementary(using: header, for: path)
            case CollectionView.elementKindSectionFooter: view.dequeueConfiguredReusableSupplementary(using: footer, for: path)
            default: nil
            }
        }
        dataSource.apply(LayoutExampleScreen.numberedListSnapshot(), animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        LayoutExampleScreen.sectionItemStatus(dataSource.itemIdentifier(for: indexPath), at: indexPath)
    }
}
