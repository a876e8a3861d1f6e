import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The layout's own headers and footers (`CollectionViewCompositionalLayoutConfiguration
/// .boundarySupplementaryItems`): they belong to no section and no item. They used to be taken
/// for a badge of item `[0, 0]` (Apple's index path for them): blank in 11 of 12 frames of an
/// insert, blank at rest over an empty first section, and the rule saw nothing.
@Suite("The layout's own headers and footers in every frame") @MainActor
struct LayoutBoundaryFrameTests {
    static let headerKind = "layout-header"
    static let footerKind = "layout-footer"

    /// A plain list with a layout-wide header (and optionally footer) of one row each.
    static func layout(pinned: Bool = true, footer: Bool = false, footerPinned: Bool = false,
                       scrollDirection: CollectionViewScrollDirection = .vertical) -> CollectionViewCompositionalLayout {
        let layout: CollectionViewCompositionalLayout
        if scrollDirection == .vertical {
            layout = .list(using: CollectionLayoutListConfiguration(appearance: .plain))
        } else {
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(6), heightDimension: .fractionalHeight(1)),
                                                         subitems: [item])
            layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        }
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        let vertical = scrollDirection == .vertical
        let size = vertical
            ? CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
            : CollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .fractionalHeight(1))
        var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: headerKind, alignment: vertical ? .top : .leading)
        header.pinToVisibleBounds = pinned
        configuration.boundarySupplementaryItems = [header]
        if footer {
            var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: footerKind, alignment: vertical ? .bottom : .trailing)
            item.pinToVisibleBounds = footerPinned
            configuration.boundarySupplementaryItems.append(item)
        }
        layout.configuration = configuration
        return layout
    }

    /// A harness whose layout-level header reads "ALL MAIL" and footer "END OF LIST".
    static func harness(size: CellSize = CellSize(width: 24, height: 8), layout: CollectionViewCompositionalLayout) -> Harness {
        let h = Harness(size: size, layout: layout)
        h.window.focusedView = nil
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: headerKind) { cell, _, _ in
            var content = ListContentConfiguration.header()
            content.text = "ALL MAIL"
            cell.contentConfiguration = content
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: footerKind) { cell, _, _ in
            var content = ListContentConfiguration.header()
            content.text = "END OF LIST"
            cell.contentConfiguration = content
        }
        h.dataSource.supplementaryViewProvider = { view, kind, path in
            kind == headerKind ? view.dequeueConfiguredReusableSupplementary(using: header, for: path)
                : view.dequeueConfiguredReusableSupplementary(using: footer, for: path)
        }
        return h
    }

    static func snapshot(_ sections: [[String]]) -> DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        for (i, items) in sections.enumerated() {
            snapshot.appendSections([i])
            snapshot.appendItems(items, toSection: i)
        }
        return snapshot
    }

    static func rows(_ frame: String) -> [String] { UpdateFrameRegressionTests.rows(frame) }

    /// Steps `h` through the update `apply` starts, checking every recorded frame and every
    /// drawn screen: the header is placed whole and its text is on `row`.
    static func expectHeaderInEveryFrame(_ h: Harness, text: String = "ALL MAIL", row: Int = 0,
                                         sourceLocation: SourceLocation = #_sourceLocation, _ apply: () -> Void) {
        h.collectionView.recordUpdates()
        apply()
        h.window.render(at: h.clock.now)
        let screens = [h.window.lastFrame.text] + h.stepFrames()
        let update = h.collectionView.recordedUpdates.last
        #expect(update != nil, "the update animated", sourceLocation: sourceLocation)
        guard let update else { return }
        #expect(update.frames.count > 5, "the update was stepped frame by frame", sourceLocation: sourceLocation)
        for (n, screen) in screens.enumerated() {
            #expect(rows(screen)[row] == text, "screen \(n): the header's row reads \(rows(screen)[row]):\n\(screen)",
                    sourceLocation: sourceLocation)
        }
        let key = ElementKey.layoutBoundary(text == "ALL MAIL" ? headerKind : footerKind)
        for (n, frame) in update.frames.enumerated() {
            let header = frame.first { $0.key == key }
            #expect(header != nil, "frame \(n) places the layout's header", sourceLocation: sourceLocation)
            #expect(header.map { $0.shownRect == $0.rect } ?? false, "frame \(n) shows it whole", sourceLocation: sourceLocation)
        }
        #expect(update.violations == [], sourceLocation: sourceLocation)
        h.collectionView.stopRecordingUpdates()
    }

    /// (1) An ordinary animated insert into a plain list: the pinned layout header is in every frame.
    @Test func aPinnedLayoutHeaderIsDrawnInEveryFrameOfAnInsert() {
        let h = Self.harness(layout: Self.layout())
        h.dataSource.apply(Self.snapshot([["mail 1", "mail 2", "mail 3"]]), animatingDifferences: false)
        h.settle()
        #expect(Self.rows(h.window.lastFrame.text)[0] == "ALL MAIL")
        Self.expectHeaderInEveryFrame(h) {
            h.dataSource.apply(Self.snapshot([["mail 0", "mail 1", "mail 2", "mail 3"]]), animatingDifferences: true)
        }
        #expect(Self.rows(h.window.lastFrame.text).prefix(5) == ["ALL MAIL", "mail 0", "mail 1", "mail 2", "mail 3"])
    }

    /// (2) At rest, with the first section empty (and with no sections at all): the header is drawn.
    @Test func aLayoutHeaderIsDrawnAtRestOverAnEmptyFirstSection() {
        let h = Self.harness(layout: Self.layout())
        h.dataSource.apply(Self.snapshot([[], ["mail 1", "mail 2"]]), animatingDifferences: false)
        h.settle()
        #expect(Self.rows(h.window.lastFrame.text).prefix(3) == ["ALL MAIL", "mail 1", "mail 2"], "\(h.window.lastFrame.text)")
        h.dataSource.apply(Self.snapshot([[]]), animatingDifferences: false)
        h.settle()
        #expect(Self.rows(h.window.lastFrame.text).first == "ALL MAIL", "\(h.window.lastFrame.text)")
        #expect(h.collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: 0)) != nil)
    }

    /// (3) Deleting every item of section 0, animated: the header stays, whole, in every frame;
    /// then deleting section 0 itself.
    @Test func aLayoutHeaderStaysWhileSectionZeroEmptiesAndGoes() {
        let h = Self.harness(layout: Self.layout())
        h.dataSource.apply(Self.snapshot([["mail 1", "mail 2", "mail 3"], ["spam 1"]]), animatingDifferences: false)
        h.settle()
        Self.expectHeaderInEveryFrame(h) {
            h.dataSource.apply(Self.snapshot([[], ["spam 1"]]), animatingDifferences: true)
        }
        #expect(Self.rows(h.window.lastFrame.text).prefix(2) == ["ALL MAIL", "spam 1"])
        var withoutZero = DiffableDataSourceSnapshot<Int, String>()
        withoutZero.appendSections([1])
        withoutZero.appendItems(["spam 1", "spam 2"], toSection: 1)
        Self.expectHeaderInEveryFrame(h) { h.dataSource.apply(withoutZero, animatingDifferences: true) }
        #expect(Self.rows(h.window.lastFrame.text).prefix(3) == ["ALL MAIL", "spam 1", "spam 2"])
    }

    /// Scrolled down, the pinned header floats over the rows (an overlay) and stays in every frame.
    @Test func aFloatingPinnedLayoutHeaderStaysInEveryFrame() {
        let h = Self.harness(layout: Self.layout())
        let mail = (1...20).map { "mail \($0)" }
        h.dataSource.apply(Self.snapshot([mail]), animatingDifferences: false)
        h.settle()
        h.collectionView.scroll(byRows: 5)
        h.settle()
        #expect(Self.rows(h.window.lastFrame.text)[0] == "ALL MAIL")
        Self.expectHeaderInEveryFrame(h) {
            h.dataSource.apply(Self.snapshot([Array(mail.prefix(6)) + ["new"] + mail.dropFirst(6)]), animatingDifferences: true)
        }
    }

    /// Not pinned, a header and a footer: both slide with the rows and stay whole.
    @Test func anUnpinnedLayoutHeaderAndFooterTravelWithTheRows() {
        let h = Self.harness(size: CellSize(width: 24, height: 10), layout: Self.layout(pinned: false, footer: true))
        h.dataSource.apply(Self.snapshot([["a", "b"], ["c"]]), animatingDifferences: false)
        h.settle()
        #expect(Self.rows(h.window.lastFrame.text).prefix(5) == ["ALL MAIL", "a", "b", "c", "END OF LIST"])
        h.collectionView.recordUpdates()
        h.dataSource.apply(Self.snapshot([["a", "a2", "b"], ["c", "d"]]), animatingDifferences: true)
        for screen in h.stepFrames() {
            let shown = Self.rows(screen)
            #expect(shown[0] == "ALL MAIL" && shown.contains("END OF LIST"), "\(screen)")
        }
        #expect(Self.rows(h.window.lastFrame.text).prefix(7) == ["ALL MAIL", "a", "a2", "b", "c", "d", "END OF LIST"])
        let update = h.collectionView.recordedUpdates.last
        #expect(update?.crossFadeReason == nil, "a list slides: \(update?.crossFadeReason ?? "")")
        #expect(update?.violations == [])
    }

    /// A pinned footer at the bottom of a long list: in every frame at its place.
    @Test func aPinnedLayoutFooterIsDrawnInEveryFrame() {
        let h = Self.harness(layout: Self.layout(pinned: true, footer: true, footerPinned: true))
        let mail = (1...20).map { "mail \($0)" }
        h.dataSource.apply(Self.snapshot([mail]), animatingDifferences: false)
        h.settle()
        #expect(Self.rows(h.window.lastFrame.text)[7] == "END OF LIST", "\(h.window.lastFrame.text)")
        Self.expectHeaderInEveryFrame(h, text: "END OF LIST", row: 7) {
            h.dataSource.apply(Self.snapshot([["mail 0"] + mail]), animatingDifferences: true)
        }
    }

    /// A horizontal layout: the leading layout header is a column of its own in every frame.
    @Test func aLeadingLayoutHeaderInAHorizontalLayout() {
        let h = Self.harness(size: CellSize(width: 40, height: 3), layout: Self.layout(scrollDirection: .horizontal))
        h.dataSource.apply(Self.snapshot([["a", "b"]]), animatingDifferences: false)
        h.settle()
        #expect(h.window.lastFrame.text.contains("ALL MAIL"))
        h.collectionView.recordUpdates()
        h.dataSource.apply(Self.snapshot([["z", "a", "b"]]), animatingDifferences: true)
        let screens = h.stepFrames()
        for screen in screens { #expect(screen.contains("ALL MAIL"), "\(screen)") }
        let key = ElementKey.layoutBoundary(Self.headerKind)
        let update = h.collectionView.recordedUpdates.last
        for frame in update?.frames ?? [] { #expect(frame.contains { $0.key == key }) }
        #expect(update?.violations == [])
    }

    /// The rule cannot be blind to it: a frame that leaves out the layout's header, on both
    /// screens, breaks the rule; so does a frame drawing an element neither screen has.
    @Test func theRuleReportsAMissingLayoutHeaderAndUnknownElements() {
        let viewport = CellRect(x: 0, y: 0, width: 10, height: 4)
        let key = ElementKey.layoutBoundary(Self.headerKind)
        let header = FramePlacement(key: key, role: .layoutBoundary(kind: Self.headerKind), fate: .persisting,
                                    rect: CellRect(x: 0, y: 0, width: 10, height: 1), clip: viewport)
        let row = FramePlacement(key: .item("a"), role: .cell, fate: .persisting, rect: CellRect(x: 0, y: 1, width: 10, height: 1),
                                 clip: viewport, sections: [AnyIdentifier(0)])
        var frames = UpdateFrames(viewport: viewport, isVertical: true, before: [header, row], after: [header, row],
                                  crossFadeReason: nil, startedMidAnimation: false, plannedFrameCount: 2)
        frames.frames = [[header, row], [row]]
        #expect(frames.violations.contains { $0.contains("frame 1: layout-header of the layout is on screen before and after but not drawn") },
                "\(frames.violations)")
        var stranger = row
        stranger.key = .item("nobody")
        stranger.rect = CellRect(x: 0, y: 2, width: 10, height: 1)
        frames.frames = [[header, row, stranger]]
        #expect(frames.violations.contains { $0.contains("item nobody is drawn but is on neither screen") }, "\(frames.violations)")
    }
}
