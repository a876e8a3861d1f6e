import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Advanced Layouts → Section Background Decoration: five sections of
/// five rows, each section on a background decoration item — a rounded, filled frame the layout
/// places behind the section's content and insets. The layout takes a view class for a kind, as
/// UIKit's does (`layout.register(_:forDecorationViewOfKind:)`); this screen instead gives the
/// collection view a background configuration for the kind, because its colours follow the
/// terminal's colour depth, which a view made with a bare `init()` cannot know.
///
/// Apple's version hides the row separator on each section's last row; rows here are one line
/// tall, and a one-line row has no room for a rule under it, so there are no separators to hide.
final class SectionBackgroundDecorationScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!

    init(context: DemoContext) {
        super.init(context: context, title: "Section Background Decoration", subtitle: "each section on a decoration item behind it",
                   layout: ExampleLayouts.sectionBackgroundDecoration())
        collectionView.register(palette.sectionBackground(), forDecorationViewOfKind: ExampleLayouts.sectionBackgroundElementKind)
        let fill = palette.sectionFillColor, ink = palette.sectionInkColor
        let row = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(number)"
            cell.contentConfiguration = content
            // The row shares the decoration's fill, so the section reads as one panel.
            var background = BackgroundConfiguration.listPlainCell()
            background.backgroundColor = fill
            background.foregroundColor = ink
            cell.backgroundConfiguration = background
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: number)
        }
        dataSource.apply(LayoutExampleScreen.numberedListSnapshot(), animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        LayoutExampleScreen.sectionItemStatus(dataSource.itemIdentifier(for: indexPath), at: indexPath)
    }
}
