import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The rule cannot be blind: for every kind of element the layout API makes, an animated update
/// plans it as an element the rule knows (no unknown element on any screen), some frame places
/// it, and a frame drawing it under a name neither screen has is a violation by itself.
@Suite("Every kind of element is known to the rule") @MainActor
struct ElementKindFrameTests {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case item, sectionHeader, pinnedSectionHeader, sectionFooter, layoutHeader, pinnedLayoutHeader, layoutFooter
        case background, badge, groupSupplementary, separator, orthogonalItem, customGroupItem
        var description: String { rawValue }

        /// A layout that makes this kind of element, with items three rows apart where needed.
        var layout: RandomLayout {
            var rng = SeededRandom(seed: 1)
            var layout = RandomLayout(using: &rng)
            layout.layoutHeader = self == .layoutHeader ? false : self == .pinnedLayoutHeader ? true : nil
            layout.layoutFooter = self == .layoutFooter ? false : nil
            layout.interSectionSpacing = 0
            layout.layoutInsets = false
            var section = RandomLayout.SectionDescription(style: .grid(columns: 2))
            switch self {
            case .sectionHeader: section.header = false
            case .pinnedSectionHeader: section.header = true
            case .sectionFooter: section.footer = false
            case .background: section.background = true
            case .badge: section.badges = true
            case .groupSupplementary: section.groupSupplementary = true
            case .separator: section.style = .list(.plain, header: .none, footer: false)
            case .orthogonalItem: section.style = .orthogonal(.continuous)
            case .customGroupItem: section.style = .custom
            default: break
            }
            layout.sections = [section]
            return layout
        }

        /// Whether `p` is an element of this kind.
        func matches(_ p: FramePlacement) -> Bool {
            switch self {
            case .item, .orthogonalItem, .customGroupItem: return p.role == .cell
            case .sectionHeader, .pinnedSectionHeader: return p.role == .boundary(kind: CollectionView.elementKindSectionHeader)
            case .sectionFooter: return p.role == .boundary(kind: CollectionView.elementKindSectionFooter)
            case .layoutHeader, .pinnedLayoutHeader: return p.role == .layoutBoundary(kind: FrameScene.layoutHeaderKind)
            case .layoutFooter: return p.role == .layoutBoundary(kind: FrameScene.layoutFooterKind)
            case .background: return p.role == .decoration && p.key.category == .decoration(RandomLayout.backgroundKind)
            case .badge:
                if case .anchored = p.role { return p.key.category == .supplementary(RandomLayout.badgeKind) }
                return false
            case .groupSupplementary:
                if case .anchored = p.role { return p.key.category == .supplementary(RandomLayout.groupKind) }
                return false
            case .separator:
                if case .anchored = p.role { return p.key.category == .decoration(CollectionLayoutElementKind.separator) }
                return false
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func everyKindIsPlannedAndTheRuleSeesAStranger(kind: Kind) {
        let h = LayoutAPIFramePropertyTests.harness(kind.layout, size: CellSize(width: 40, height: 12))
        let items = (0..<12).map { "item\($0 * 4 + 1)" }
        h.apply(sections: [items])
        h.collectionView.recordUpdates()
        h.apply(sections: [["item0"] + items.dropFirst(2)], animated: true)
        guard let update = h.collectionView.recordedUpdates.last else { Issue.record("\(kind): the update did not animate"); return }
        #expect(update.unknownElements == [], "\(kind): \(update.unknownElements)")
        #expect(update.violations == [], "\(kind): \(update.violations.prefix(3))")
        let inView = { (p: FramePlacement) in kind.matches(p) && !p.shownRect.intersection(update.viewport).isEmpty }
        let frameIndex = update.frames.indices.first { update.frames[$0].contains(where: inView) }
        #expect(update.before.contains(where: kind.matches) && update.after.contains(where: kind.matches), "\(kind): on both screens")
        guard let frameIndex else { Issue.record("\(kind): no frame places one"); return }
        // The same frame, one element of the kind renamed: the rule reports what it does not know.
        var frames = update
        let n = frames.frames[frameIndex].firstIndex(where: inView)!
        frames.frames = [frames.frames[frameIndex]]
        frames.frames[0][n].key = ElementKey(category: frames.frames[0][n].key.category, identity: AnyIdentifier("a stranger"))
        #expect(frames.violations.contains { $0.contains("on neither screen") }, "\(kind): \(frames.violations)")
    }
}
