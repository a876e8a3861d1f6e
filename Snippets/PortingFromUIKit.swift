// Apple's "Grid" and "Simple List" examples, ported: the prefixes are gone, the layout
// descriptions are `var`s, and every number is in terminal cells.
import Tessera

// snippet.grid
// UIKit:  let item = NSCollectionLayoutItem(layoutSize: itemSize)
//         item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
func gridLayout() -> CollectionViewCompositionalLayout {
    let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                        heightDimension: .fractionalHeight(1.0))
    // A value: `var`, not `let`. Insets are cells: a column each side and a row below.
    var item = CollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)

    // A fifth of the width tall, × cellAspect: 16 columns by 8 rows at 80 columns, square on screen.
    let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                         heightDimension: .fractionalWidth(0.2))
    let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = CollectionLayoutSection(group: group)
    return CollectionViewCompositionalLayout(section: section)
}
// snippet.end

// snippet.list
// Registrations, the cell provider and snapshots read as they do on iOS.
@MainActor
final class SimpleList {
    let collectionView = CollectionView(
        collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    var dataSource: CollectionViewDiffableDataSource<Int, Int>!

    init() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
// snippet.end

// snippet.classic
// The older style works too: a cell class, a reuse identifier, and a data source you subclass.
final class NumberCell: CollectionViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        contentConfiguration = nil
    }
}

final class NumbersDataSource: CollectionViewDiffableDataSource<Int, Int> {
    // Open, as UIKit's is: the collection view asks through these methods.
    override func collectionView(_ collectionView: CollectionView,
                                 canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }
}

@MainActor
func makeNumbers(in collectionView: CollectionView) -> NumbersDataSource {
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
    return NumbersDataSource(collectionView: collectionView) { collectionView, indexPath, number in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        var content = ListContentConfiguration.cell()
        content.text = "\(number)"
        cell.contentConfiguration = content
        return cell
    }
}
// snippet.end

// snippet.swipe
// Swipe actions are offered as a menu on `s`; the handler is UIKit's, source view and all.
var configuration = CollectionLayoutListConfiguration(appearance: .plain)
configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
    let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        // remove the item, apply a snapshot…
        completion(true)
    }
    return SwipeActionsConfiguration(actions: [delete])
}
// snippet.end

// snippet.configuration
// A custom content configuration, spelt as UIKit's: the view is a `View & ContentView`, the
// state a `ConfigurationState` that a cell's is. Nested in a cell class, as apps often write it,
// the protocol must be named `Tessera.ContentConfiguration`: the nested type takes the name.
final class ScoreCell: CollectionViewCell {
    struct ContentConfiguration: Tessera.ContentConfiguration, Hashable {
        var score = 0
        var isEmphasized = false

        func makeContentView() -> View & ContentView { ScoreView(configuration: self) }

        func updated(for state: ConfigurationState) -> Self {
            guard let state = state as? CellConfigurationState else { return self }
            var updated = self
            updated.isEmphasized = state.isFocused || state.isSelected
            return updated
        }
    }

    final class ScoreView: View, ContentView {
        var configuration: any Tessera.ContentConfiguration

        init(configuration: ContentConfiguration) {
            self.configuration = configuration
            super.init()
        }

        func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
            guard let score = configuration as? ContentConfiguration else { return }
            var style = base
            if score.isEmphasized { style.attributes.insert(.bold) }
            buffer.draw("\(score.score) points", in: rect, style: style, alignment: .trailing)
        }
    }
}
// snippet.end

// snippet.viewcontroller
/// Xcode's template name for the first screen: the superclass is named in full.
final class ViewController: Tessera.ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shortcuts"
        let list = CollectionView(frame: view.bounds, collectionViewLayout: gridLayout())
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
    }
}
// snippet.end

// snippet.drawing
/// A meter drawn by hand, as a `UIView` subclass draws in `draw(_:)`: a property that changes
/// what it shows calls `setNeedsDisplay()`, and the next frame draws this view's cells again.
final class MeterView: View {
    var value = 0.0 { didSet { if value != oldValue { setNeedsDisplay() } } }

    override func draw(into buffer: inout ScreenBuffer) {
        let filled = Int((Double(bounds.width) * min(1, max(0, value))).rounded())
        var bar = Style.plain
        bar.attributes.insert(.reverse)
        buffer.fill(CellRect(x: 0, y: 0, width: filled, height: 1), style: bar)
        buffer.draw("\(Int(value * 100))%", at: CellPoint(x: 1, y: 0), style: .plain, clip: bounds)
    }
}

/// A line that shows another view's state. Nothing tells it when the focus moves, so it works
/// out what it will show before each frame and asks to be drawn only when that changed.
final class FocusLine: View {
    private var shown = ""

    override func prepareToDraw() {
        let now = window?.focusedView.map { "\(type(of: $0))" } ?? "nothing"
        if now != shown {
            shown = now
            setNeedsDisplay()
        }
    }

    override func draw(into buffer: inout ScreenBuffer) {
        buffer.draw("focus: \(shown)", at: .zero, style: .plain, clip: bounds)
    }
}
// snippet.end

// snippet.hide
_ = MeterView()
_ = FocusLine()
_ = ViewController().view
_ = ScoreCell()
_ = gridLayout()
_ = SimpleList()
_ = makeNumbers(in: CollectionView(collectionViewLayout: gridLayout()))
_ = configuration
