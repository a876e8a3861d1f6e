import Foundation
import Testing
@testable import TesseraLayout

@Suite struct TraitCollectionTests {
    @Test(arguments: [(0, UserInterfaceSizeClass.unspecified), (40, .compact), (80, .compact), (99, .compact),
                      (100, .regular), (120, .regular), (132, .regular)])
    func widthSizeClass(columns: Int, expected: UserInterfaceSizeClass) {
        #expect(UserInterfaceSizeClass.horizontal(forColumns: CGFloat(columns)) == expected)
    }

    @Test(arguments: [(0, UserInterfaceSizeClass.unspecified), (6, .compact), (12, .compact), (19, .compact),
                      (20, .regular), (24, .regular), (40, .regular)])
    func heightSizeClass(rows: Int, expected: UserInterfaceSizeClass) {
        #expect(UserInterfaceSizeClass.vertical(forRows: CGFloat(rows)) == expected)
    }

    @Test func theLayoutHandsItsSectionProviderTheCollectionViewsSizeClasses() {
        var seen: [TraitCollection] = []
        let layout = CollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection)
            return rowsSection()
        }
        #expect(layout.environment.traitCollection == TraitCollection())  // before it has a size
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [1])
        layout.prepare(containerSize: CellSize(width: 120, height: 40), itemCounts: [1])
        layout.prepare(containerSize: CellSize(width: 120, height: 12), itemCounts: [1])
        #expect(seen == [TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
                         TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular),
                         TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)])
        #expect(layout.environment.traitCollection.verticalSizeClass == .compact)
    }

    /// The iOS idiom: one column when compact, three when regular.
    @Test func aSectionProviderSwitchesColumnsBySizeClass() {
        let layout = CollectionViewCompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .compact ? 1 : 3
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitem: item, count: columns)
            return CollectionLayoutSection(group: group)
        }
        layout.prepare(containerSize: CellSize(width: 80, height: 24), itemCounts: [3])
        #expect(layout.frame(1) == CellRect(x: 0, y: 2, width: 80, height: 2))
        layout.prepare(containerSize: CellSize(width: 120, height: 24), itemCounts: [3])
        #expect(layout.frame(1) == CellRect(x: 40, y: 0, width: 40, height: 2))
    }

    /// Size classes belong to the collection view, not to the space left inside its insets.
    @Test func insetsDoNotChangeTheSizeClass() {
        let layout = CollectionViewCompositionalLayout(section: rowsSection())
        layout.prepare(containerSize: CellSize(width: 100, height: 24), itemCounts: [1],
                       safeAreaInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        #expect(layout.environment.container.effectiveContentSize.width == 80)
        #expect(layout.environment.traitCollection.horizontalSizeClass == .regular)
    }

    /// A custom group's provider is told the collection view's traits, not ones made up from
    /// the group's own (narrow) size.
    @Test func aCustomGroupSeesTheCollectionViewsTraits() {
        var seen: [TraitCollection] = []
        let group = CollectionLayoutGroup.custom(layoutSize: size(.absolute(30), .absolute(4))) { environment in
            seen.append(environment.traitCollection)
            return [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 30, height: 4))]
        }
        _ = prepared(group, count: 1, container: CellSize(width: 120, height: 40))
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0 == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular) })
    }

    @Test func anEnvironmentMadeByHandDerivesItsTraitsFromItsContainer() {
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: CGSize(width: 60, height: 30)))
        #expect(environment.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        let given = CollectionLayoutEnvironment(container: environment.container, traitCollection: TraitCollection(horizontalSizeClass: .regular))
        #expect(given.traitCollection.horizontalSizeClass == .regular)
        #expect(given.traitCollection.verticalSizeClass == .unspecified)
    }
}
