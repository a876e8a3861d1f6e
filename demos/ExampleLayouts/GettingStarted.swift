import Foundation
import TesseraLayout

/// Compositional Layout → Getting Started, and Per-Section Layout.
extension ExampleLayouts {
    public static let gridItemCount = 94
    public static let twoColumnItemCount = 94
    /// Distinct and Adaptive Sections: three sections of this many items.
    public static let perSectionItemCount = 10

    /// The width up to which the gallery's tiles follow Apple's fractions; beyond it they keep
    /// the size they have there and more of them share a row (a 300-column terminal would
    /// otherwise show five 60 × 30 tiles).
    public static let designedWidth: CGFloat = 120

    /// How many tiles a row holds at `width` when it holds `designedColumns` at `designedWidth`:
    /// that many up to that width, more beyond it, so no tile is wider than it is there.
    public static func columns(_ designedColumns: Int, forWidth width: CGFloat) -> Int {
        max(designedColumns, Int((width * CGFloat(designedColumns) / designedWidth).rounded(.up)))
    }

    /// Grid: five square tiles per row. Each item is a fifth of the width; the row is a fifth
    /// of the width tall, which `cellAspect` turns into square-looking tiles. Wider than
    /// ``designedWidth``, more columns of the same square tiles.
    public static func grid() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            gridSection(itemInsets: .zero, columns: columns(5, forWidth: environment.container.effectiveContentSize.width))
        }
    }

    /// Inset Items Grid: the grid with a gutter inside every tile.
    public static func insetItemsGrid() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            gridSection(itemInsets: tileGutter, columns: columns(5, forWidth: environment.container.effectiveContentSize.width))
        }
    }

    private static func gridSection(itemInsets: DirectionalEdgeInsets, columns: Int) -> CollectionLayoutSection {
        let fraction = 1 / CGFloat(columns)
        var item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(fraction), .fractionalHeight(1)))
        item.contentInsets = itemInsets
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(fraction)), subitems: [item])
        return CollectionLayoutSection(group: group)
    }

    /// Two-Column Grid: exactly two framed tiles per row, 3 rows tall (room for a frame and a
    /// label), 2 columns apart, rows 1 apart, inside a 1-row, 2-column margin.
    public static func twoColumnGrid() -> CollectionViewCompositionalLayout {
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitem: fillingItem, count: 2)
        group.interItemSpacing = .fixed(2)
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        return CollectionViewCompositionalLayout(section: section)
    }

    /// The three kinds of section Distinct and Adaptive Sections show, by index.
    public enum PerSectionKind: Int, CaseIterable, Sendable {
        case list, grid5, grid3

        /// Columns at a width: doubled when the container is wide.
        public func columnCount(forWidth width: CGFloat) -> Int {
            let wide = width > ExampleLayouts.wideWidth
            switch self {
            case .list: return wide ? 2 : 1
            case .grid5: return wide ? 10 : 5
            case .grid3: return wide ? 6 : 3
            }
        }

        /// Columns this kind of section has at `width`, as the layouts lay it out: Distinct
        /// Sections' five and three (`adaptive` false) or Adaptive Sections' counts, either way
        /// with more of the same tiles past ``ExampleLayouts/designedWidth``; a list stays one
        /// column in Distinct Sections.
        public func columns(atWidth width: CGFloat, adaptive: Bool) -> Int {
            guard self != .list else { return adaptive ? columnCount(forWidth: width) : 1 }
            let designed = columnCount(forWidth: adaptive ? min(width, designedWidth) : 0)
            return ExampleLayouts.columns(designed, forWidth: width)
        }
    }

    /// Distinct Sections: a one-column list of 1-row items, a 5-column grid and a 3-column grid
    /// (more columns of the same tiles past ``designedWidth``).
    public static func distinctSections() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = PerSectionKind(rawValue: sectionIndex) else { return nil }
            let width = environment.container.effectiveContentSize.width
            return perSection(kind, columns: kind.columns(atWidth: width, adaptive: false), width: width)
        }
    }

    /// Adaptive Sections: Distinct Sections with the column counts doubled when the container
    /// is wider than `wideWidth` columns.
    public static func adaptiveSections() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = PerSectionKind(rawValue: sectionIndex) else { return nil }
            let width = environment.container.effectiveContentSize.width
            return perSection(kind, columns: kind.columns(atWidth: width, adaptive: true), width: width)
        }
    }

    /// List rows stay one row tall however many columns they are in; grid rows are a fifth of
    /// the width tall, up to the height they have at ``designedWidth``.
    private static func perSection(_ kind: PerSectionKind, columns: Int, width: CGFloat) -> CollectionLayoutSection {
        let designedHeight = (0.2 * designedWidth * 0.5).rounded()
        let height: CollectionLayoutDimension = kind == .list ? .absolute(1)
            : width <= designedWidth ? .fractionalWidth(0.2) : .absolute(designedHeight)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), height), subitem: fillingItem, count: columns)
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        return section
    }
}
