import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The harness a layout's section provider reads its data from, set once the harness exists
/// (the layout is made before it).
@MainActor final class HarnessReference {
    weak var harness: Harness?
}

/// A random compositional layout built from every construct the layout API has, each one named
/// (``constructs``) so a property test can tally which it generated and fail when one never was.
/// Sections take their description by index from a pool of one to three section styles.
struct RandomLayout: CustomStringConvertible {
    /// One way a section is described.
    enum Style {
        case list(CollectionLayoutListConfiguration.Appearance, header: CollectionLayoutListConfiguration.HeaderMode, footer: Bool)
        case grid(columns: Int)
        case nested
        /// The package browser's group: the first item across the full width, the rest in two columns.
        case custom
        case orthogonal(CollectionLayoutSectionOrthogonalScrollingBehavior)
    }

    /// A section style and what is added to it.
    struct SectionDescription {
        var style: Style
        var header: Bool? = nil   // nil: none; the value: pinned
        var footer: Bool? = nil
        var background = false
        var badges = false
        /// A supplementary on each group (of grids and nested groups), anchored to its frame.
        var groupSupplementary = false
        var sectionInsets = false
        var groupInsets = false
        var itemInsets = false
        var estimated = false
    }

    var sections: [SectionDescription] = []
    var layoutHeader: Bool? = nil
    var layoutFooter: Bool? = nil
    var interSectionSpacing = 0
    var layoutInsets = false

    static let allConstructs: Set<String> = [
        "layout header", "layout header pinned", "layout footer", "layout footer pinned",
        "section header", "section header pinned", "section footer", "section footer pinned",
        "grid", "nested groups", "custom group", "estimated dimension",
        "orthogonal continuous", "orthogonal continuousGroupLeadingBoundary", "orthogonal paging",
        "orthogonal groupPaging", "orthogonal groupPagingCentered",
        "background decoration", "badges", "group supplementary", "section insets", "group insets", "item insets", "layout insets",
        "inter-section spacing",
        "list plain", "list grouped", "list insetGrouped", "list sidebar", "list sidebarPlain",
        "list header none", "list header supplementary", "list header firstItemInSection", "list footer supplementary",
    ]

    /// The constructs this layout uses, by name.
    var constructs: Set<String> {
        var names = Set<String>()
        if let pinned = layoutHeader { names.insert(pinned ? "layout header pinned" : "layout header") }
        if let pinned = layoutFooter { names.insert(pinned ? "layout footer pinned" : "layout footer") }
        if interSectionSpacing > 0 { names.insert("inter-section spacing") }
        if layoutInsets { names.insert("layout insets") }
        for s in sections {
            switch s.style {
            case .list(let appearance, let header, let footer):
                names.insert("list \(appearance)")
                names.insert("list header \(header)")
                if footer { names.insert("list footer supplementary") }
            case .grid: names.insert("grid")
            case .nested: names.insert("nested groups")
            case .custom: names.insert("custom group")
            case .orthogonal(let behavior): names.insert("orthogonal \(behavior)")
            }
            if let pinned = s.header { names.insert(pinned ? "section header pinned" : "section header") }
            if let pinned = s.footer { names.insert(pinned ? "section footer pinned" : "section footer") }
            if s.background { names.insert("background decoration") }
            if s.badges { names.insert("badges") }
            if s.groupSupplementary { names.insert("group supplementary") }
            if s.sectionInsets { names.insert("section insets") }
            if s.groupInsets { names.insert("group insets") }
            if s.itemInsets { names.insert("item insets") }
            if s.estimated { names.insert("estimated dimension") }
        }
        return names
    }

    var description: String { constructs.sorted().joined(separator: ", ") }

