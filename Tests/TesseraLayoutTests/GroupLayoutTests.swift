import Foundation
import Testing
@testable import TesseraLayout

@Suite struct GroupLayoutTests {
    func row(_ layout: CollectionViewCompositionalLayout, count: Int) -> [CellRect] {
        (0..<count).compactMap { layout.frame($0) }
    }

    @Test func dimensionsReadBack() {
        let estimated = CollectionLayoutDimension.estimated(3)
        #expect(estimated.isEstimated && !estimated.isAbsolute && estimated.dimension == 3)
        let uniform = CollectionLayoutDimension.uniformAcrossSiblings(estimate: 2)
        #expect(uniform.isEstimated && uniform.isUniformAcrossSiblings)
        #expect(CollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(CollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
        #expect(CollectionLayoutDimension.absolute(4).isAbsolute)
        #expect(CollectionLayoutSpacing.flexible(2).isFlexibleSpacing && CollectionLayoutSpacing.fixed(2).isFixedSpacing)
        let anchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset && anchor.offset == CGPoint(x: 0.3, y: -0.3))
    }

    @Test func subitemsRepeatUntilTheGroupIsFull() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let layout = prepared(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item]), count: 12)
        #expect(layout.sections[0].itemsPerGroup == 5)
        #expect(row(layout, count: 5).map(\.x) == [0, 16, 32, 48, 64])
        #expect(layout.frame(5) == CellRect(x: 0, y: 2, width: 16, height: 2))
        #expect(layout.collectionViewContentSize == CellSize(width: 80, height: 6))
    }

    @Test func fractionalWidthHeightsUseTheCellAspect() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [4])
        #expect(layout.frame(0) == CellRect(x: 0, y: 0, width: 20, height: 10))
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [4], cellAspect: 0.25)
        #expect(layout.frame(0) == CellRect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test(arguments: [3, 5, 7])
    func siblingsTileExactlyAtEveryWidth(columns: Int) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        for width in 0...200 {
            layout.prepare(containerSize: CellSize(width: width, height: 10), itemCounts: [columns])
            let frames = row(layout, count: columns)
            #expect(frames.count == columns)
            #expect(frames.first?.minX == 0 && frames.last?.maxX == width, "width \(width): \(frames)")
            for (left, right) in zip(frames, frames.dropFirst()) {
                #expect(left.maxX == right.minX, "width \(width): \(frames)")
            }
            // Widths differ by at most one cell: fractions round at the edges.
            let widths = frames.map(\.width)
            #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 1)
        }
    }

    @Test func countedSubitemsShrinkToMakeRoomForSpacing() {
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)),
                                                     subitem: CollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1))), count: 3)
        group.interItemSpacing = .fixed(2)
        let layout = prepared(group, count: 3, container: CellSize(width: 20, height: 5))
        #expect(layout.sections[0].itemsPerGroup == 3)
        #expect(row(layout, count: 3) == [CellRect(x: 0, y: 0, width: 5, height: 1), CellRect(x: 7, y: 0, width: 6, height: 1),
                                          CellRect(x: 15, y: 0, width: 5, height: 1)])
    }

    @Test func repeatingSubitemsKeepTheirOwnSize() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(4), .absolute(2)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(10), .absolute(10)), repeatingSubitem: item, count: 3)
        let layout = prepared(group, count: 3)
        #expect(row(layout, count: 3) == [CellRect(x: 0, y: 0, width: 4, height: 2), CellRect(x: 0, y: 2, width: 4, height: 2),
                                          CellRect(x: 0, y: 4, width: 4, height: 2)])
    }

    @Test func flexibleSpacingSharesTheRoomLeft() {
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)),
                                                     subitems: [CollectionLayoutItem(layoutSize: size(.absolute(4), .absolute(1)))])
        group.interItemSpacing = .flexible(1)
        let layout = prepared(group, count: 4, container: CellSize(width: 20, height: 4))
        #expect(layout.sections[0].itemsPerGroup == 4)
        #expect(row(layout, count: 4).map(\.minX) == [0, 5, 11, 16])
        #expect(row(layout, count: 4).last?.maxX == 20)
    }

    @Test func edgeSpacingMovesTheItemAndInsetsShrinkIt() {
        var item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(4)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(2), top: .fixed(1), trailing: nil, bottom: nil)
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 3)
        let layout = prepared(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(6)), subitems: [item]), count: 2,
                              container: CellSize(width: 30, height: 10))
        #expect(layout.frame(0) == CellRect(x: 3, y: 2, width: 6, height: 3))
        // The second slot starts after the first slot's 10 cells plus its 2 of leading spacing.
        #expect(layout.frame(1) == CellRect(x: 15, y: 2, width: 6, height: 3))
    }

    @Test func insetsAreIgnoredOnEstimatedAxes() {
        var item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(2)))
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let layout = prepared(.vertical(layoutSize: size(.fractionalWidth(1), .estimated(2)), subitems: [item]), count: 2,
                              container: CellSize(width: 20, height: 10))
        #expect(layout.frame(0) == CellRect(x: 2, y: 0, width: 16, height: 2))
        #expect(layout.frame(1) == CellRect(x: 2, y: 2, width: 16, height: 2))
    }

    @Test func nestedGroupsPlaceTheirItemsInsideTheirSlot() {
        let leading = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let pair = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                  subitem: CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3))), count: 2)
        let block = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [leading, pair])
        let layout = prepared(block, count: 4, container: CellSize(width: 100, height: 40))
        #expect(row(layout, count: 4) == [CellRect(x: 0, y: 0, width: 70, height: 10), CellRect(x: 70, y: 0, width: 30, height: 5),
                                          CellRect(x: 70, y: 5, width: 30, height: 5), CellRect(x: 0, y: 10, width: 70, height: 10)])
        #expect(block.subitems.count == 2)
    }

    @Test func customGroupsUseTheProvidersFrames() {
        var seenContainer: CGSize?
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(3))) { environment in
            seenContainer = environment.container.contentSize
            return [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 3, height: 1)),
                    CollectionLayoutGroupCustomItem(frame: CGRect(x: 2, y: 1, width: 30, height: 5), zIndex: 4)]
        }
        let layout = prepared(group, count: 3, container: CellSize(width: 20, height: 10))
        #expect(seenContainer == CGSize(width: 20, height: 3))
        #expect(layout.frame(0) == CellRect(x: 0, y: 0, width: 3, height: 1))
        // Clipped to the group; the custom zIndex carries through.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) ==
                CollectionViewLayoutAttributes(frame: CellRect(x: 2, y: 1, width: 18, height: 2), zIndex: 4, indexPath: IndexPath(item: 1, section: 0)))
        #expect(layout.frame(2) == CellRect(x: 0, y: 3, width: 3, height: 1))
    }

    @Test func uniformSiblingsTakeTheLargestMeasuredSize() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(1)), subitems: [item])
        let layout = prepared(group, count: 6, container: CellSize(width: 30, height: 10))
        #expect(layout.frame(3)?.y == 1)
        layout.invalidateSize(CellSize(width: 10, height: 4), forItemAt: IndexPath(item: 1, section: 0))
        #expect(row(layout, count: 3).map(\.height) == [4, 4, 4])
        #expect(layout.frame(3) == CellRect(x: 0, y: 4, width: 10, height: 1))
    }

    @Test func uniformOutermostGroupsShareTheLargestExtent() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 1)), subitems: [item])
        let layout = prepared(group, count: 5, container: CellSize(width: 30, height: 10))
        layout.invalidateSize(CellSize(width: 30, height: 3), forItemAt: IndexPath(item: 2, section: 0))
        #expect((0..<5).map { layout.frame($0)!.y } == [0, 3, 6, 9, 12])
        #expect(layout.collectionViewContentSize.height == 15)
        // The measured item keeps its own size inside the shared extent.
        let narrow = CollectionLayoutItem(layoutSize: size(.estimated(4), .estimated(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 1)), subitems: [narrow])
        let measured = prepared(row, count: 4, container: CellSize(width: 4, height: 10))
        measured.invalidateSize(CellSize(width: 2, height: 2), forItemAt: IndexPath(item: 1, section: 0))
        #expect(measured.frame(1) == CellRect(x: 0, y: 2, width: 2, height: 2))
        #expect(measured.frame(2) == CellRect(x: 0, y: 4, width: 4, height: 1))
    }

    @Test func zeroSizedSubitemsDoNotRepeatForever() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0), .fractionalHeight(1)))
        let layout = prepared(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item, item]), count: 5)
        #expect(layout.sections[0].itemsPerGroup == 2)
        #expect(layout.frame(4) != nil)
        #expect(layout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
    }

    @Test func badDimensionsAreClampedAndReportedOnce() {
        let wide = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.5), .absolute(-3)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [wide])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        var reported: [String] = []
        layout.diagnosticHandler = { reported.append($0) }
        layout.prepare(containerSize: CellSize(width: 40, height: 10), itemCounts: [1_000, 1_000, 1_000])
        _ = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 40, height: 100))
        #expect(layout.frame(0) == CellRect(x: 0, y: 0, width: 40, height: 0))
        #expect(reported.count == 2, "\(reported)")
        #expect(reported.contains { $0.contains("above 1") } && reported.contains { $0.contains("negative") })
        #expect(layout.diagnostics == reported)
    }

    @Test func nonFiniteValuesNeverReachAFrame() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(.nan), .absolute(.infinity)))
        let layout = prepared(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item]), count: 3)
        let frames = row(layout, count: 3)
        #expect(frames.count == 3 && frames.allSatisfy { $0.width >= 0 && $0.height >= 0 })
        #expect(layout.diagnostics.contains { $0.contains("not finite") })
    }

    @Test func visualDescriptionDrawsTheGroup() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        #expect(group.visualDescription(containerSize: CellSize(width: 10, height: 5)) == """
            group 10×3, 2 items
            +---++---+
            |0  ||1  |
            +---++---+
            """)
    }
}
