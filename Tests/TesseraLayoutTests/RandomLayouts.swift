import Foundation
@testable import TesseraLayout
import TesseraTerminal
import TesseraTesting

/// Random but valid layout descriptions for property tests: nested horizontal and vertical
/// groups of fractional, absolute and estimated sizes, with spacing, insets, headers, footers,
/// backgrounds and orthogonal behaviours. No pinning (a pinned frame depends on the query) and
/// no custom groups (their items may overlap on purpose).
struct RandomLayouts {
    var random: SeededRandom

    mutating func dimension(axisFraction: (CGFloat) -> CollectionLayoutDimension, allowEstimated: Bool) -> CollectionLayoutDimension {
        switch random.int(0...9) {
        case 0...4: return axisFraction(CGFloat(random.int(1...20)) / 20)
        case 5...6: return .absolute(CGFloat(random.int(0...6)))
        case 7: return allowEstimated ? .estimated(CGFloat(random.int(1...4))) : .absolute(CGFloat(random.int(1...4)))
        case 8: return .fractionalWidth(CGFloat(random.int(1...10)) / 20)
        default: return allowEstimated && random.chance(0.5) ? .uniformAcrossSiblings(estimate: CGFloat(random.int(1...3))) : axisFraction(1)
        }
    }

    mutating func size(allowEstimated: Bool) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: dimension(axisFraction: { .fractionalWidth($0) }, allowEstimated: allowEstimated),
                             heightDimension: dimension(axisFraction: { .fractionalHeight($0) }, allowEstimated: allowEstimated))
    }

    mutating func insets() -> DirectionalEdgeInsets {
        guard random.chance(0.3) else { return .zero }
        return DirectionalEdgeInsets(top: CGFloat(random.int(0...1)), leading: CGFloat(random.int(0...2)),
                                     bottom: CGFloat(random.int(0...1)), trailing: CGFloat(random.int(0...2)))
    }

    mutating func spacing() -> CollectionLayoutSpacing? {
        switch random.int(0...3) {
        case 0: return .fixed(CGFloat(random.int(0...2)))
        case 1: return .flexible(CGFloat(random.int(0...2)))
        default: return nil
        }
    }

    mutating func item() -> CollectionLayoutItem {
        var item = CollectionLayoutItem(layoutSize: size(allowEstimated: true))
        item.contentInsets = insets()
        if random.chance(0.15) {
            item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
        }
        return item
    }

    mutating func group(depth: Int, layoutSize: CollectionLayoutSize) -> CollectionLayoutGroup {
        let horizontal = random.chance(0.5)
        func subitem(_ generator: inout RandomLayouts) -> any CollectionLayoutSubitem {
            if depth < 2 && generator.random.chance(0.25) {
                return generator.group(depth: depth + 1, layoutSize: generator.size(allowEstimated: false))
            }
            return generator.item()
        }
        var group: CollectionLayoutGroup
        switch random.int(0...3) {
        case 0:
            let one = subitem(&self)
            group = horizontal ? .horizontal(layoutSize: layoutSize, subitem: one, count: random.int(1...4))
                : .vertical(layoutSize: layoutSize, subitem: one, count: random.int(1...4))
        case 1:
            let one = subitem(&self)
            group = horizontal ? .horizontal(layoutSize: layoutSize, repeatingSubitem: one, count: random.int(1...3))
                : .vertical(layoutSize: layoutSize, repeatingSubitem: one, count: random.int(1...3))
        default:
            var subitems: [any CollectionLayoutSubitem] = []
            for _ in 0..<random.int(1...3) { subitems.append(subitem(&self)) }
            group = horizontal ? .horizontal(layoutSize: layoutSize, subitems: subitems) : .vertical(layoutSize: layoutSize, subitems: subitems)
        }
        group.interItemSpacing = spacing()
        group.contentInsets = insets()
        return group
    }

    mutating func section() -> CollectionLayoutSection {
        var groupSize = size(allowEstimated: true)
        if random.chance(0.5) {
            groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: groupSize.heightDimension)
        }
        var section = CollectionLayoutSection(group: group(depth: 0, layoutSize: groupSize))
        section.interGroupSpacing = CGFloat(random.int(0...2))
        section.contentInsets = insets()
        if random.chance(0.2) {
            section.orthogonalScrollingBehavior = random.pick(Array(CollectionLayoutSectionOrthogonalScrollingBehavior.allCases))
        }
        if random.chance(0.3) {
            section.boundarySupplementaryItems.append(.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
                                                            elementKind: "header", alignment: random.pick([.top, .topLeading, .topTrailing])))
        }
        if random.chance(0.2) {
            section.boundarySupplementaryItems.append(.init(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(1)),
                                                            elementKind: "footer", alignment: random.pick([.bottom, .bottomLeading, .bottomTrailing])))
        }
        if random.chance(0.2) {
            var background = CollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = insets()
            section.decorationItems = [background]
        }
        return section
    }

    /// A layout of 1–3 random sections, its item counts and a container size (tiny ones too).
    mutating func layout() -> (layout: CollectionViewCompositionalLayout, itemCounts: [Int], container: CellSize) {
        let sections = (0..<random.int(1...3)).map { _ in section() }
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(random.int(0...2))
        if random.chance(0.15) { configuration.scrollDirection = .horizontal }
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in sections[index % sections.count] }, configuration: configuration)
        let counts = sections.map { _ in random.chance(0.1) ? 0 : random.int(1...40) }
        let container = random.chance(0.1) ? CellSize(width: random.int(0...3), height: random.int(0...3))
            : CellSize(width: random.int(4...100), height: random.int(4...40))
        return (layout, counts, container)
    }
}