    init(using rng: inout SeededRandom) {
        func maybe(_ chance: Int = 3) -> Bool { Int.random(in: 0..<chance, using: &rng) == 0 }
        func pinnedOrNot() -> Bool? { maybe(2) ? Bool.random(using: &rng) : nil }
        layoutHeader = pinnedOrNot()
        layoutFooter = maybe() ? Bool.random(using: &rng) : nil
        interSectionSpacing = maybe() ? 1 : 0
        layoutInsets = maybe(4)
        let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]
        let appearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
        let modes: [CollectionLayoutListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let style: Style
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: style = .list(appearances.randomElement(using: &rng)!, header: modes.randomElement(using: &rng)!, footer: Bool.random(using: &rng))
            case 1: style = .grid(columns: Int.random(in: 2...3, using: &rng))
            case 2: style = .nested
            case 3: style = .custom
            default: style = .orthogonal(behaviors.randomElement(using: &rng)!)
            }
            var section = SectionDescription(style: style)
            if case .list = style {} else {
                section.header = pinnedOrNot()
                section.footer = maybe() ? Bool.random(using: &rng) : nil
                section.background = maybe()
                section.badges = maybe()
                section.groupSupplementary = maybe()
                section.sectionInsets = maybe()
                section.groupInsets = maybe(4)
                section.itemInsets = maybe(4)
                section.estimated = maybe()
            }
            sections.append(section)
        }
    }

    static let badgeKind = "badge", backgroundKind = "background", groupKind = "group-badge"

    /// The layout; `counts(i)` is the number of items in section `i` now (for custom groups).
    func layout(counts: @escaping @MainActor (Int) -> Int) -> CollectionViewCompositionalLayout {
        let sections = self.sections
        let layout = CollectionViewCompositionalLayout { index, environment in
            let description = sections[index % sections.count]
            let count = MainActor.assumeIsolated { counts(index) }
            return Self.section(description, count: count, environment: environment)
        }
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(interSectionSpacing)
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        for (pinned, kind, alignment) in [(layoutHeader, FrameScene.layoutHeaderKind, RectAlignment.top), (layoutFooter, FrameScene.layoutFooterKind, .bottom)] {
            guard let pinned else { continue }
            var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: kind, alignment: alignment)
            item.pinToVisibleBounds = pinned
            configuration.boundarySupplementaryItems.append(item)
        }
        layout.configuration = configuration
        return layout
    }

    private static func section(_ d: SectionDescription, count: Int, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let height: CollectionLayoutDimension = d.estimated ? .estimated(1) : .absolute(d.itemInsets ? 3 : 1)
        var badge = CollectionLayoutSupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(2), heightDimension: .absolute(1)),
                                                      elementKind: badgeKind, containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        badge.zIndex = 1
        let groupBadge = CollectionLayoutSupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)),
                                                           elementKind: groupKind, containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))
        func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutItem {
            var item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: height),
                                            supplementaryItems: d.badges ? [badge] : [])
            if d.itemInsets { item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1) }
            return item
        }
        var section: CollectionLayoutSection
        switch d.style {
        case .list(let appearance, let header, let footer):
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = header
            configuration.footerMode = footer ? .supplementary : .none
            return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        case .grid(let columns):
            var group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                                                         subitems: [item(.fractionalWidth(1 / CGFloat(columns)), height)])
            if d.groupInsets { group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1) }
            if d.groupSupplementary { group.supplementaryItems = [groupBadge] }
            section = CollectionLayoutSection(group: group)
        case .nested:
            let tall = item(.fractionalWidth(0.5), .fractionalHeight(1))
            let pair = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                      subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
            var group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(d.itemInsets ? 6 : 2)),
                                                         subitems: [tall, pair])
            if d.groupInsets { group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1) }
            if d.groupSupplementary { group.supplementaryItems = [groupBadge] }
            section = CollectionLayoutSection(group: group)
        case .custom:
            let rowHeight = CGFloat(d.itemInsets ? 3 : 1)
            let childRows = CGFloat((max(0, count - 1) + 1) / 2)
            let group = CollectionLayoutGroup.custom(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .absolute(rowHeight * (1 + childRows)))) { environment in
                let width = environment.container.contentSize.width
                var frames = [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width, height: rowHeight))]
                for child in 0..<max(0, count - 1) {
                    let x = CGFloat(child % 2) * (width / 2).rounded(.down), y = rowHeight * CGFloat(1 + child / 2)
                    frames.append(CollectionLayoutGroupCustomItem(frame: CGRect(x: x, y: y, width: (width / 2).rounded(.down), height: rowHeight)))
                }
                return frames
            }
            section = CollectionLayoutSection(group: group)
        case .orthogonal(let behavior):
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(9), heightDimension: .absolute(d.itemInsets ? 4 : 2)),
                                                         subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
        }
        if d.sectionInsets { section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2) }
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        for (pinned, kind, alignment) in [(d.header, CollectionView.elementKindSectionHeader, RectAlignment.top),
                                          (d.footer, CollectionView.elementKindSectionFooter, .bottom)] {
            guard let pinned else { continue }
            var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: kind, alignment: alignment)
            item.pinToVisibleBounds = pinned
            section.boundarySupplementaryItems.append(item)
        }
        if d.background { section.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: backgroundKind)] }
        return section
    }
}
