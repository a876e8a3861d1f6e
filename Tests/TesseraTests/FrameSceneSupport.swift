import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The layouts the frame rule is checked over: every kind of element a layout places. Each scene
/// builds a `Harness` (Int sections, String items) with the supplementaries it needs.
enum FrameScene: String, CaseIterable, CustomStringConvertible {
    case plainList, headedList, pinnedHeaders, insetGroupedList, grid, nestedGroups, orthogonal, badges, backgrounds
    /// A headed list under the layout's own header (pinned) and over its own footer (not pinned).
    case layoutBoundaries

    var description: String { rawValue }

    /// How many of the updates that start from a settled screen may cross-fade instead of
    /// sliding (measured on the seeded run, with a little room): lists slide; layouts whose
    /// items change column cross-fade when they do. A rise here is a regression in the planner.
    var largestSettledCrossFadeShare: Double {
        switch self {
        case .plainList, .headedList: return 0
        case .pinnedHeaders, .insetGroupedList: return 0.04
        case .layoutBoundaries: return 0.04
        case .backgrounds: return 0.2
        case .grid, .nestedGroups, .orthogonal, .badges: return 1
        }
    }

    @MainActor func makeHarness(size: CellSize) -> Harness {
        let h = Harness(size: size, layout: layout())
        h.window.focusedView = nil
        Self.provideSupplementaries(to: h)
        return h
    }

    /// Section headers and footers ("Section n", "end of n"), the layout's own ("ALL", "THE
    /// END"), and badges (any other kind: the item's length) for `h`'s data source.
    @MainActor static func provideSupplementaries(to h: Harness) {
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { cell, _, path in
            var content = ListContentConfiguration.header()
            content.text = "Section \(h.dataSource.snapshot().sectionIdentifier(for: path.section).map(String.init) ?? "?")"
            cell.contentConfiguration = content
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionFooter) { cell, _, path in
            var content = ListContentConfiguration.header()
            content.text = "end of \(h.dataSource.snapshot().sectionIdentifier(for: path.section).map(String.init) ?? "?")"
            cell.contentConfiguration = content
        }
        let badge = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: "badge") { view, _, path in
            var content = ListContentConfiguration.cell()
            content.directionalLayoutMargins = .zero
            content.text = "\((h.dataSource.itemIdentifier(for: path) ?? "").count)"
            view.contentConfiguration = content
        }
        let layoutHeader = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: Self.layoutHeaderKind) { cell, _, _ in
            var content = ListContentConfiguration.header()
            content.text = "ALL"
            cell.contentConfiguration = content
        }
        let layoutFooter = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: Self.layoutFooterKind) { cell, _, _ in
            var content = ListContentConfiguration.header()
            content.text = "THE END"
            cell.contentConfiguration = content
        }
        h.dataSource.supplementaryViewProvider = { view, kind, path in
            switch kind {
            case CollectionView.elementKindSectionHeader: return view.dequeueConfiguredReusableSupplementary(using: header, for: path)
            case CollectionView.elementKindSectionFooter: return view.dequeueConfiguredReusableSupplementary(using: footer, for: path)
            case Self.layoutHeaderKind: return view.dequeueConfiguredReusableSupplementary(using: layoutHeader, for: path)
            case Self.layoutFooterKind: return view.dequeueConfiguredReusableSupplementary(using: layoutFooter, for: path)
            default: return view.dequeueConfiguredReusableSupplementary(using: badge, for: path)
            }
        }
    }

    func layout() -> CollectionViewCompositionalLayout {
        switch self {
        case .plainList:
            return .list(using: CollectionLayoutListConfiguration(appearance: .plain))
        case .headedList, .pinnedHeaders:
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            configuration.footerMode = self == .headedList ? .supplementary : .none
            let pinned = self == .pinnedHeaders
            return CollectionViewCompositionalLayout { _, environment in
                var section = CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                for i in section.boundarySupplementaryItems.indices { section.boundarySupplementaryItems[i].pinToVisibleBounds = pinned }
                return section
            }
        case .layoutBoundaries:
            var list = CollectionLayoutListConfiguration(appearance: .plain)
            list.headerMode = .supplementary
            let layout = CollectionViewCompositionalLayout { _, environment in
                CollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
            let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
            var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: Self.layoutHeaderKind, alignment: .top)
            header.pinToVisibleBounds = true
            var configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.boundarySupplementaryItems = [
                header, CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: Self.layoutFooterKind, alignment: .bottom),
            ]
            layout.configuration = configuration
            return layout
        case .insetGroupedList:
            var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            return .list(using: configuration)
        case .grid:
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                                                         subitems: [item])
            var section = CollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [Self.header()]
            return CollectionViewCompositionalLayout(section: section)
        case .nestedGroups:
            let big = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let small = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let pair = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                      subitems: [small])
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
                                                         subitems: [big, pair])
            return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        case .orthogonal:
            return CollectionViewCompositionalLayout { index, environment in
                if index % 2 == 1 {
                    return CollectionLayoutSection.list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                }
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(9), heightDimension: .absolute(2)),
                                                             subitems: [item])
                var section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.boundarySupplementaryItems = [Self.header()]
                return section
            }
        case .badges:
            let badge = CollectionLayoutSupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(2), heightDimension: .absolute(1)),
                                                          elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                            supplementaryItems: [badge])
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                                                         subitems: [item])
            return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        case .backgrounds:
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
            let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                       subitems: [item])
            var section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            section.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: "background")]
            return CollectionViewCompositionalLayout(section: section)
        }
    }

    static let layoutHeaderKind = "layout-header", layoutFooterKind = "layout-footer"

    private static func header() -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                  elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    }
}

