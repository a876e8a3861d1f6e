import Foundation
import TesseraLayout

/// UIKit's line-by-line grid (Apple's `UICollectionViewFlowLayout`), built on the compositional
/// engine: each section is one custom group whose frames this layout works out as UIKit's flow
/// does. Items fill a line (a row when scrolling vertically) left to right while they fit, with
/// at least ``minimumInteritemSpacing`` between them; a line's extra room is shared between its
/// items, as UIKit spreads them (a lone item is centred); lines follow each other
/// ``minimumLineSpacing`` apart, each as tall as its tallest item, smaller items centred in it.
/// ``sectionInset`` surrounds the items, headers and footers sit outside it, full width.
/// A ``CollectionViewDelegateFlowLayout`` delegate sizes items, insets and spacings per section.
///
/// **Sizes are in cells**, as everything a collection view lays out (and as its `bounds` are):
/// a column wide, a row tall. UIKit's points have no exact match; a fair port takes about
/// 8 points a column and 16 a row (a cell is about twice as tall as wide, so a square stays
/// square): UIKit's default 50×50 item is 6×3 here, the default here. Fractions round to whole
/// cells; a size under one cell is one cell.
///
/// `estimatedItemSize` is accepted but items are not measured: an item is its `itemSize` (or
/// the delegate's size); a non-zero estimate stands in for a zero `itemSize`.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's `automaticSize`, for `estimatedItemSize`: accepted (items are not measured here).
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Every item's size in cells, unless the delegate says otherwise (Apple's `itemSize`).
    open var itemSize = CGSize(width: 6, height: 3) { didSet { invalidateLayout() } }
    /// Accepted for source compatibility (Apple's `estimatedItemSize`; see the type's note).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between lines, in cells (Apple's `minimumLineSpacing`): rows when
    /// scrolling vertically. Default 1.
    open var minimumLineSpacing: CGFloat = 1 { didSet { invalidateLayout() } }
    /// The least space between items of one line, in cells (Apple's `minimumInteritemSpacing`). Default 1.
    open var minimumInteritemSpacing: CGFloat = 1 { didSet { invalidateLayout() } }
    /// Space around each section's items, in cells (Apple's `sectionInset`).
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Which way the content scrolls (Apple's `scrollDirection`): lines are rows when vertical,
    /// columns when horizontal.
    open var scrollDirection: CollectionViewScrollDirection = .vertical {
        didSet { engine.configuration.scrollDirection = scrollDirection; invalidateLayout() }
    }
    /// Each section's header size in cells (Apple's `headerReferenceSize`): its height counts when
    /// scrolling vertically, its width when horizontally; zero means no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Each section's footer size in cells (Apple's `footerReferenceSize`), as the header's.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top while its section scrolls (Apple's `sectionHeadersPinToVisibleBounds`).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom while its section scrolls (Apple's `sectionFootersPinToVisibleBounds`).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The collection view laid out, for its delegate (set by the view); held weakly.
    weak var collectionView: CollectionView?

    /// The compositional layout that does the work; the collection view lays out with it.
    private(set) lazy var engine: CollectionViewCompositionalLayout = CollectionViewCompositionalLayout { [unowned self] section, environment in
        self.sectionLayout(section, environment: environment)
    }

    /// A flow layout with UIKit's defaults (6×3-cell items one cell apart).
    public override init() { super.init() }

    // MARK: The queries, answered by the engine

    /// The content's size in cells.
    open override var collectionViewContentSize: CellSize { engine.collectionViewContentSize }
    /// The elements in `rect`, as the engine places them.
    open override func layoutAttributesForElements(in rect: CellRect) -> [CollectionViewLayoutAttributes] {
        engine.layoutAttributesForElements(in: rect)
    }
    /// The item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: indexPath)
    }
    /// The header or footer of `elementKind` at `indexPath`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        engine.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    /// Lays out again on the next frame (a property or the delegate's answers changed).
    open override func invalidateLayout() {
        engine.invalidateLayout()
        // A layout not yet given to a view may be configured anywhere; one that has a view is
        // on the main actor with it.
        guard let view = collectionView else { return }
        nonisolated(unsafe) let shown = view
        MainActor.assumeIsolated { shown.invalidateLayoutInputs() }
    }

    // MARK: Sections

    /// What the delegate (or, without one, the layout's properties) says about one section.
    private struct Metrics: Sendable {
        var inset: EdgeInsets
        var lineSpacing: CGFloat
        var itemSpacing: CGFloat
        var itemSizes: [CGSize]
        var header: CGSize
        var footer: CGSize
    }

    /// Asks the delegate about section `index`, on the main actor (the view prepares its layout there).
    private func metrics(_ index: Int, count: Int) -> Metrics {
        let fallback = itemSize == .zero && estimatedItemSize.width > 0 ? estimatedItemSize : itemSize
        let defaults = Metrics(inset: sectionInset, lineSpacing: minimumLineSpacing, itemSpacing: minimumInteritemSpacing,
                               itemSizes: Array(repeating: fallback, count: count), header: headerReferenceSize, footer: footerReferenceSize)
        // The layout is only ever used on the main actor; the compiler cannot know it of a
        // nonisolated base class.
        guard collectionView != nil else { return defaults }
        nonisolated(unsafe) let layout = self
        return MainActor.assumeIsolated {
            guard let view = layout.collectionView, let delegate = view.delegate as? CollectionViewDelegateFlowLayout else { return defaults }
            return Metrics(inset: delegate.collectionView(view, layout: layout, insetForSectionAt: index),
                           lineSpacing: delegate.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: index),
                           itemSpacing: delegate.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: index),
                           itemSizes: (0..<count).map { delegate.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: $0, section: index)) },
                           header: delegate.collectionView(view, layout: layout, referenceSizeForHeaderInSection: index),
                           footer: delegate.collectionView(view, layout: layout, referenceSizeForFooterInSection: index))
        }
    }

    /// Section `index` as one custom group holding every item at the frame the flow gives it.
    private func sectionLayout(_ index: Int, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let count = engine.itemCounts.indices.contains(index) ? engine.itemCounts[index] : 0
        let metrics = metrics(index, count: count)
        let inset = metrics.inset, lineSpacing = metrics.lineSpacing, itemSpacing = metrics.itemSpacing
        let vertical = scrollDirection == .vertical
        let sizes: [FlowLines.Size] = metrics.itemSizes.map { size in
            let width = max(1, Int(size.width.rounded())), height = max(1, Int(size.height.rounded()))
            return vertical ? FlowLines.Size(along: width, across: height) : FlowLines.Size(along: height, across: width)
        }
        let container = environment.container.effectiveContentSize
        let room = vertical ? Int(container.width - inset.left - inset.right) : Int(container.height - inset.top - inset.bottom)
        let lines = FlowLines(sizes: sizes, room: max(1, room), itemSpacing: max(0, Int(itemSpacing.rounded())),
                              lineSpacing: max(0, Int(lineSpacing.rounded())))

        var section: CollectionLayoutSection
        if count == 0 {
            let empty = CollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))
            section = CollectionLayoutSection(group: .horizontal(layoutSize: empty, subitems: [CollectionLayoutItem(layoutSize: empty)]))
        } else {
            let frames = lines.frames.map { frame -> CollectionLayoutGroupCustomItem in
                let rect = vertical ? CGRect(x: frame.along, y: frame.across, width: frame.width, height: frame.height)
                                    : CGRect(x: frame.across, y: frame.along, width: frame.height, height: frame.width)
                return CollectionLayoutGroupCustomItem(frame: rect)
            }
            let length = CGFloat(lines.length)
            let size = vertical ? CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(length))
                                : CollectionLayoutSize(widthDimension: .absolute(length), heightDimension: .fractionalHeight(1))
            section = CollectionLayoutSection(group: .custom(layoutSize: size) { _ in frames })
        }
        section.contentInsets = DirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = boundaryItems(header: metrics.header, footer: metrics.footer, vertical: vertical)
        return section
    }

    /// The section's header and footer, where their reference sizes are not zero.
    private func boundaryItems(header: CGSize, footer: CGSize, vertical: Bool) -> [CollectionLayoutBoundarySupplementaryItem] {
        var items: [CollectionLayoutBoundarySupplementaryItem] = []
        for (size, kind, pins) in [(header, CollectionView.elementKindSectionHeader, sectionHeadersPinToVisibleBounds),
                                   (footer, CollectionView.elementKindSectionFooter, sectionFootersPinToVisibleBounds)] {
            let extent = (vertical ? size.height : size.width).rounded()
            guard extent >= 1 else { continue }
            let layoutSize = vertical ? CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(extent))
                                      : CollectionLayoutSize(widthDimension: .absolute(extent), heightDimension: .fractionalHeight(1))
            let isHeader = kind == CollectionView.elementKindSectionHeader
            let alignment: RectAlignment = vertical ? (isHeader ? .top : .bottom) : (isHeader ? .leading : .trailing)
            var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: kind, alignment: alignment)
            item.pinToVisibleBounds = pins
            items.append(item)
        }
        return items
    }
}
