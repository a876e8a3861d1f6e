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
/// Frames are made and checked in plain values (``PlannedPlacement``: numbers and rects, no
/// refcounted key, role or sections); a frame that comes out equal to the one before (positions
/// move in whole cells, so consecutive frames often do) is the same array, neither sorted nor
/// checked again. ``FramePlacement`` values are made only for a frame that is shown or recorded
/// (``PlannedFrames``).
///
/// Cost: O(frames × (visible elements × log + viewport cells)), run once per update; no
/// allocation per frame but the frame's own array and the lanes' work lists.
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
    /// Whether a frame equal to the one before it is reused instead of ordered and checked again.
    /// Always, but in the test that compares the two ways.
    let reusesFrames: Bool
    /// Each element's values that every frame reads, by index: no key, role or sections copied.
    private let plain: [PlainElement]
    /// For each element, the index of the element it hangs on (badges, separators), or -1.
    private let hostIndex: [Int]
    /// For each element, its sections before and after as small numbers (identifiers are
    /// numbered once, here, so the lanes and the rule compare integers in every frame).
    private let sectionNumbers: [(old: Int?, new: Int?)]
    /// What a placement of each element carries besides its plain values, for the frames shown.
    private let described: [PlannedFrames.Element]
    /// The elements outside the lanes (they follow their item, or float), in index order.
    private let looseElements: [Int]

    /// What every frame reads of an element, in plain values.
    private struct PlainElement {
        var from: CellRect?
        var fromClip: CellRect
        var to: CellRect?
        var toClip: CellRect
        var fate: FramePlacement.Fate
        /// Its traits in every placement (role and fate).
        var traits: PlannedPlacement.Traits
        /// Its one section as a number, or -1 (two, or none).
        var section: Int
        /// Its place in paint order but for whether it is at its new rect (see `paintOrder`):
        /// layer, then zIndex, as one number.
        var paintRank: Int
    }

    init(viewport: CellRect, elements: [Element], frameCount: Int, easing: Easing, isVertical: Bool,
         interruptsAnother: Bool = false, reusesFrames: Bool = true) {
        self.viewport = viewport
        switchPoint = interruptsAnother ? Double.ulpOfOne : 0.5
        self.elements = elements
        self.frameCount = frameCount
        self.easing = easing
        self.isVertical = isVertical
        self.reusesFrames = reusesFrames
        // Elements by key, to find what badges and separators hang on: only when some do.
        var index: [ElementKey: Int] = [:]
        if elements.contains(where: { if case .anchored = $0.role { return true } else { return false } }) {
            index.reserveCapacity(elements.count)
            for (i, e) in elements.enumerated() { index[e.key] = i }
        }
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
        let sectionNumbers = elements.map { (old: number($0.oldSection), new: number($0.newSection)) }
        self.sectionNumbers = sectionNumbers
        described = elements.map { element in
            let sections = element.sections
            return PlannedFrames.Element(key: element.key, role: element.role, fate: element.fate, zIndex: element.zIndex,
                                         sections: (sections, sections.count == 2 ? sections.reversed() : sections))
        }
        looseElements = elements.indices.filter { !elements[$0].isStacked }
        // zIndex values in order, so that layer and zIndex make one number that sorts as the pair.
        let zIndexes = Set(elements.map(\.zIndex)).sorted()
        let zRank = Dictionary(uniqueKeysWithValues: zIndexes.enumerated().map { ($1, $0) })
        plain = elements.indices.map { i in
            let element = elements[i]
            let sole: Int
            switch (sectionNumbers[i].old, sectionNumbers[i].new) {
            case (nil, nil): sole = -1
            case (let one?, nil), (nil, let one?): sole = one
            case (let old?, let new?): sole = old == new ? old : -1
            }
            return PlainElement(from: element.from, fromClip: element.fromClip, to: element.to, toClip: element.toClip,
                                fate: element.fate, traits: PlannedPlacement.Traits(role: element.role, fate: element.fate),
                                section: sole, paintRank: element.paintLayer * zIndexes.count + zRank[element.zIndex]!)
        }
    }

    /// The planned frames, frame 0 being the screen when the update came.
    struct Plan {
        var frames: PlannedFrames
        /// Why the update cross-fades (the first clause the stacked plan broke); nil when it slides.
        var crossFadeReason: String?

        /// Every frame in full (tests).
        var keyframes: [[FramePlacement]] { frames.frames.map(frames.placements) }
        /// The screens before and after, as the rule reads them.
        var before: [FramePlacement] { frames.placements(frames.before) }
        var after: [FramePlacement] { frames.placements(frames.after) }
    }

    func plan() -> Plan {
        let before = paintOrder(elements.indices.compactMap { i in
            plain[i].from.map { placement(i, rect: $0, clip: plain[i].fromClip, dimmed: false, onNewSide: false) }
        })
        let after = paintOrder(elements.indices.compactMap { i in
            plain[i].to.map { placement(i, rect: $0, clip: plain[i].toClip, dimmed: false, onNewSide: true) }
        })
        func planned(_ frames: [[PlannedPlacement]], placed: [Int]) -> PlannedFrames {
            PlannedFrames(elements: described, frames: frames, before: before, after: after, placed: placed)
        }
        let rule = FrameRule(viewport: viewport, before: before, after: after, count: elements.count, anchorOf: hostIndex,
                             isVertical: isVertical, keys: elements.map(\.key))
        var reason = "a lane's members overlap on one of the two screens"
        var isPlaced = [Bool](repeating: false, count: elements.count)
        if let lanes = makeLanes() {
            var scratch = FrameScratch(count: elements.count)
            var ruleScratch = FrameRule.Scratch()
            var frames: [[PlannedPlacement]] = []
            frames.reserveCapacity(frameCount)
            // The frame before, as made (before paint order): an equal one orders and checks the same.
            var previous: [PlannedPlacement]?
            var broken: String?
            for k in 0..<frameCount {
                let made = stackedFrame(at: eased(k), lanes: lanes, scratch: &scratch)
                if reusesFrames, let previous, made == previous {
                    frames.append(frames[k - 1])
                    continue
                }
                let frame = paintOrder(made)
                let describe = { (n: Int) in described[frame[n].element].placement(frame[n]) }
                if let problem = rule.violations(in: frame, index: k, firstOnly: true, scratch: &ruleScratch, placement: describe).first {
                    broken = problem
                    break
                }
                for p in frame { isPlaced[p.element] = true }
                frames.append(frame)
                previous = made
            }
            guard let broken else {
                return Plan(frames: planned(frames, placed: isPlaced.indices.filter { isPlaced[$0] }), crossFadeReason: nil)
            }
            reason = broken
            isPlaced = [Bool](repeating: false, count: elements.count)
        }
        let keyframes = (0..<frameCount).map { crossFadeFrame(at: eased($0)) }
        for frame in keyframes { for p in frame { isPlaced[p.element] = true } }
        return Plan(frames: planned(keyframes, placed: isPlaced.indices.filter { isPlaced[$0] }), crossFadeReason: reason)
    }

    private func eased(_ k: Int) -> Double { easing(Double(k) / Double(frameCount)) }

    // MARK: Lanes

    private struct LaneKey: Hashable {
        let sideways: Bool
        let crossStart: Int
        let crossLength: Int
    }

    /// The lanes of an update, each with the span its members share. The order is the
    /// dictionary's they were gathered in; it does not matter, as frames are put in paint order.
    private typealias Lanes = [(key: LaneKey, stack: LaneStack)]

    /// Sorts each solid element into the lanes it is in; nil when a lane cannot reproduce its
    /// two screens (members overlapping on one of them).
    private func makeLanes() -> Lanes? {
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

    // MARK: Frames

    /// Where an item was placed in the frame being made, for what hangs on it.
    private struct HostPlace {
        var rect: CellRect
        var clip: CellRect
        var isDimmed: Bool
        /// The rect and clip of the side it is drawn from.
        var side: CellRect
        var sideClip: CellRect
    }

    /// Tables `stackedFrame` fills for each frame, kept from one frame to the next.
    private struct FrameScratch {
        /// By element: where it was placed, valid when its stamp is the frame's.
        var hosts: [HostPlace?]
        var hostStamps: [Int]
        var stamp = 0

        init(count: Int) {
            hosts = [HostPlace?](repeating: nil, count: count)
            hostStamps = [Int](repeating: 0, count: count)
        }
    }

    /// One frame of the stacked plan at eased progress `e`, in the order it was made (not paint order).
    private func stackedFrame(at e: Double, lanes: Lanes, scratch: inout FrameScratch) -> [PlannedPlacement] {
        let switched = e >= switchPoint
        var placements: [PlannedPlacement] = []
        placements.reserveCapacity(elements.count)
        scratch.stamp += 1
        let stamp = scratch.stamp
        for (key, lane) in lanes {
            for placed in lane.frame(at: e, switchingAt: switchPoint) {
                let element = plain[placed.element]
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
                let isDimmed = dimmed(element.fate, motion: motion, e: e)
                placements.append(placement(placed.element, rect: rect, clip: clip, dimmed: isDimmed, onNewSide: drawnWith))
                scratch.hosts[placed.element] = HostPlace(rect: rect, clip: clip, isDimmed: isDimmed, side: side, sideClip: sideClip)
                scratch.hostStamps[placed.element] = stamp
            }
        }
        for i in looseElements {
            let element = plain[i]
            let hostAt = hostIndex[i]
            if hostAt >= 0, scratch.hostStamps[hostAt] == stamp, let host = scratch.hosts[hostAt] {
                // Ride on the item: the same offset from it as on the side it is drawn from.
                let hostElement = plain[hostAt]
                let useNew = element.to != nil && (element.from == nil || switched)
                guard let own = useNew ? element.to : element.from,
                      let hostSide = useNew ? hostElement.to : hostElement.from else { continue }
                let dx = host.rect.minX - hostSide.minX, dy = host.rect.minY - hostSide.minY
                let clipShift = (x: host.clip.minX - host.sideClip.minX, y: host.clip.minY - host.sideClip.minY)
                let ownClip = (useNew ? element.toClip : element.fromClip)
                var clip = ownClip.offsetBy(dx: clipShift.x, dy: clipShift.y)
                // A host given only part of its room (closing or opening) shows only that part of
                // what hangs on it, so nothing of it lands on a neighbour.
                if host.rect.intersection(host.clip) != host.rect { clip = clip.intersection(host.clip) }
                let dim = host.isDimmed || dimmed(element.fate, motion: nil, e: e)
                placements.append(placement(i, rect: own.offsetBy(dx: dx, dy: dy), clip: clip, dimmed: dim, onNewSide: useNew))
            } else if hostAt >= 0 {
                continue   // its item is not drawn in this frame, so neither is it
            } else if let p = looseFrame(i, at: e) {
                placements.append(p)
            }
        }
        return placements
    }

    /// An element outside the lanes (background, pinned header, badge of an item not shown):
    /// it moves from rect to rect, or fades out and in around the halfway switch.
    private func looseFrame(_ i: Int, at e: Double) -> PlannedPlacement? {
        let element = plain[i]
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
    private func crossFadeFrame(at e: Double) -> [PlannedPlacement] {
        let switched = e >= switchPoint
        return paintOrder(elements.indices.compactMap { i in
            let element = plain[i]
            guard let rect = switched ? element.to : element.from else { return nil }
            let moves = element.from != element.to
            let dim: Bool
            switch element.fate {
            case .deleted: dim = true
            case .inserted, .entering: dim = e < 0.75
            case .leaving: dim = e >= 0.25
            case .persisting: dim = moves && e >= 0.25 && e < 0.75
            }
            return placement(i, rect: rect, clip: switched ? element.toClip : element.fromClip, dimmed: dim, onNewSide: switched)
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
    private func placement(_ i: Int, rect: CellRect, clip: CellRect, dimmed: Bool, onNewSide: Bool) -> PlannedPlacement {
        var traits = plain[i].traits
        if dimmed { traits.insert(.dimmed) }
        if onNewSide { traits.insert(.onNewSide) }
        return PlannedPlacement(element: i, rect: rect, clip: clip, traits: traits, section: plain[i].section)
    }

    /// Bottom first: backgrounds, then what fades (deleted and inserted rows are revealed and
    /// covered by their neighbours), then by zIndex with moving elements above still ones, and
    /// floating pinned headers last; element index breaks ties.
    ///
    /// Each placement's key (layer, zIndex, not at its new rect, element) is one integer, made
    /// from the element's `paintRank` (layer and zIndex, worked out once): the sort compares
    /// integers. An element is placed at most once in a frame, so the key names its placement.
    private func paintOrder(_ placements: [PlannedPlacement]) -> [PlannedPlacement] {
        let n = elements.count
        guard n > 0 else { return placements }
        var keys = placements.map { p in
            (plain[p.element].paintRank * 2 + (p.rect == plain[p.element].to ? 0 : 1)) * n + p.element
        }
        keys.sort()
        var slotOf = [Int](repeating: 0, count: n)
        for (slot, p) in placements.enumerated() { slotOf[p.element] = slot }
        return keys.map { placements[slotOf[$0 % n]] }
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

    /// Its layer in paint order: backgrounds, then what fades in or out (deleted and inserted
    /// rows are revealed and covered by their neighbours), then the rest, then what hangs on
    /// items, and floating pinned headers last.
    var paintLayer: Int {
        if isOverlay { return 4 }
        switch role {
        case .decoration: return 0
        case .anchored: return 3
        case .cell, .boundary: return fate == .deleted || fate == .inserted ? 1 : 2
        }
    }

    /// The sections it belongs to on either screen: one, or two for a row changing section.
    var sections: [AnyIdentifier] {
        switch (newSection, oldSection) {
        case (nil, nil): return []
        case (let one?, nil), (nil, let one?): return [one]
        case (let new?, let old?): return new == old ? [new] : [new, old]
        }
    }
}