/// Random edits of a sectioned list of unique names: what an app's snapshots do between applies.
struct RandomSections {
    var sections: [(id: Int, items: [String])]
    private var nextItem = 0
    private var nextSection = 0

    init(sectionCount: Int, itemsPerSection: ClosedRange<Int>, rng: inout SeededRandom) {
        sections = []
        for _ in 0..<sectionCount {
            let count = Int.random(in: itemsPerSection, using: &rng)
            sections.append((nextSection, (0..<count).map { _ in makeItem() }))
            nextSection += 1
        }
    }

    private mutating func makeItem() -> String {
        defer { nextItem += 1 }
        return "item\(nextItem)"
    }

    /// Deletes, inserts and moves items (across sections too), and now and then deletes, inserts
    /// or moves a section.
    mutating func edit(using rng: inout SeededRandom) {
        for _ in 0..<Int.random(in: 0...3, using: &rng) where !sections.isEmpty {
            let s = Int.random(in: sections.indices, using: &rng)
            if !sections[s].items.isEmpty { sections[s].items.remove(at: Int.random(in: sections[s].items.indices, using: &rng)) }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) where !sections.isEmpty {
            let s = Int.random(in: sections.indices, using: &rng)
            sections[s].items.insert(makeItem(), at: Int.random(in: 0...sections[s].items.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) where !sections.isEmpty {
            let s = Int.random(in: sections.indices, using: &rng)
            guard !sections[s].items.isEmpty else { continue }
            let item = sections[s].items.remove(at: Int.random(in: sections[s].items.indices, using: &rng))
            let t = Int.random(in: sections.indices, using: &rng)
            sections[t].items.insert(item, at: Int.random(in: 0...sections[t].items.count, using: &rng))
        }
        let roll = Int.random(in: 0..<10, using: &rng)
        if roll == 0, sections.count > 1 {
            sections.remove(at: Int.random(in: sections.indices, using: &rng))
        } else if roll == 1 {
            let count = Int.random(in: 0...4, using: &rng)
            let section = (id: nextSection, items: (0..<count).map { _ in makeItem() })
            nextSection += 1
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
        } else if roll == 2, sections.count > 1 {
            let section = sections.remove(at: Int.random(in: sections.indices, using: &rng))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
        } else if roll == 3 {
            // A re-sort: the sorted-by-CPU list of a process monitor.
            for s in sections.indices { sections[s].items.shuffle(using: &rng) }
        }
    }

    var snapshot: DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        for section in sections {
            snapshot.appendSections([section.id])
            snapshot.appendItems(section.items, toSection: section.id)
        }
        return snapshot
    }
}

extension Harness {
    /// Steps 16 ms at a time until the animation ends (or `frames` frames), returning each frame's text.
    @discardableResult
    func stepFrames(_ frames: Int = 200) -> [String] {
        var texts: [String] = []
        for _ in 0..<frames where collectionView.isAnimating {
            clock.advance(by: .milliseconds(16))
            window.render(at: clock.now)
            texts.append(window.lastFrame.text)
        }
        return texts
    }
}
