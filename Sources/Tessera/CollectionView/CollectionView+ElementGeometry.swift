import Foundation
import TesseraLayout
import TesseraTerminal

/// Where the layout's elements are and what they are, as the frame composer, the update
/// animator and the keyboard need to know: each element's place in the data, its role for the
/// frame rule, the area it may draw in, and the coordinates between content and view. Each
/// answer is O(1) but `isDisplacedPinnedHeader` (one layout query).
extension CollectionView {
    /// Where the element of `attributes` is in the data: cells and what hangs on them by index
    /// path, the layout's own headers and footers as the layout's, the rest by section.
    func position(of attributes: CollectionViewLayoutAttributes) -> DrawnElement.Position {
        switch role(of: attributes) {
        case .cell, .anchored: return .item(attributes.indexPath)
        case .boundary, .decoration: return .section(attributes.indexPath.section)
        case .layoutBoundary: return .layout
        }
    }

    /// What the frame rule takes the element of `attributes` for.
    func role(of attributes: CollectionViewLayoutAttributes) -> FramePlacement.Role {
        switch attributes.representedElementCategory {
        case .cell: return .cell
        case .supplementaryView:
            if attributes.isLayoutBoundary { return .layoutBoundary(kind: attributes.representedElementKind ?? "") }
            if isBoundarySupplementary(attributes) { return .boundary(kind: attributes.representedElementKind ?? "") }
            return connection?.itemIdentity(at: attributes.indexPath).map { .anchored(to: .item($0)) } ?? .decoration
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            if kind == CollectionLayoutElementKind.separator || kind == CollectionLayoutElementKind.topSeparator {
                return connection?.itemIdentity(at: attributes.indexPath).map { .anchored(to: .item($0)) } ?? .decoration
            }
            return .decoration
        }
    }

    /// The identifier of the section the element is in, as a one-element list (none without
    /// data, and none for the layout's own headers and footers).
    func sectionIdentities(of attributes: CollectionViewLayoutAttributes) -> [AnyIdentifier] {
        sectionIdentity(of: attributes).map { [$0] } ?? []
    }

    /// The identifier of the section the element is in; nil without data or for the layout's own
    /// headers and footers (whose `[0, 0]` is not section 0).
    func sectionIdentity(of attributes: CollectionViewLayoutAttributes) -> AnyIdentifier? {
        attributes.isLayoutBoundary ? nil : connection?.sectionIdentity(at: attributes.indexPath.section)
    }

    /// Converts content coordinates to the view's own (where it draws): the content scrolled by
    /// `contentOffset`. ``convert(_:to:)`` takes the result on to the window.
    func viewRect(_ r: CellRect) -> CellRect {
        r.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// The area an element may draw in, in content coordinates: the visible rect, narrowed to its
    /// section's band for what scrolls sideways in orthogonally scrolling sections. A section's
    /// headers and footers sit outside that band and stay where they are, so they are not cut.
    func contentClip(for attributes: CollectionViewLayoutAttributes?) -> CellRect {
        guard let attributes, isInOrthogonalBand(attributes),
              let band = compositionalLayout.orthogonalViewport(forSection: attributes.indexPath.section) else { return visibleContentRect }
        return band.intersection(visibleContentRect)
    }

    /// Whether the element scrolls sideways with an orthogonal section (its items and what hangs
    /// on them, not its headers and footers).
    func isInOrthogonalBand(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        !attributes.isLayoutBoundary && compositionalLayout.isOrthogonallyScrolling(section: attributes.indexPath.section)
            && !isBoundarySupplementary(attributes)
    }

    /// The area an element may draw in, in the view's coordinates (``contentClip(for:)`` there).
    func clipRect(for attributes: CollectionViewLayoutAttributes?) -> CellRect {
        viewRect(contentClip(for: attributes)).intersection(bounds)
    }

    /// Whether the element is a section's header or footer (a section's boundary item; the
    /// layout's own are not: see `isLayoutBoundary`).
    func isBoundarySupplementary(_ attr: CollectionViewLayoutAttributes) -> Bool {
        guard attr.representedElementCategory == .supplementaryView, !attr.isLayoutBoundary,
              let section = compositionalLayout.section(at: attr.indexPath.section) else { return false }
        return section.boundarySupplementaryItems.contains { $0.elementKind == attr.representedElementKind }
    }

    /// A pinned header or footer (of a section or of the layout) held away from its natural
    /// place: it floats over the rows.
    func isDisplacedPinnedHeader(_ attr: CollectionViewLayoutAttributes) -> Bool {
        if attr.isLayoutBoundary {
            let kind = attr.representedElementKind ?? ""
            guard compositionalLayout.pinsLayoutBoundary(ofKind: kind) else { return false }
            return compositionalLayout.layoutBoundaryAttributes(ofKind: kind)?.frame != attr.frame
        }
        guard attr.representedElementCategory == .supplementaryView,
              let section = compositionalLayout.section(at: attr.indexPath.section),
              section.boundarySupplementaryItems.contains(where: { $0.elementKind == attr.representedElementKind && $0.pinToVisibleBounds })
        else { return false }
        let natural = compositionalLayout.layoutAttributesForSupplementaryElement(ofKind: attr.representedElementKind ?? "", at: attr.indexPath)
        return natural?.frame != attr.frame
    }

    /// The key that follows an element through updates: items by identifier; badges and list
    /// separators by the item they hang on; headers, footers and backgrounds by section; the
    /// layout's own headers and footers by their kind alone (they have one whatever the data).
    func key(for attributes: CollectionViewLayoutAttributes) -> ElementKey? {
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            return connection?.itemIdentity(at: path).map(ElementKey.item)
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            if attributes.isLayoutBoundary { return .layoutBoundary(kind) }
            if !isBoundarySupplementary(attributes) {
                return connection?.itemIdentity(at: path).map { ElementKey.anchored(.supplementary(kind), to: $0) }
            }
            guard let section = connection?.sectionIdentity(at: path.section) else { return nil }
            return ElementKey(category: .supplementary(kind), identity: section)
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            if kind == CollectionLayoutElementKind.separator || kind == CollectionLayoutElementKind.topSeparator {
                return connection?.itemIdentity(at: path).map { ElementKey.anchored(.decoration(kind), to: $0) }
            }
            guard let section = connection?.sectionIdentity(at: path.section) else { return nil }
            return ElementKey(category: .decoration(kind), identity: section, index: path.count > 1 ? path.item : 0)
        }
    }
}
