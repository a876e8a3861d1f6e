import Foundation
import Testing
@testable import TesseraLayout

/// `CollectionViewLayout`, UIKit's base class: empty on its own, and the compositional layout
/// answers every one of its queries when held as the base type.
@Suite("Collection view layout base class")
struct CollectionViewLayoutBaseTests {
    @Test func theBaseClassIsAnEmptyLayout() {
        let layout = CollectionViewLayout()
        let path = IndexPath(item: 0, section: 0)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
        #expect(layout.layoutAttributesForItem(at: path) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionLayoutElementKind.sectionHeader, at: path) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: path) == nil)
    }

    @Test func aCompositionalLayoutAnswersThroughTheBaseType() {
        var section = rowsSection(height: .absolute(2))
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: CollectionLayoutElementKind.sectionHeader, alignment: .top)]
        let compositional = prepared(section, counts: [3], container: CellSize(width: 20, height: 10))
        let layout: CollectionViewLayout = compositional
        #expect(layout.collectionViewContentSize == CellSize(width: 20, height: 7))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CellRect(x: 0, y: 3, width: 20, height: 2))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: CollectionLayoutElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CellRect(x: 0, y: 0, width: 20, height: 1))
        #expect(header == compositional.layoutAttributesForSupplementaryElement(ofKind: CollectionLayoutElementKind.sectionHeader,
                                                                                 at: IndexPath(item: 0, section: 0)))
        #expect(layout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 20, height: 3)).map(\.representedElementCategory)
                    .sorted() == [.cell, .supplementaryView])
    }

    @Test func invalidatingThroughTheBaseTypeForgetsMeasuredSizes() {
        let layout = prepared(rowsSection(height: .estimated(1)), counts: [2], container: CellSize(width: 20, height: 10))
        layout.invalidateSize(CellSize(width: 20, height: 4), forItemAt: IndexPath(item: 0, section: 0))
        #expect(layout.collectionViewContentSize.height == 5)
        (layout as CollectionViewLayout).invalidateLayout()
        #expect(layout.collectionViewContentSize.height == 2)
    }
}
