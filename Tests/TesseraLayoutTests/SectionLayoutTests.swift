import Foundation
import Testing
import TesseraExampleLayouts
@testable import TesseraLayout

@Suite struct SectionLayoutTests {
    let header = "header", footer = "footer"

    func boundary(_ kind: String, _ alignment: RectAlignment, width: CollectionLayoutDimension = .fractionalWidth(1),
                  height: CGFloat = 1) -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(layoutSize: size(width, .absolute(height)), elementKind: kind, alignment: alignment)
    }

    func supplementary(_ layout: CollectionViewCompositionalLayout, _ kind: String, section: Int = 0) -> CellRect? {
        layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func contentInsetsAndSpacingPlaceGroups() {
        var section = rowsSection()
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        section.interGroupSpacing = 2
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 3
        let layout = prepared(section, counts: [3, 2], container: CellSize(width: 40, height: 10), configuration: configuration)
        #expect((0..<3).map { layout.frame($0)! } == [0, 3, 6].map { CellRect(x: 2, y: 1 + $0, width: 34, height: 1) })
        // Section 0: 1 + 7 + 3 = 11 rows, then 3 of spacing.
        #expect(layout.frame(ofSection: 1) == CellRect(x: 0, y: 14, width: 40, height: 8))
        #expect(layout.frame(0, 1) == CellRect(x: 2, y: 15, width: 34, height: 1))
        #expect(layout.collectionViewContentSize == CellSize(width: 40, height: 22))
    }

    @Test func headersAndFootersExtendTheSection() {
        var section = rowsSection()
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.boundarySupplementaryItems = [boundary(header, .top), boundary(footer, .bottom, height: 2)]
        let layout = prepared(section, counts: [2, 1], container: CellSize(width: 20, height: 10))
        #expect(supplementary(layout, header) == CellRect(x: 2, y: 0, width: 16, height: 1))
        #expect(layout.frame(0) == CellRect(x: 2, y: 2, width: 16, height: 1))
        #expect(supplementary(layout, footer) == CellRect(x: 2, y: 5, width: 16, height: 2))
        #expect(supplementary(layout, header, section: 1) == CellRect(x: 2, y: 7, width: 16, height: 1))
        #expect(layout.collectionViewContentSize.height == 13)
    }

    @Test func alignmentOffsetAndOverlayPlaceBoundaryItems() {
        var section = rowsSection()
        var overlay = boundary("badge", .topTrailing, width: .absolute(3))
        overlay.extendsBoundary = false
        section.boundarySupplementaryItems = [
            boundary(header, .topLeading, width: .fractionalWidth(0.5)),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(4), .absolute(1)), elementKind: footer,
                                                      alignment: .bottom, absoluteOffset: CGPoint(x: 1, y: 1)),
            overlay,
        ]
        section.supplementariesFollowContentInsets = false
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let layout = prepared(section, counts: [2], container: CellSize(width: 20, height: 10))
        #expect(supplementary(layout, header) == CellRect(x: 0, y: 0, width: 10, height: 1))
        // Centred (8…12), then moved by the offset.
        #expect(supplementary(layout, footer) == CellRect(x: 9, y: 4, width: 4, height: 1))
        // Overlays the section's start without taking room.
        #expect(supplementary(layout, "badge") == CellRect(x: 17, y: 0, width: 3, height: 1))
        #expect(layout.frame(0)?.y == 1)
    }

    @Test func pinnedHeadersStayInViewUntilTheirSectionEnds() {
        var section = rowsSection()
        var pinned = boundary(header, .top)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned, boundary(footer, .bottom)]
        let layout = prepared(section, counts: [10, 10], container: CellSize(width: 20, height: 5))
        func headers(at y: Int) -> [IndexPath: Int] {
            let found = layout.layoutAttributesForElements(in: CellRect(x: 0, y: y, width: 20, height: 5))
                .filter { $0.representedElementKind == header }
            return Dictionary(uniqueKeysWithValues: found.map { ($0.indexPath, $0.frame.y) })
        }
        #expect(headers(at: 0) == [IndexPath(item: 0, section: 0): 0])
        #expect(headers(at: 5) == [IndexPath(item: 0, section: 0): 5])
        // Section 0's rows end at 11: its header stops at 10 and section 1's is in view below.
        #expect(headers(at: 10) == [IndexPath(item: 0, section: 0): 10, IndexPath(item: 0, section: 1): 12])
        #expect(headers(at: 11) == [IndexPath(item: 0, section: 1): 12])
        #expect(headers(at: 15) == [IndexPath(item: 0, section: 1): 15])
        // The unpinned lookup gives the natural place.
        #expect(supplementary(layout, header, section: 1)?.y == 12)
    }

    @Test func pinnedFootersStickToTheBottom() {
        var section = rowsSection()
        var pinned = boundary(footer, .bottom)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let layout = prepared(section, counts: [10], container: CellSize(width: 20, height: 5))
        let found = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 2, width: 20, height: 5)).filter { $0.representedElementKind == footer }
        #expect(found.map(\.frame.y) == [6])
    }

    @Test func layoutHeadersAndFootersWrapTheSections() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundary("top", .top, height: 2), boundary("bottom", .bottom)]
        let layout = prepared(rowsSection(), counts: [3], container: CellSize(width: 20, height: 10), configuration: configuration)
        #expect(layout.frame(0)?.y == 2)
        #expect(supplementary(layout, "top") == CellRect(x: 0, y: 0, width: 20, height: 2))
        #expect(supplementary(layout, "bottom") == CellRect(x: 0, y: 5, width: 20, height: 1))
        #expect(layout.collectionViewContentSize.height == 6)
        #expect(layout.allElements.filter { $0.representedElementCategory == .supplementaryView }.count == 2)
    }

    @Test func backgroundsSitBehindTheirSection() {
        var section = rowsSection()
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.boundarySupplementaryItems = [boundary(header, .top)]
        var background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        section.decorationItems = [background]
        let layout = prepared(section, counts: [2], container: CellSize(width: 20, height: 10))
        let decoration = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == CellRect(x: 1, y: 1, width: 18, height: 4))
        #expect(decoration?.zIndex == 0 && decoration?.representedElementCategory == .decorationView)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(layout.elements(ofKind: "background").count == 1)
    }

    @Test func badgesAnchorToTheirItem() {
        let anchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(3), .absolute(1)), elementKind: "badge", containerAnchor: anchor)
        let below = CollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(1)), elementKind: "below",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.bottom]),
                                                      itemAnchor: CollectionLayoutAnchor(edges: [.top]))
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(4)), supplementaryItems: [badge, below])
        let layout = prepared(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(6)), subitems: [item]), count: 3,
                              container: CellSize(width: 20, height: 10))
        let path = IndexPath(item: 1, section: 0)
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: "badge", at: path)?.frame == CellRect(x: 18, y: 0, width: 3, height: 1))
        // Centred under the item: 15 − 2.5 rounds away from zero at both edges.
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: "below", at: path)?.frame == CellRect(x: 13, y: 4, width: 5, height: 1))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: "badge", at: path)?.zIndex == 1)
        // A badge of a partial last group's missing item does not exist.
        #expect(layout.elements(ofKind: "badge").map(\.indexPath.item).sorted() == [0, 1, 2])
    }

    @Test func horizontalLayoutsStackSectionsSideways() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 1
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(6), .fractionalHeight(1)), subitems: [item])
        var section = CollectionLayoutSection(group: column)
        section.boundarySupplementaryItems = [boundary(header, .leading, width: .absolute(2), height: 1)]
        let layout = prepared(section, counts: [3, 2], container: CellSize(width: 30, height: 10), configuration: configuration)
        #expect(layout.frame(0) == CellRect(x: 2, y: 0, width: 6, height: 5))
        #expect(layout.frame(1) == CellRect(x: 2, y: 5, width: 6, height: 5))
        #expect(layout.frame(2) == CellRect(x: 8, y: 0, width: 6, height: 5))
        #expect(layout.frame(0, 1) == CellRect(x: 17, y: 0, width: 6, height: 5))
        #expect(layout.collectionViewContentSize == CellSize(width: 23, height: 10))
    }

    @Test func tinyContainersNeverProduceOverlapsOrNegativeSizes() {
        let examples: [() -> CollectionViewCompositionalLayout] = [
            ExampleLayouts.grid, ExampleLayouts.nestedGroups, ExampleLayouts.itemBadges, ExampleLayouts.orthogonalSectionBehaviors,
            ExampleLayouts.sectionBackgroundDecoration, ExampleLayouts.twoColumnGrid, { ExampleLayouts.emojiExplorer() },
        ]
        for make in examples {
            for container in [CellSize.zero, CellSize(width: 1, height: 1), CellSize(width: 2, height: 3), CellSize(width: 7, height: 2)] {
                let layout = make()
                layout.prepare(containerSize: container, itemCounts: [12, 12, 12, 12, 12, 12])
                let cells = layout.allElements.filter { $0.representedElementCategory == .cell }
                for (index, cell) in cells.enumerated() {
                    #expect(!cell.frame.isEmpty)
                    for other in cells[(index + 1)...] where other.indexPath.section == cell.indexPath.section {
                        #expect(!cell.frame.intersects(other.frame), "\(container): \(cell) overlaps \(other)")
                    }
                }
                for section in 0..<layout.numberOfSections {
                    for item in 0..<12 { #expect(layout.frame(item, section) != nil) }
                }
            }
        }
    }

    @Test func aMissingSectionBecomesAListSectionAndIsReported() {
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? rowsSection(height: .absolute(2)) : nil }
        layout.prepare(containerSize: CellSize(width: 10, height: 5), itemCounts: [1, 2])
        #expect(layout.frame(1, 1) == CellRect(x: 0, y: 3, width: 10, height: 1))
        #expect(layout.diagnostics.count == 1)
    }

    @Test func providersSeeTheEnvironment() {
        var widths: [CGFloat] = []
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .readableContent
        let layout = CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            return rowsSection()
        }, configuration: configuration)
        layout.prepare(containerSize: CellSize(width: 120, height: 40), itemCounts: [1], cellAspect: 0.6)
        #expect(widths == [80])
        #expect(layout.environment.cellAspect == 0.6 && layout.environment.container.contentSize == CGSize(width: 120, height: 40))
        #expect(layout.frame(0) == CellRect(x: 20, y: 0, width: 80, height: 1))
        layout.configuration.contentInsetsReference = .layoutMargins
        #expect(layout.frame(0) == CellRect(x: 2, y: 0, width: 116, height: 1))
        layout.prepare(containerSize: CellSize(width: 40, height: 10), itemCounts: [1], safeAreaInsets: DirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 1))
        #expect(layout.frame(0) == CellRect(x: 5, y: 0, width: 32, height: 1))
    }

    @Test func containerInsetsBelowOneAreFractions() {
        let container = CollectionLayoutContainer(contentSize: CGSize(width: 100, height: 50),
                                                  contentInsets: DirectionalEdgeInsets(top: 0.2, leading: 0.1, bottom: 2, trailing: 5))
        #expect(container.effectiveContentInsets == DirectionalEdgeInsets(top: 10, leading: 10, bottom: 2, trailing: 5))
        #expect(container.effectiveContentSize == CGSize(width: 85, height: 38))
    }

    @Test func pointLookupsFindItemsAndSections() {
        let layout = ExampleLayouts.grid()
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [94])
        #expect(layout.indexPathForItem(at: CellPoint(x: 17, y: 9)) == IndexPath(item: 6, section: 0))
        #expect(layout.indexPathForItem(at: CellPoint(x: 79, y: 151)) == nil)
        #expect(layout.sectionIndex(at: CellPoint(x: 0, y: 100)) == 0)
        #expect(layout.sectionIndex(at: CellPoint(x: 0, y: 152)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 94, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func visibleItemsHandlerAdjustsWhatIsReturned() {
        var section = rowsSection()
        var seenOffsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            seenOffsets.append(offset)
            for item in items {
                item.alpha = 0.5
                if item.indexPath.item == 1 { item.isHidden = true }
                if item.indexPath.item == 2 { item.center.x += 3; item.zIndex = 7 }
            }
        }
        let layout = prepared(section, counts: [4], container: CellSize(width: 10, height: 10))
        let found = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 1, width: 10, height: 3))
        #expect(seenOffsets == [CGPoint(x: 0, y: 1)])
        #expect(found.map(\.alpha) == [0.5, 0.5, 0.5])
        #expect(found.map(\.isHidden) == [true, false, false])
        #expect(found[1].frame == CellRect(x: 3, y: 2, width: 10, height: 1) && found[1].zIndex == 7)
    }

    @Test func changingTheConfigurationLaysOutAgain() {
        let layout = prepared(rowsSection(), counts: [2, 2], container: CellSize(width: 10, height: 10))
        #expect(layout.frame(0, 1)?.y == 2)
        layout.configuration.interSectionSpacing = 4
        #expect(layout.frame(0, 1)?.y == 6)
        #expect(layout.counters.sectionsPrepared == 4)
    }
}
