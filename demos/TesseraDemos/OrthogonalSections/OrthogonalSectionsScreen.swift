import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Orthogonal Sections → Orthogonal Sections: five sections of thirty
/// tiles, each a row of Nested Groups' blocks at 85% of the width that scrolls sideways on its
/// own (`.continuous`) inside the vertically scrolling page. ←/→ move along a row and scroll it
/// just enough to show the focused tile; ↑/↓ move between rows, each keeping its own offset.
final class OrthogonalSectionsScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    private let perSection = ExampleLayouts.orthogonalItemsPerSection

    init(context: DemoContext) {
        super.init(context: context, title: "Orthogonal Sections", subtitle: "every section a row that scrolls sideways",
                   layout: ExampleLayouts.orthogonalSections())
        let tile = palette.sectionTileRegistration(itemsPerSection: perSection)
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: tile, for: path, item: number)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for section in 0..<ExampleLayouts.orthogonalSectionCount {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(section * perSection..<(section + 1) * perSection))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        let layout = collectionView.compositionalLayout
        let offset = layout.orthogonalOffset(forSection: indexPath.section)
        let maximum = layout.maximumOrthogonalOffset(forSection: indexPath.section)
        return "row \(indexPath.section) · item \(indexPath.item) · offset \(offset) of \(maximum)"
    }
}
