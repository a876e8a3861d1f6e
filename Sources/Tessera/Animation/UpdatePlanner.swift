import TesseraLayout
import TesseraTerminal

/// Works out every frame of one animated update, before the first is shown, and checks each
/// against ``FrameRule``. The motion it chooses:
///
/// - A cell, header or footer on screen before and after, in the same column (same x and
///   width), **slides** in its column's ``LaneStack``: rows swap places as they pass, so a row
///   moving past others is never under them and never leaves a hole. In an orthogonal section,
///   items that stay in their band row slide sideways the same way.
/// - One on screen before and after that changes column **fades**: whole and dimming where it
///   was until halfway, then dim and brightening where it goes. A sideways slide across a grid
///   would pass through its neighbours; a fade keeps every frame readable.
/// - One that goes off screen fades out as its room closes; one that comes from off screen
///   fades in as its room opens. A slide from beyond the window would cross every row on the
///   way, and rows arriving from an edge would push the rows that stay.
/// - Deleted elements are dim from the first frame while their room closes; inserted ones are
///   dim as their room opens, then normal.
/// - Badges and separators ride on their item; section backgrounds and pinned headers move
///   from their old rect to their new one.
///
/// If a planned frame breaks the rule anyway (elements that overlap on a screen, say), the whole
/// update cross-fades instead: the old screen (deleted elements dim) until halfway, then the new
/// one (inserted elements dim). Both halves are real layouts, so that fallback always keeps the rule.
///
/// Cost: O(frames × (visible elements × log + viewport cells)), run once per update.
struct UpdatePlanner {
    /// One element that is on screen before the update, after it, or both.
    struct Element {
        var key: ElementKey
        var role: FramePlacement.Role
        var fate: FramePlacement.Fate
        /// Where it was drawn (content coordinates of the new layout), and its clip then.
        var from: CellRect?
        var fromClip: CellRect
        /// Where the new layout puts it, and its clip there.
        var to: CellRect?
        var toClip: CellRect
        /// The section it is in before (nil if it was not on screen) and after (nil if it will not be).
        var oldSection: AnyIdentifier?
        var newSection: AnyIdentifier?
        var zIndex: Int
        /// A pinned header held away from its natural place: it floats over the rows.
        var isOverlay = false
        /// In an orthogonal section: may slide along its band.
        var slidesSideways = false
    }

    let viewport: CellRect
    let elements: [Element]
    let frameCount: Int
    let easing: Easing
    let isVertical: Bool
    /// Where what fades whole (and a row changing section) switches to its new side: halfway,
    /// or at the first frame for an update that interrupts another, so that updates arriving
    /// faster than half an animation (keys typed quickly) still show their results at once
    /// instead of restarting a fade that never reaches its switch.
    let switchPoint: Double
    /// For each element, the index of the element it hangs on (badges, separators), or -1.
    private let hostIndex: [Int]
    /// For each element, its sections before and after as small numbers (identifiers are
    /// numbered once, here, so the lanes and the rule compare integers in every frame).
    private let sectionNumbers: [(old: Int?, new: Int?)]
    /// For each element, the number of the one section it belongs to, or -1 (two, or none).
    private let soleSection: [Int]
    /// For each element, the sections its placements carry: drawn on the new side (the new
    /// section first) and on the old side. Made once, not once per placement of every frame.
    private let placementSections: [(newSide: [AnyIdentifier], oldSide: [AnyIdentifier])]

    init(viewport: CellRect, elements: [Element], frameCount: Int, easing: Easing, isVertical: Bool,
         interruptsAnother: Bool = false) {
        self.viewport = viewport
        switchPoint = interruptsAnother ? Double.ulpOfOne : 0.5
        self.elements = elements
        self.frameCount = frameCount
        self.easing = easing
        self.isVertical = isVertical
        var index: [ElementKey: Int] = [:]
        index.reserveCapacity(elements.count)
        for (i, e) in elements.enumerated() { index[e.key] = i }
        hostIndex = elements.map { element in
            if case .anchored(let host) = element.role { return index[host] ?? -1 }
            return -1
        }
        var numbers: [AnyIdentifier: Int] = [:]
        func number(_ section: AnyIdentifier?) -> Int? {
            guard let section else { return nil }
            if let n = numbers[section] { return n }
            numbers[section] = numbers.count
            return numbers.count - 1
        }
        sectionNumbers = elements.map { (old: number($0.oldSection), new: number($0.newSection)) }
        placementSections = elements.map { element in
            let sections = element.sections
            return (sections, sections.count == 2 ? sections.reversed() : sections)
        }
        soleSection = sectionNumbers.map { sections in
            switch (sections.old, sections.new) {
            case (nil, nil): return -1
            case (let one?, nil), (nil, let one?): return one
            case (let old?, let new?): return old == new ? old : -1
            }
        }
    }

