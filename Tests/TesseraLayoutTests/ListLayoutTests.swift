import Foundation
import Testing
@testable import TesseraLayout

@Suite struct ListLayoutTests {
    let container = CellSize(width: 30, height: 10)

    func list(_ configuration: CollectionLayoutListConfiguration, counts: [Int] = [3, 2]) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        layout.prepare(containerSize: container, itemCounts: counts)
        return layout
    }

    func separators(_ layout: CollectionViewCompositionalLayout, kind: String = CollectionLayoutElementKind.separator) -> [IndexPath: CellRect] {
        Dictionary(uniqueKeysWithValues: layout.elements(ofKind: kind).map { ($0.indexPath, $0.frame) })
    }

    @Test func plainListsAreFullWidthRowsWithPinnedHeaders() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = list(configuration)
        #expect(layout.frame(0) == CellRect(x: 0, y: 1, width: 30, height: 1))
        #expect(layout.frame(0, 1) == CellRect(x: 0, y: 5, width: 30, height: 1))
        let header = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 2, width: 30, height: 2))
            .first { $0.representedElementKind == CollectionLayoutElementKind.sectionHeader }
        #expect(header?.frame == CellRect(x: 0, y: 2, width: 30, height: 1) && header?.zIndex == 2)
    }

    @Test func separatorsUnderlineEveryRowButTheLast() {
        let layout = list(CollectionLayoutListConfiguration(appearance: .plain))
        let found = separators(layout)
        #expect(found.keys.sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
        // Over the row's own last line, from one column in: never a row of its own.
        #expect(found[IndexPath(item: 1, section: 0)] == CellRect(x: 1, y: 1, width: 29, height: 1))
        let attributes = layout.layoutAttributesForDecorationView(ofKind: CollectionLayoutElementKind.separator, at: IndexPath(item: 0, section: 0))
        #expect(attributes?.zIndex == 1 && attributes?.representedElementCategory == .decorationView)
        #expect(layout.layoutAttributesForDecorationView(ofKind: CollectionLayoutElementKind.separator, at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.collectionViewContentSize.height == 5)
    }

    @Test func separatorConfigurationAndHandlerChooseSeparators() {
        var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 2)
        configuration.itemSeparatorHandler = { path, separator in
            var separator = separator
            if path.item == 1 { separator.bottomSeparatorVisibility = .hidden }
            if path.item == 2 { separator.topSeparatorVisibility = .visible; separator.bottomSeparatorVisibility = .visible }
            return separator
        }
        let layout = list(configuration, counts: [3])
        #expect(separators(layout).keys.map(\.item).sorted() == [0, 2])
        #expect(separators(layout)[IndexPath(item: 0, section: 0)] == CellRect(x: 4, y: 1, width: 24, height: 1))
        #expect(separators(layout, kind: CollectionLayoutElementKind.topSeparator) == [IndexPath(item: 2, section: 0): CellRect(x: 1, y: 3, width: 29, height: 1)])
    }

    @Test func sidebarsHaveNoSeparatorsUnlessAsked() {
        #expect(separators(list(CollectionLayoutListConfiguration(appearance: .sidebar))).isEmpty)
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebarPlain)
        configuration.showsSeparators = true
        #expect(separators(list(configuration)).count == 3)
        var plain = CollectionLayoutListConfiguration(appearance: .plain)
        plain.showsSeparators = false
        #expect(separators(list(plain)).isEmpty)
    }

    @Test(arguments: [
        (CollectionLayoutListConfiguration.Appearance.plain, 0, 0),
        (.grouped, 1, 0),
        (.insetGrouped, 1, 2),
        (.sidebar, 1, 1),
        (.sidebarPlain, 0, 0),
    ])
    func appearancesPadAndInsetSections(appearance: CollectionLayoutListConfiguration.Appearance, padding: Int, side: Int) {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = list(configuration)
        let header = layout.layoutAttributesForSupplementaryElement(ofKind: CollectionLayoutElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: padding, header, 3 rows, footer.
        #expect(header?.frame == CellRect(x: side, y: 2 * padding + 5, width: 30 - 2 * side, height: 1))
        #expect(layout.frame(0) == CellRect(x: side, y: padding + 1, width: 30 - 2 * side, height: 1))
        let footer = layout.layoutAttributesForSupplementaryElement(ofKind: CollectionLayoutElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.y == padding + 4)
    }

    @Test func headerTopPaddingAndRowHeightOverrideTheAppearance() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerTopPadding = 3
        configuration.rowHeight = .absolute(2)
        let layout = list(configuration)
        #expect(layout.frame(0) == CellRect(x: 2, y: 3, width: 26, height: 2))
        #expect(layout.frame(0, 1)?.y == 12)
    }

    @Test func firstItemHeadersAreRows() {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = list(configuration)
        #expect(layout.allElements.allSatisfy { $0.representedElementCategory == .cell })
        #expect(layout.frame(0) == CellRect(x: 1, y: 1, width: 28, height: 1))
        #expect(layout.section(at: 0)?.listConfiguration?.headerMode == .firstItemInSection)
    }

    @Test func selfSizingRowsAreMeasured() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.rowHeight = .estimated(1)
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        layout.prepare(containerSize: container, itemCounts: [3])
        layout.measureElements(in: CellRect(origin: .zero, size: container)) { CellSize(width: $0.frame.width, height: $0.indexPath.item + 1) }
        let cells = layout.allElements.filter { $0.representedElementCategory == .cell }
        #expect(cells.map(\.frame.y) == [0, 1, 3] && cells.map(\.frame.height) == [1, 2, 3])
        // The separator follows the row's last line.
        #expect(separators(layout)[IndexPath(item: 1, section: 0)]?.y == 2)
    }

    @Test func listSectionsMixWithOtherSections() {
        let layout = CollectionViewCompositionalLayout { index, environment in
            index == 0 ? rowsSection(height: .absolute(3))
                : .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
        }
        layout.prepare(containerSize: container, itemCounts: [1, 2])
        #expect(layout.section(at: 0)?.listConfiguration == nil)
        #expect(layout.section(at: 1)?.listConfiguration?.appearance == .insetGrouped)
        #expect(layout.frame(0, 1) == CellRect(x: 2, y: 4, width: 26, height: 1))
        #expect(separators(layout).keys.sorted() == [IndexPath(item: 0, section: 1)])
    }
}
