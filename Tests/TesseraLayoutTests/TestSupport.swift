import Foundation
@testable import TesseraLayout

/// Shorthands for building descriptions in tests.
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of full-width rows `height` tall.
func rowsSection(height: CollectionLayoutDimension = .absolute(1)) -> CollectionLayoutSection {
    let rowSize = size(.fractionalWidth(1), height)
    return CollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [CollectionLayoutItem(layoutSize: rowSize)]))
}

/// A layout of one section holding `group`, prepared for `container` and `count` items.
func prepared(_ group: CollectionLayoutGroup, count: Int, container: CellSize = CellSize(width: 80, height: 24)) -> CollectionViewCompositionalLayout {
    prepared(CollectionLayoutSection(group: group), counts: [count], container: container)
}

func prepared(_ section: CollectionLayoutSection, counts: [Int], container: CellSize = CellSize(width: 80, height: 24),
              configuration: CollectionViewCompositionalLayoutConfiguration = .init()) -> CollectionViewCompositionalLayout {
    let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    layout.prepare(containerSize: container, itemCounts: counts)
    return layout
}

extension CollectionViewCompositionalLayout {
    func frame(_ item: Int, _ section: Int = 0) -> CellRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Every element in the whole content, orthogonal rows included.
    var allElements: [CollectionViewLayoutAttributes] {
        let size = collectionViewContentSize
        return layoutAttributesForElements(in: CellRect(x: -10_000, y: -10_000, width: size.width + 20_000, height: size.height + 20_000))
    }

    func elements(ofKind kind: String) -> [CollectionViewLayoutAttributes] {
        allElements.filter { $0.representedElementKind == kind }
    }
}