    /// The planned frames, frame 0 being the screen when the update came.
    struct Plan {
        var keyframes: [[FramePlacement]]
        /// The screens before and after, as the rule reads them.
        var before: [FramePlacement]
        var after: [FramePlacement]
        /// Why the update cross-fades (the first clause the stacked plan broke); nil when it slides.
        var crossFadeReason: String?
    }

    func plan() -> Plan {
        let before = paintOrder(elements.indices.compactMap { i in
            elements[i].from.map { (i, placement(i, rect: $0, clip: elements[i].fromClip, dimmed: false, onNewSide: false)) }
        })
        let after = paintOrder(elements.indices.compactMap { i in
            elements[i].to.map { (i, placement(i, rect: $0, clip: elements[i].toClip, dimmed: false, onNewSide: true)) }
        })
        let rule = FrameRule(viewport: viewport, before: before, after: after, count: elements.count, anchorOf: hostIndex,
                             isVertical: isVertical, sectionTags: soleSection)
        var reason = "a lane's members overlap on one of the two screens"
        if let lanes = makeLanes() {
            let keyframes = (0..<frameCount).map { stackedFrame(at: eased($0), lanes: lanes) }
            let broken = keyframes.indices.lazy.compactMap { rule.violations(in: keyframes[$0], index: $0).first }.first
            guard let broken else {
                return Plan(keyframes: keyframes.map(\.placements), before: before.placements, after: after.placements, crossFadeReason: nil)
            }
            reason = broken
        }
        let keyframes = (0..<frameCount).map { crossFadeFrame(at: eased($0)) }
        return Plan(keyframes: keyframes.map(\.placements), before: before.placements, after: after.placements, crossFadeReason: reason)
    }

    private func eased(_ k: Int) -> Double { easing(Double(k) / Double(frameCount)) }

    // MARK: Lanes

    private struct LaneKey: Hashable {
        let sideways: Bool
        let crossStart: Int
        let crossLength: Int
    }

    /// The lanes of an update, by the span they share.
    private typealias Lanes = [LaneKey: LaneStack]

    /// Sorts each solid element into the lanes it is in; nil when a lane cannot reproduce its
    /// two screens (members overlapping on one of them).
    private func makeLanes() -> Lanes? {
        var lanes = Lanes()
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
            let element = elements[i], sections = sectionNumbers[i]
            let member = LaneStack.Member(element: i, motion: motion,
                                          from: from.map { span($0, sideways: sideways) } ?? zero,
                                          to: to.map { span($0, sideways: sideways) } ?? zero,
                                          section: (old: from == nil ? nil : sections.old, new: to == nil ? nil : sections.new),
                                          blockRank: element.blockRank)
            lanes[key, default: LaneStack(reference: sideways ? viewport.minX : viewport.minY)].add(member)
        }
        // Sliders first, so fading members of an orthogonal band can join its sideways lanes.
        var sidewaysLanes = Set<LaneKey>()
        var placedAsSlider = Set<Int>()
        for (i, e) in elements.enumerated() where e.isStacked {
            guard e.fate == .persisting, let from = e.from, let to = e.to else { continue }
            if from.minX == to.minX && from.width == to.width {
                add(i, .slide, rect: to, sideways: false, from: from, to: to)
                placedAsSlider.insert(i)
            } else if e.slidesSideways && from.minY == to.minY && from.height == to.height {
                add(i, .slide, rect: to, sideways: true, from: from, to: to)
                sidewaysLanes.insert(laneKey(to, sideways: true))
                placedAsSlider.insert(i)
            }
        }
        func sideways(_ e: Element, _ rect: CellRect) -> Bool {
            e.slidesSideways && sidewaysLanes.contains(laneKey(rect, sideways: true))
        }
        for (i, e) in elements.enumerated() where e.isStacked && !placedAsSlider.contains(i) {
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
        for key in lanes.keys {
            lanes[key]!.prepare()
            if !lanes[key]!.reproducesEnds() { return nil }
        }
        return lanes
    }

