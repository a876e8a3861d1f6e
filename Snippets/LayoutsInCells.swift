// Frames come back in whole cells: the layout on its own, with no terminal, as a test or a
// playground would use it. Run it with `swift run LayoutsInCells` to see the numbers.
import Tessera

// snippet.rounding
// Three equal columns in 80: each *edge* is rounded, so the widths are 27, 26 and 27
// and the columns tile the row with no gap and no overlap.
let third = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
let row = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
    subitems: [third])
let columns = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))

columns.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [3])
let widths = (0..<3).map {
    columns.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.width
}
print(widths)  // [27, 26, 27]
// snippet.end

// snippet.aspect
// "Square" tiles: a height in widths is multiplied by cellAspect (a cell's width ÷ its
// height, 0.5 by default), so a fifth of 80 columns is 16 columns wide and 8 rows tall.
let tile = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
    widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
let tiles = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
    subitems: [tile])
let grid = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: tiles))

grid.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [10], cellAspect: 0.5)
print(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.size)  // 16×8
print(grid.picture(of: CellRect(x: 0, y: 0, width: 80, height: 16)))  // the tiles, as boxes
// snippet.end

// snippet.estimated
// Rows that wrap: each starts at its estimate (1 row). Measuring is a step of its own,
// which the collection view runs before it queries a rect; a query never calls app code.
let note = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))
let noteRow = CollectionLayoutGroup.vertical(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
    subitems: [note])
let notes = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: noteRow))

notes.prepare(containerSize: CellSize(width: 40, height: 10), itemCounts: [100])
let visible = CellRect(x: 0, y: 0, width: 40, height: 10)
notes.measureElements(in: visible) { attributes in
    // What the cell needs at this width: here every third row wraps to 3 lines.
    CellSize(width: attributes.frame.width, height: attributes.indexPath.item % 3 == 0 ? 3 : 1)
}
for attributes in notes.layoutAttributesForElements(in: visible) {
    print(attributes.indexPath.item, attributes.frame.y, attributes.frame.height)
}  // item, y, height: 0 0 3, 1 3 1, 2 4 1, 3 5 3, 4 8 1, 5 9 1
// snippet.end

// snippet.sizeClasses
// Size classes come from the container in cells: regular from 100 columns and 20 rows.
let adaptive = CollectionViewCompositionalLayout { sectionIndex, environment in
    let columns = environment.traitCollection.horizontalSizeClass == .compact ? 1 : 3
    let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
        subitem: item, count: columns)
    return CollectionLayoutSection(group: group)
}

adaptive.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [6])
print(adaptive.environment.traitCollection.horizontalSizeClass)  // compact: one column
adaptive.prepare(containerSize: CellSize(width: 120, height: 40), itemCounts: [6])
print(adaptive.environment.traitCollection.horizontalSizeClass)  // regular: three columns
// snippet.end
