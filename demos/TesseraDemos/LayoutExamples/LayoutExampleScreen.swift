import Tessera
import TesseraExampleLayouts

/// The frame every Compositional Layout example shares, shaped like the launcher: a title bar,
/// the collection view, and a hint bar whose status (at its right end) says where focus is.
///
/// Examples subclass it, fill the collection view, and override `status(forFocusedItemAt:)`
/// and the selection hook. The screen opens with focus on the first item, so it is visible
/// from the first frame.
class LayoutExampleScreen: View, CollectionViewDelegate {
    let context: DemoContext
    let titleBar: TitleBar
    let collectionView: CollectionView
    let hintBar = HintBar()
    let palette: LayoutTilePalette

    init(context: DemoContext, title: String, subtitle: String, layout: CollectionViewCompositionalLayout) {
        self.context = context
        titleBar = TitleBar(title: title, subtitle: subtitle)
        collectionView = CollectionView(collectionViewLayout: layout)
        palette = LayoutTilePalette(depth: context.capabilities.colorDepth, background: context.capabilities.colors.appearance)
        super.init()
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        let stack = StackView()
        stack.addArrangedSubview(titleBar, height: .fixed(1))
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)
        collectionView.delegate = self
    }

    override func layoutSubviews() {
        subviews.first?.frame = bounds
    }

    /// Puts focus on the first item (call once the data is applied).
    func focusFirstItem() {
        for section in 0..<collectionView.numberOfSections where collectionView.numberOfItems(inSection: section) > 0 {
            collectionView.focusItem(at: IndexPath(item: 0, section: section))
            return
        }
    }

    /// What the hint bar's status says about the focused item ("tile 7 of 94").
    func status(forFocusedItemAt indexPath: IndexPath) -> String { "" }

    /// Enter on an item. The default leaves it selected.
    func didSelectItem(at indexPath: IndexPath) {}

    func refreshStatus() {
        guard let path = collectionView.indexPathForFocusedItem else { hintBar.status = ""; return }
        // Asking for an item's attributes prepares the layout for the current size first, so a
        // status that reads offsets is right on the first frame after a resize.
        _ = collectionView.layoutAttributesForItem(at: path)
        hintBar.status = status(forFocusedItemAt: path)
    }

    /// The status is worked out as each frame is prepared (this view before its subviews, the
    /// hint bar among them), not when focus moves: focus moves before its row scrolls, and the
    /// status names offsets.
    override func prepareToDraw() {
        refreshStatus()
    }

    // MARK: CollectionViewDelegate

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem(at: indexPath)
    }
}

extension LayoutExampleScreen {
    /// The list examples' data: `listSectionCount` sections of `listItemsPerSection` items,
    /// numbered on across sections.
    static func numberedListSnapshot() -> DiffableDataSourceSnapshot<Int, Int> {
        let perSection = ExampleLayouts.listItemsPerSection
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for section in 0..<ExampleLayouts.listSectionCount {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(section * perSection..<(section + 1) * perSection))
        }
        return snapshot
    }

    /// "section 2 · item 13" for the hint bar, or nothing when no item is focused.
    static func sectionItemStatus(_ number: Int?, at indexPath: IndexPath) -> String {
        guard let number else { return "" }
        return "section \(indexPath.section) · item \(number)"
    }
}
