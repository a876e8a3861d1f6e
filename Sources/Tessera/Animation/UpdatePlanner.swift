import TesseraLayout
import TesseraTerminal

/// Works out every frame of one animated update, before the first is shown, and checks each
/// against ``FrameRule``. The motion it chooses:
///
/// - A cell, header or footer (of a section or of the layout) on screen before and after, in the
///   same column (same x and width), **slides** in its column's ``LaneStack``: rows swap places as they pass, so a row
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
    let plain: [PlainElement]
    /// For each element, the index of the element it hangs on (badges, separators), or -1.
    let hostIndex: [Int]
    /// For each element, its sections before and after as small numbers (identifiers are
    /// numbered once, here, so the lanes and the rule compare integers in every frame).
    let sectionNumbers: [(old: Int?, new: Int?)]
    /// What a placement of each element carries besides its plain values, for the frames shown.
    let described: [PlannedFrames.Element]
    /// The elements outside the lanes (they follow their item, or float), in index order.
    let looseElements: [Int]

    /// What every frame reads of an element, in plain values.
    struct PlainElement {
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
        // The layout's own headers and footers are in no section; in their lane each is a block
        // of its own (a number no section has), so a layout header and footer in one column never
        // travel together as one block. The rule reads them as in no section (`plain.section`).
        var sectionNumbers = elements.map { (old: number($0.oldSection), new: number($0.newSection)) }
        for (i, element) in elements.enumerated() where element.isLayoutBoundary {
            let own = number(AnyIdentifier(element.key))
            sectionNumbers[i] = (old: own, new: own)
        }
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
            switch element.isLayoutBoundary ? (nil, nil) : (sectionNumbers[i].old, sectionNumbers[i].new) {
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
        /// Whether the cells travel in reading order (a grid closing up) rather than in lanes.
        var travelsInReadingOrder = false

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
        var ruleScratch = FrameRule.Scratch()
        /// The frames `make` makes, each checked against the rule (a frame equal to the one before
        /// reuses it), or the first clause one of them broke.
        func checked(_ make: (Int) -> [PlannedPlacement]) -> Result<PlannedFrames, Broken> {
            var isPlaced = [Bool](repeating: false, count: elements.count)
            var frames: [[PlannedPlacement]] = []
            frames.reserveCapacity(frameCount)
            // The frame before, as made (before paint order): an equal one orders and checks the same.
            var previous: [PlannedPlacement]?
            for k in 0..<frameCount {
                let made = make(k)
                if reusesFrames, let previous, made == previous {
                    frames.append(frames[k - 1])
                    continue
                }
                let frame = paintOrder(made)
                let describe = { (n: Int) in described[frame[n].element].placement(frame[n]) }
                if let problem = rule.violations(in: frame, index: k, firstOnly: true, scratch: &ruleScratch, placement: describe).first {
                    return .failure(Broken(reason: problem))
                }
                for p in frame { isPlaced[p.element] = true }
                frames.append(frame)
                previous = made
            }
            return .success(planned(frames, placed: isPlaced.indices.filter { isPlaced[$0] }))
        }
        // A grid closing up travels in reading order; what that cannot show slides in lanes.
        if let travel = makeReadingOrderTravel() {
            var scratch = FrameScratch(count: elements.count)
            if case .success(let planned) = checked({ readingOrderFrame(at: eased($0), travel, scratch: &scratch) }) {
                return Plan(frames: planned, crossFadeReason: nil, travelsInReadingOrder: true)
            }
        }
        var reason = "a lane's members overlap on one of the two screens"
        if let lanes = makeLanes() {
            var scratch = FrameScratch(count: elements.count)
            switch checked({ stackedFrame(at: eased($0), lanes: lanes, scratch: &scratch) }) {
            case .success(let planned): return Plan(frames: planned, crossFadeReason: nil)
            case .failure(let broken): reason = broken.reason
            }
        }
        var isPlaced = [Bool](repeating: false, count: elements.count)
        let keyframes = (0..<frameCount).map { crossFadeFrame(at: eased($0)) }
        for frame in keyframes { for p in frame { isPlaced[p.element] = true } }
        return Plan(frames: planned(keyframes, placed: isPlaced.indices.filter { isPlaced[$0] }), crossFadeReason: reason)
    }

    func eased(_ k: Int) -> Double { easing(Double(k) / Double(frameCount)) }

    /// The first clause of the rule a planned frame broke.
    struct Broken: Error { var reason: String }
}

extension UpdatePlanner.Element {
    /// A header or footer of the whole layout: in no section.
    var isLayoutBoundary: Bool {
        if case .layoutBoundary = role { return true }
        return false
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