    // MARK: Frames

    /// One frame of the stacked plan at eased progress `e`.
    private func stackedFrame(at e: Double, lanes: Lanes) -> NumberedFrame {
        let switched = e >= switchPoint
        var placements: [(Int, FramePlacement)] = []
        var placedHosts = [(placement: FramePlacement, side: CellRect, sideClip: CellRect)?](repeating: nil, count: elements.count)
        for (key, lane) in lanes {
            for placed in lane.frame(at: e, switchingAt: switchPoint) {
                let element = elements[placed.element]
                let motion = placed.motion
                // The side the member is drawn from: its new place once it has switched or slides.
                let useNew = motion == .slide || motion == .fadeIn || motion == .grow
                guard let side = useNew ? element.to : element.from else { continue }
                let sideClip = useNew ? element.toClip : element.fromClip
                let rect = key.sideways
                    ? CellRect(x: placed.start, y: key.crossStart, width: placed.length, height: key.crossLength)
                    : CellRect(x: key.crossStart, y: placed.start, width: key.crossLength, height: placed.length)
                let shown = key.sideways
                    ? CellRect(x: placed.start, y: key.crossStart, width: placed.shown, height: key.crossLength)
                    : CellRect(x: key.crossStart, y: placed.start, width: key.crossLength, height: placed.shown)
                // A band row's clip stays put as its items slide along it; a column's moves with the item.
                let clip = (key.sideways ? sideClip : sideClip.offsetBy(dx: 0, dy: rect.minY - side.minY)).intersection(shown)
                let drawnWith = motion == .slide ? switched : useNew
                let p = placement(placed.element, rect: rect, clip: clip, dimmed: dimmed(element.fate, motion: motion, e: e), onNewSide: drawnWith)
                placements.append((placed.element, p))
                placedHosts[placed.element] = (p, side, sideClip)
            }
        }
        for (i, element) in elements.enumerated() where !element.isStacked {
            let hostAt = hostIndex[i]
            if hostAt >= 0, let host = placedHosts[hostAt] {
                // Ride on the item: the same offset from it as on the side it is drawn from.
                let hostElement: Element? = elements[hostAt]
                let useNew = element.to != nil && (element.from == nil || switched)
                guard let own = useNew ? element.to : element.from,
                      let hostSide = useNew ? hostElement?.to : hostElement?.from else { continue }
                let dx = host.placement.rect.minX - hostSide.minX, dy = host.placement.rect.minY - hostSide.minY
                let clipShift = (x: host.placement.clip.minX - host.sideClip.minX, y: host.placement.clip.minY - host.sideClip.minY)
                let ownClip = (useNew ? element.toClip : element.fromClip)
                var clip = ownClip.offsetBy(dx: clipShift.x, dy: clipShift.y)
                // A host given only part of its room (closing or opening) shows only that part of
                // what hangs on it, so nothing of it lands on a neighbour.
                if host.placement.shownRect != host.placement.rect { clip = clip.intersection(host.placement.clip) }
                let dim = host.placement.isDimmed || dimmed(element.fate, motion: nil, e: e)
                placements.append((i, placement(i, rect: own.offsetBy(dx: dx, dy: dy), clip: clip, dimmed: dim, onNewSide: useNew)))
            } else if hostAt >= 0 {
                continue   // its item is not drawn in this frame, so neither is it
            } else if let p = looseFrame(i, at: e) {
                placements.append((i, p))
            }
        }
        return paintOrder(placements)
    }

    /// An element outside the lanes (background, pinned header, badge of an item not shown):
    /// it moves from rect to rect, or fades out and in around the halfway switch.
    private func looseFrame(_ i: Int, at e: Double) -> FramePlacement? {
        let element = elements[i]
        if let from = element.from, let to = element.to {
            func mix(_ a: Int, _ b: Int) -> Int { LaneStack.round(Double(a) + Double(b - a) * e) }
            let rect = CellRect(minX: mix(from.minX, to.minX), minY: mix(from.minY, to.minY),
                                maxX: mix(from.maxX, to.maxX), maxY: mix(from.maxY, to.maxY))
            let clip = CellRect(minX: mix(element.fromClip.minX, element.toClip.minX), minY: mix(element.fromClip.minY, element.toClip.minY),
                                maxX: mix(element.fromClip.maxX, element.toClip.maxX), maxY: mix(element.fromClip.maxY, element.toClip.maxY))
            return placement(i, rect: rect, clip: clip, dimmed: false, onNewSide: e >= switchPoint)
        }
        if e < switchPoint, let from = element.from {
            return placement(i, rect: from, clip: element.fromClip, dimmed: dimmed(element.fate, motion: .fadeOut, e: e), onNewSide: false)
        }
        if e >= switchPoint, let to = element.to {
            return placement(i, rect: to, clip: element.toClip, dimmed: dimmed(element.fate, motion: .fadeIn, e: e), onNewSide: true)
        }
        return nil
    }

