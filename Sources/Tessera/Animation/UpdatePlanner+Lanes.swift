import TesseraLayout
import TesseraTerminal

// Lanes: which elements stack in which column (or band row), so that rows swap as they pass
// instead of sliding over each other. `LaneStack` moves each lane; this sorts elements into them.
extension UpdatePlanner {
    struct LaneKey: Hashable {
        let sideways: Bool
        let crossStart: Int
        let crossLength: Int
    }

    /// The lanes of an update, each with the span its members share. The order is the
    /// dictionary's they were gathered in; it does not matter, as frames are put in paint order.
    typealias Lanes = [(key: LaneKey, stack: LaneStack)]

    /// Sorts each solid element into the lanes it is in; nil when a lane cannot reproduce its
    /// two screens (members overlapping on one of them).
    func makeLanes() -> Lanes? {
        var lanes: [LaneKey: LaneStack] = [:]
        func laneKey(_ rect: CellRect, sideways: Bool) -> LaneKey {
            sideways ? LaneKey(sideways: true, crossStart: rect.minY, crossLength: rect.height)
                : LaneKey(sideways: false, crossStart: rect.minX, crossLength: rect.width)
        }
        func span(_ rect: CellRect, sideways: Bool) -> (start: Int, length: Int) {
            sideways ? (rect.minX, rect.width) : (rect.minY, rect.height)
        }
        func add(_ i: Int, _ motion: LaneStack.Motion, rect: CellRect, sideways: Bool, from: CellRect?, to: CellRect?) {
            let key = laneKey(rect, sideways: sideways)
            let zero = (start: 0, length: 0)
            let sections = sectionNumbers[i]
            let member = LaneStack.Member(element: i, motion: motion,
                                          from: from.map { span($0, sideways: sideways) } ?? zero,
                                          to: to.map { span($0, sideways: sideways) } ?? zero,
                                          section: (old: from == nil ? nil : sections.old, new: to == nil ? nil : sections.new),
                                          blockRank: elements[i].blockRank)
            lanes[key, default: LaneStack(reference: sideways ? viewport.minX : viewport.minY)].add(member)
        }
        // Sliders first, so fading members of an orthogonal band can join its sideways lanes.
        var sidewaysLanes = Set<LaneKey>()
        var placedAsSlider = [Bool](repeating: false, count: elements.count)
        for (i, e) in elements.enumerated() where e.isStacked {
            guard e.fate == .persisting, let from = e.from, let to = e.to else { continue }
            if from.minX == to.minX && from.width == to.width {
                add(i, .slide, rect: to, sideways: false, from: from, to: to)
                placedAsSlider[i] = true
            } else if e.slidesSideways && from.minY == to.minY && from.height == to.height {
                add(i, .slide, rect: to, sideways: true, from: from, to: to)
                sidewaysLanes.insert(laneKey(to, sideways: true))
                placedAsSlider[i] = true
            }
        }
        func sideways(_ e: Element, _ rect: CellRect) -> Bool {
            e.slidesSideways && !sidewaysLanes.isEmpty && sidewaysLanes.contains(laneKey(rect, sideways: true))
        }
        for (i, e) in elements.enumerated() where e.isStacked && !placedAsSlider[i] {
            // Only an element on screen at both ends must stay whole; the rest give up or take
            // their room gradually, so the rows that stay close up or move apart without holes.
            let isWholeBothEnds = e.from != nil && e.to != nil
            if let from = e.from {
                add(i, isWholeBothEnds ? .fadeOut : .shrink, rect: from, sideways: sideways(e, from), from: from, to: nil)
            }
            if let to = e.to {
                add(i, isWholeBothEnds ? .fadeIn : .grow, rect: to, sideways: sideways(e, to), from: nil, to: to)
            }
        }
        var prepared: Lanes = []
        prepared.reserveCapacity(lanes.count)
        for (key, var stack) in lanes {
            stack.prepare()
            if !stack.reproducesEnds() { return nil }
            prepared.append((key, stack))
        }
        return prepared
    }
}

extension UpdatePlanner.Element {
    /// Cells, headers and footers that sit in a lane; the rest follow or float.
    var isStacked: Bool {
        guard !isOverlay else { return false }
        switch role {
        case .cell, .boundary, .layoutBoundary: return true
        case .anchored, .decoration: return false
        }
    }

    /// Headers lead their section's block and footers close it, whatever else moves.
    var blockRank: Int {
        guard case .boundary(let kind) = role else { return 1 }
        return kind == CollectionLayoutElementKind.sectionHeader ? 0 : kind == CollectionLayoutElementKind.sectionFooter ? 2 : 1
    }
}
