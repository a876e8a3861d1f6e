import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Orthogonal Sections → Orthogonal Section Behaviors: one section per
/// scrolling behaviour, each headed by its name and resting rule. ←/→ move focus along a row and
/// the row comes to rest as its behaviour says; `<`/`>` flick the row by two thirds of its
/// width, the terminal's swipe, and the behaviour decides where it settles. The hint bar shows
/// the focused row's offset.
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

    override var keyHints: [KeyHint] { [KeyHint("<>", "flick the row")] }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isSubset(of: .shift) else { return false }
        switch key.key {
        case .character("<"), .character(","): return flickFocusedRow(forward: false)
        case .character(">"), .character("."): return flickFocusedRow(forward: true)
        default: return false
        }
    }

    /// Scrolls the focused row by two thirds of its width and lets its behaviour choose where it
    /// rests; focus moves to the first tile fully in view there.
    @discardableResult
    func flickFocusedRow(forward: Bool) -> Bool {
        guard let path = collectionView.indexPathForFocusedItem else { return false }
        let layout = collectionView.collectionViewLayout
        let section = path.section
        guard let viewport = layout.orthogonalViewport(forSection: section) else { return true }
        let distance = max(1, viewport.width * 2 / 3)
        let proposed = layout.orthogonalOffset(forSection: section) + (forward ? distance : -distance)
        collectionView.setOrthogonalOffset(layout.restingOrthogonalOffset(forSection: section, proposedOffset: proposed), forSection: section)
        let inView = layout.layoutAttributesForElements(in: viewport).filter {
            $0.representedElementCategory == .cell && $0.indexPath.section == section
                && $0.frame.minX >= viewport.minX && $0.frame.maxX <= viewport.maxX
        }
        if let first = inView.min(by: { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }) {
            collectionView.focusItem(at: first.indexPath)
        }
        return true
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        // The header names the behaviour; the status says where the row rests.
        let layout = collectionView.collectionViewLayout
        guard layout.isOrthogonallyScrolling(section: indexPath.section) else { return "item \(indexPath.item)" }
        let offset = layout.orthogonalOffset(forSection: indexPath.section)
        let maximum = layout.maximumOrthogonalOffset(forSection: indexPath.section)
        return "item \(indexPath.item) · offset \(offset) of \(maximum)"
    }
}