    /// The fallback: the old screen until halfway, then the new one.
    private func crossFadeFrame(at e: Double) -> NumberedFrame {
        let switched = e >= switchPoint
        return paintOrder(elements.indices.compactMap { i in
            let element = elements[i]
            guard let rect = switched ? element.to : element.from else { return nil }
            let moves = element.from != element.to
            let dim: Bool
            switch element.fate {
            case .deleted: dim = true
            case .inserted, .entering: dim = e < 0.75
            case .leaving: dim = e >= 0.25
            case .persisting: dim = moves && e >= 0.25 && e < 0.75
            }
            return (i, placement(i, rect: rect, clip: switched ? element.toClip : element.fromClip, dimmed: dim, onNewSide: switched))
        })
    }

    /// Deleted elements are dim throughout; others dim only around the switch of a fade.
    private func dimmed(_ fate: FramePlacement.Fate, motion: LaneStack.Motion?, e: Double) -> Bool {
        if fate == .deleted { return true }
        switch motion {
        case .slide?: return false
        case .fadeOut?: return e >= 0.25
        case .fadeIn?, .grow?: return e < 0.75
        case .shrink?: return e >= 0.25
        case nil: return fate == .inserted || fate == .entering ? e < 0.75 : false
        }
    }

    /// A placement of element `i`; `onNewSide` says whether it is drawn where (and with the
    /// section) the new layout has it, so the section it is drawn with comes first in its
    /// sections (an update arriving mid-animation starts from that block: see `DrawnElement`).
    private func placement(_ i: Int, rect: CellRect, clip: CellRect, dimmed: Bool, onNewSide: Bool) -> FramePlacement {
        let e = elements[i]
        let sections = onNewSide ? placementSections[i].newSide : placementSections[i].oldSide
        return FramePlacement(key: e.key, role: e.role, fate: e.fate, rect: rect, clip: clip, isDimmed: dimmed,
                              sections: sections, zIndex: e.zIndex)

    }

    /// Bottom first: backgrounds, then what fades (deleted and inserted rows are revealed and
    /// covered by their neighbours), then by zIndex with moving elements above still ones, and
    /// floating pinned headers last.
    private func paintOrder(_ placements: [(element: Int, placement: FramePlacement)]) -> NumberedFrame {
        // Each placement's key is worked out once, from its element by index: no hashing in the sort.
        let keys = placements.map { entry -> (Int, Int, Int, Int) in
            let element = elements[entry.element], p = entry.placement
            let layer: Int
            if element.isOverlay {
                layer = 4
            } else {
                switch p.role {
                case .decoration: layer = 0
                case .anchored: layer = 3
                case .cell, .boundary: layer = p.fate == .deleted || p.fate == .inserted ? 1 : 2
                }
            }
            return (layer, p.zIndex, p.rect == element.to ? 0 : 1, entry.element)
        }
        let order = placements.indices.sorted { keys[$0] < keys[$1] }
        return NumberedFrame(ids: order.map { placements[$0].element }, placements: order.map { placements[$0].placement })
    }
}

extension UpdatePlanner.Element {
    /// Cells, headers and footers that sit in a lane; the rest follow or float.
    var isStacked: Bool {
        guard !isOverlay else { return false }
        switch role {
        case .cell, .boundary: return true
        case .anchored, .decoration: return false
        }
    }

    /// Headers lead their section's block and footers close it, whatever else moves.
    var blockRank: Int {
        guard case .boundary(let kind) = role else { return 1 }
        return kind == CollectionLayoutElementKind.sectionHeader ? 0 : kind == CollectionLayoutElementKind.sectionFooter ? 2 : 1
    }

    /// The sections it belongs to on either screen: one, or two for a row changing section.
    var sections: [AnyIdentifier] {
        var sections: [AnyIdentifier] = []
        for section in [newSection, oldSection] { if let section, !sections.contains(section) { sections.append(section) } }
        return sections
    }
}
