import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Orthogonal Sections → Orthogonal Section Behaviors: one section per
/// scrolling behaviour, each headed by its name and resting rule. ←/→ move focus along a row and
/// the row comes to rest as its behaviour says; Shift-←/→ flick the row (the collection view's
/// own flick, the terminal's swipe: one visible width at the normal deceleration rate) and the
/// behaviour decides where it settles. The hint bar shows the focused row's offset.
final class OrthogonalSectionBehaviorsScreen: LayoutExampleScreen {
    typealias Behavior = CollectionLayoutSectionOrthogonalScrollingBehavior
    private var dataSource: CollectionViewDiffableDataSource<Behavior, Int>!
    private let perSection = ExampleLayouts.behaviorItemsPerSection

    init(context: DemoContext) {
        super.init(context: context, title: "Orthogonal Section Behaviors", subtitle: "how each scrolling behaviour comes to rest",
                   layout: ExampleLayouts.orthogonalSectionBehaviors())
        let palette = self.palette
        let tile = palette.sectionTileRegistration(itemsPerSection: perSection)
        let header = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: ExampleLayouts.behaviorHeaderElementKind) {
            cell, _, path in
            let behavior = ExampleLayouts.behaviors[path.section]
            var content = ListContentConfiguration.valueCell()
            content.text = behavior.name
            content.textProperties.emphasis = .bold
            content.secondaryText = behavior.restingRule
            cell.contentConfiguration = content
            cell.backgroundConfiguration = palette.headerBackground()
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: tile, for: path, item: number)
        }
        dataSource.supplementaryViewProvider = { view, kind, path in
            kind == ExampleLayouts.behaviorHeaderElementKind ? view.dequeueConfiguredReusableSupplementary(using: header, for: path) : nil
        }
        var snapshot = DiffableDataSourceSnapshot<Behavior, Int>()
        for (index, behavior) in ExampleLayouts.behaviors.enumerated() {
            snapshot.appendSections([behavior])
            snapshot.appendItems(Array(index * perSection..<(index + 1) * perSection))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        // The header names the behaviour; the status says where the row rests.
        let layout = collectionView.compositionalLayout
        guard layout.isOrthogonallyScrolling(section: indexPath.section) else { return "item \(indexPath.item)" }
        let offset = layout.orthogonalOffset(forSection: indexPath.section)
        let maximum = layout.maximumOrthogonalOffset(forSection: indexPath.section)
        return "item \(indexPath.item) · offset \(offset) of \(maximum)"
    }
}
