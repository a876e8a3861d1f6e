import Tessera
import TesseraExampleLayouts

/// Three sections of ten items, each laid out by its own section (Distinct Sections and
/// Adaptive Sections): a list, a grid of five and a grid of three. Enter on an item deselects
/// it straight away, as a tap does in Apple's version.
class PerSectionLayoutScreen: LayoutExampleScreen {
    typealias Kind = ExampleLayouts.PerSectionKind
    private var dataSource: CollectionViewDiffableDataSource<Kind, Int>!
    /// Whether the column counts follow the width (Adaptive Sections).
    private let adapts: Bool

    init(context: DemoContext, title: String, subtitle: String, layout: CollectionViewCompositionalLayout, adapts: Bool) {
        self.adapts = adapts
        super.init(context: context, title: title, subtitle: subtitle, layout: layout)
        let palette = self.palette
        let row = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, path, number in
            // One-row tiles have no room for a frame: alternate shades tell neighbours apart.
            cell.backgroundConfiguration = palette.background(path.item % 2 == 0 ? .slate : .teal)
            cell.contentConfiguration = LayoutTileConfiguration(label: String(number))
        }
        let tile = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, path, number in
            let kind = Kind(rawValue: path.section) ?? .grid5
            cell.backgroundConfiguration = palette.background(kind == .grid5 ? .teal : .plum)
            cell.contentConfiguration = LayoutTileConfiguration(label: String(number), corners: kind == .grid5 ? .rounded : .square)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            path.section == Kind.list.rawValue
                ? view.dequeueConfiguredReusableCell(using: row, for: path, item: number)
                : view.dequeueConfiguredReusableCell(using: tile, for: path, item: number)
        }
        let count = ExampleLayouts.perSectionItemCount
        var snapshot = DiffableDataSourceSnapshot<Kind, Int>()
        for kind in Kind.allCases {
            snapshot.appendSections([kind])
            snapshot.appendItems(Array(kind.rawValue * count..<(kind.rawValue + 1) * count))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    /// Columns each kind of section has at the current width (the collection view is as wide as
    /// the screen; its own frame is set only after this view's layout).
    func columnCount(of kind: Kind) -> Int {
        kind.columns(atWidth: CGFloat(frame.width), adaptive: adapts)
    }

    func name(of kind: Kind) -> String {
        let columns = columnCount(of: kind)
        switch kind {
        case .list: return columns == 1 ? "list" : "list in \(columns) columns"
        case .grid5, .grid3: return "grid of \(columns)"
        }
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        guard let kind = Kind(rawValue: indexPath.section), let number = dataSource.itemIdentifier(for: indexPath) else { return "" }
        return "\(name(of: kind)) · item \(number)"
    }

    override func didSelectItem(at indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
    }
}
