import Foundation

/// A layout built from sections of groups of items, computing frames in whole terminal cells.
///
/// Use it as UIKit's: describe sections (one for all, or per index from a provider), then
/// `prepare(containerSize:itemCounts:)` for the container and the number of items in each
/// section, and query. Preparing is O(sections) for groups of known size; a rect query is
/// O(elements returned + log n). Estimated sizes start at their estimate; a measured size
/// (pushed with `invalidateSize`, or taken by `measureElements(in:using:)` for the elements
/// about to show) moves everything after it in O(log n) without touching what comes before.
/// Queries never measure and never ask for cells (only a section's own
/// `visibleItemsInvalidationHandler`, part of its description, runs inside them).
///
/// It is a ``CollectionViewLayout``, as UIKit's is a `UICollectionViewLayout`: a function that
/// returns one can be declared to return the base type.
public final class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Returns the description of section `index` for the environment (Apple's
    /// `UICollectionViewCompositionalLayoutSectionProvider`). Called once per section by each
    /// ``prepare(containerSize:itemCounts:cellAspect:safeAreaInsets:)``. For nil the layout uses
    /// full-width rows one cell tall, and reports it in ``diagnostics``.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    let sectionProvider: SectionProvider
    /// Changing the configuration re-prepares with the last inputs.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// Problems in the descriptions that the layout repaired, each reported once.
    public var diagnostics: [String] { diagnosticLog.messages }
    /// Called with each new diagnostic as it is found.
    public var diagnosticHandler: ((String) -> Void)? {
        get { diagnosticLog.handler }
        set { diagnosticLog.handler = newValue }
    }
    let diagnosticLog = LayoutDiagnostics()

    /// Exact counts of the work done since creation or the last ``resetCounters()``.
    package internal(set) var counters = LayoutCounters()

    // The inputs of the last `prepare`.
    /// The container size given to the last `prepare`, in cells (columns × rows).
    public private(set) var containerSize: CellSize = .zero
    /// The number of items in each section, as given to the last `prepare`.
    public private(set) var itemCounts: [Int] = []
    /// A cell's width divided by its height, as given to the last `prepare` (0.5 when it was not a
    /// positive number).
    public private(set) var cellAspect: CGFloat = 0.5
    /// The safe-area insets given to the last `prepare`, in cells: what `.safeArea` insets are
    /// measured from.
    public private(set) var safeAreaInsets: DirectionalEdgeInsets = .zero
    /// What the section provider was last given.
    public private(set) var environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: .zero))

    // Prepared state.
    var sections: [SectionLayout] = []
    var sectionStarts = RunOffsets(count: 0, unit: 0)
    var globalBoundaries = BoundaryStack(items: [], scrollAxis: .vertical, span: CellSpan(start: 0, end: 0))
    var orthogonalOffsets: [Int: Int] = [:]
    /// The view classes registered for decoration kinds (`register(_:forDecorationViewOfKind:)`).
    var decorationViewClasses: [String: AnyClass] = [:]
    /// How far any section's elements reach outside it along the scrolling axis.
    var sectionOverhang = 0
    var scrollAxis: LayoutAxis = .vertical

    /// A layout whose every section is `section`, with the default configuration.
    public init(section: CollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with the default configuration.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    // MARK: UIKit's queries (overrides live in the class body; the work is in +Queries)

    /// Every element whose frame shares a cell with `rect` (content coordinates): cells,
    /// supplementaries (pinned headers placed for this rect, as the visible rect) and
    /// decorations, orthogonal sections shifted by their offsets; never an element with an empty
    /// frame. Estimated elements not measured yet are at their estimate
    /// (``measureElements(in:using:)`` measures them). Runs no cell provider; only a section's
    /// `visibleItemsInvalidationHandler`, part of its description, as in UIKit.
    /// O(elements returned + log n).
    public override func layoutAttributesForElements(in rect: CellRect) -> [CollectionViewLayoutAttributes] {
        elements(in: rect)
    }

    /// The cell at `indexPath` (orthogonal sections shifted by their offset); nil when the
    /// layout holds no such item.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// A header, footer (at item 0 of its section, or `[0, 0]` for the layout's own) or an
    /// item's supplementary, at its natural (unpinned) position.
    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// A section background (item 0 of its section) or a list row's separator.
    public override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    // MARK: Preparing

    /// Lays out for a container of `containerSize` cells holding `itemCounts[s]` items in
    /// section `s`. Asks the section provider once per section. Measured sizes are dropped (a
    /// new width or new items make them stale); `measureElements(in:using:)` measures again.
    /// Orthogonal offsets are kept, clamped to the new content.
    public func prepare(containerSize: CellSize, itemCounts: [Int], cellAspect: CGFloat = 0.5,
                        safeAreaInsets: DirectionalEdgeInsets = .zero) {
        self.containerSize = containerSize
        self.itemCounts = itemCounts
        self.cellAspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 0.5
        if !(cellAspect.isFinite && cellAspect > 0) {
            diagnosticLog.report("cellAspect \(cellAspect) is not a positive number; using 0.5")
        }
        self.safeAreaInsets = safeAreaInsets
        rebuild()
    }

    /// Forgets every measured size and asks the section provider again, with the last inputs.
    public override func invalidateLayout() {
        rebuild()
    }

    /// The number of sections prepared: the count of `itemCounts` given to the last `prepare`.
    public var numberOfSections: Int { sections.count }

    /// The number of items prepared in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemCount : 0
    }

    /// The section description the provider returned for `index` (its list configuration holds
    /// the swipe-action providers; its behaviour says how it scrolls).
    public func section(at index: Int) -> CollectionLayoutSection? {
        sections.indices.contains(index) ? sections[index].section : nil
    }

    /// Sets every counter in ``counters`` back to zero.
    package func resetCounters() {
        counters = LayoutCounters()
    }

    private func rebuild() {
        scrollAxis = LayoutAxis(configuration.scrollDirection)
        let resolver = DimensionResolver(cellAspect: cellAspect, diagnostics: diagnosticLog)
        var arranger = GroupArranger(resolver: resolver, cellAspect: cellAspect)
        let layoutSpan = referenceSpan(for: configuration.contentInsetsReference)
        let across = scrollAxis.other
        let acrossLength = across.length(of: containerSize)
        var containerInsets = DirectionalEdgeInsets.zero
        if across == .horizontal {
            containerInsets.leading = CGFloat(layoutSpan.start)
            containerInsets.trailing = CGFloat(acrossLength - layoutSpan.end)
        } else {
            containerInsets.top = CGFloat(layoutSpan.start)
            containerInsets.bottom = CGFloat(acrossLength - layoutSpan.end)
        }
        environment = CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: CGSize(width: containerSize.width, height: containerSize.height),
                                                 contentInsets: containerInsets),
            cellAspect: cellAspect,
            // Size classes describe the whole collection view, whatever the insets.
            traitCollection: TraitCollection(size: CGSize(width: containerSize.width, height: containerSize.height)))
        arranger.traitCollection = environment.traitCollection

        sections = itemCounts.indices.map { index in
            let description = sectionProvider(index, environment) ?? {
                diagnosticLog.report("the section provider returned nil for section \(index); using a one-row list section")
                return Self.fallbackSection
            }()
            return SectionLayout(index: index, section: description, itemCount: itemCounts[index], container: containerSize,
                                 scrollAxis: scrollAxis,
                                 referenceSpan: referenceSpan(for: description.contentInsetsReference),
                                 supplementarySpan: referenceSpan(for: description.supplementaryContentInsetsReference),
                                 arranger: arranger)
        }
        counters.sectionsPrepared += sections.count
        sectionStarts = RunOffsets(lengths: sections.map(\.extent), spacing: CellRounding.cells(configuration.interSectionSpacing))
        sectionOverhang = sections.map(\.reach).max() ?? 0
        globalBoundaries = BoundaryStack(
            items: configuration.boundarySupplementaryItems.map {
                BoundaryPlacement($0, scrollAxis: scrollAxis, span: layoutSpan, containerAlong: scrollAxis.length(of: containerSize),
                                  resolver: resolver)
            },
            scrollAxis: scrollAxis, span: layoutSpan)
    }

    /// Stands in for a section the provider did not give: full-width rows one cell tall.
    private static var fallbackSection: CollectionLayoutSection {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        return CollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
    }

    /// The span across the scrolling axis that insets are measured from, for a reference.
    func referenceSpan(for reference: ContentInsetsReference) -> CellSpan {
        var resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        if resolved == .automatic { resolved = .safeArea }
        let across = scrollAxis.other
        let full = CellSpan(start: 0, end: across.length(of: containerSize))
        let safe = across.insets(safeAreaInsets)
        let safeSpan = full.inset(start: CellRounding.cells(safe.start), end: CellRounding.cells(safe.end))
        switch resolved {
        case .none:
            return full
        case .automatic, .safeArea:
            return safeSpan
        case .layoutMargins:
            // About UIKit's 16–20 points: two columns, or one row across a horizontal layout.
            let margin = across == .horizontal ? 2 : 1
            return safeSpan.inset(start: margin, end: margin)
        case .readableContent:
            guard across == .horizontal, safeSpan.length > Self.readableWidth else { return safeSpan }
            let spare = safeSpan.length - Self.readableWidth
            return safeSpan.inset(start: spare / 2, end: spare - spare / 2)
        }
    }

    /// The widest comfortable line of text, in columns.
    static let readableWidth = 80

    // MARK: Positions along the scrolling axis

    var sectionSpacing: Int { sectionStarts.unit }

    /// Where section `index` starts along the scrolling axis.
    func sectionStart(_ index: Int) -> Int {
        globalBoundaries.startLength + sectionStarts.start(index)
    }

    /// All sections end to end, spacing between them.
    var sectionsLength: Int {
        sections.isEmpty ? 0 : sectionStarts.start(sections.count) - sectionSpacing
    }

    /// Takes in a section's new extent after a measurement: every later section moves.
    func sectionExtentChanged(_ index: Int) {
        sectionStarts.setAdjustment(sections[index].extent, at: index)
        sectionOverhang = max(sectionOverhang, sections[index].reach)
    }

    /// The size of the whole content: its length along the scrolling axis by the container's
    /// size across it.
    public override var collectionViewContentSize: CellSize {
        let length = globalBoundaries.startLength + sectionsLength + globalBoundaries.endLength
        return scrollAxis.size(along: length, across: scrollAxis.other.length(of: containerSize))
    }

    /// The frame of a whole section (headers and footers included), across the container.
    package func frame(ofSection index: Int) -> CellRect? {
        guard sections.indices.contains(index) else { return nil }
        return scrollAxis.rect(along: sectionStart(index), alongLength: sections[index].extent,
                               across: 0, acrossLength: scrollAxis.other.length(of: containerSize))
    }

    /// The section whose extent (or the spacing after it) holds `point` along the scrolling
    /// axis; nil before the first section or after the last.
    package func sectionIndex(at point: CellPoint) -> Int? {
        guard !sections.isEmpty else { return nil }
        let offset = scrollAxis.coordinate(of: point)
        let relative = offset - globalBoundaries.startLength
        guard relative >= 0, relative < sectionsLength else { return nil }
        return sectionStarts.run(containing: relative)
    }
}
