import TesseraTerminal

// Reading-order travel: the motion a filtered grid reads as closing up. Lanes slide a cell that
// stays in its column; a cell changing column can only fade there, and in a grid being filtered
// nearly every cell changes column, so the whole grid dims at once. Here each cell instead hops
// from slot to slot along the grid's reading order (left to right, then down), as text reflows.
extension UpdatePlanner {
    /// The reading-order plan of an update: each section's slots, and the sequence its cells pass
    /// through them.
    ///
    /// Invariant: in every frame each section's cells fill its first slots in reading order, one
    /// cell a slot, with no gap: the cells that stay keep their order, deleted cells leave one at a
    /// time (top first) and inserted cells arrive one at a time, each event moving the cells after
    /// it by one slot. So every frame is a grid as the layout would draw it with some of the
    /// changes made, and no column ever has fewer rows than both screens have.
    struct ReadingOrderTravel {
        struct Section {
            /// Its slots in reading order.
            var slots: [CellRect]
            /// Its cells from first to last: the old sequence and the new merged, each cell once.
            var sequence: [Int]
            /// When each deleted or inserted cell leaves or arrives, as eased progress, by element.
            var eventAt: [Int: Double]
        }
        var sections: [Section]
        /// By element: whether it travels in a section's sequence (worked out once per plan, so
        /// a frame allocates nothing to tell the grid's cells from headers and footers).
        var inGrid: [Bool]
    }

    /// The reading-order plan, or nil when the update is not a grid closing up or opening out:
    /// only for a vertical layout of more than one column whose cells all share one size, where
    /// lanes would fade a cell (one changing column, coming from off screen or going off it; else
    /// lanes slide everything and need no help), no header or footer moves, no
    /// cell changes section or sits in an orthogonal band, each screen fills its section's slots
    /// from the first, and the cells that stay keep their order. O(elements log elements).
    func makeReadingOrderTravel() -> ReadingOrderTravel? {
        guard isVertical else { return nil }
        var size: CellSize?
        var wouldFade = false
        var columns = Set<Int>()
        var bySection: [Int: [Int]] = [:]
        for (i, e) in elements.enumerated() where e.isStacked {
            guard case .cell = e.role else {
                // Headers and footers stay put; the grid moves within its section only.
                if e.from != e.to { return nil }
                continue
            }
            guard !e.slidesSideways, plain[i].section >= 0 else { return nil }
            for rect in [e.from, e.to].compactMap({ $0 }) {
                if size == nil { size = rect.size } else if size != rect.size { return nil }
            }
            if let from = e.from { columns.insert(from.minX) }
            if let to = e.to { columns.insert(to.minX) }
            // In lanes a cell changing column fades, and one coming from off screen or going
            // off it fades in or out as its room opens or closes.
            if e.fate == .entering || e.fate == .leaving || e.from.map({ $0.minX != e.to?.minX }) == true { wouldFade = true }
            bySection[plain[i].section, default: []].append(i)
        }
        guard wouldFade, columns.count > 1 else { return nil }
        var sections: [ReadingOrderTravel.Section] = []
        for (_, members) in bySection.sorted(by: { $0.key < $1.key }) {
            guard let section = readingOrderSection(members) else { return nil }
            sections.append(section)
        }
        var inGrid = [Bool](repeating: false, count: elements.count)
        for section in sections { for i in section.sequence { inGrid[i] = true } }
        return ReadingOrderTravel(sections: sections, inGrid: inGrid)
    }

    /// One section's slots and sequence, or nil when a screen leaves a gap in its slots or a
    /// cell that stays changes its place in the order.
    private func readingOrderSection(_ members: [Int]) -> ReadingOrderTravel.Section? {
        guard let slots = Self.readingOrderSlots(members.flatMap { [elements[$0].from, elements[$0].to].compactMap { $0 } }) else { return nil }
        let index = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1, $0) })
        // Each screen's cells in order; each must fill the slots from the first, as a grid does.
        let old = members.filter { elements[$0].from != nil }.sorted { index[elements[$0].from!]! < index[elements[$1].from!]! }
        let new = members.filter { elements[$0].to != nil }.sorted { index[elements[$0].to!]! < index[elements[$1].to!]! }
        guard old.enumerated().allSatisfy({ index[elements[$1].from!] == $0 }),
              new.enumerated().allSatisfy({ index[elements[$1].to!] == $0 }) else { return nil }
        // The cells that stay, in old order (those arriving from off screen after all that were
        // on it); their new order must be the same.
        let oldRank = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let newRank = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
        let stayers = members.filter { elements[$0].fate != .deleted && elements[$0].fate != .inserted }
            .sorted { (oldRank[$0] ?? old.count + newRank[$0]!) < (oldRank[$1] ?? old.count + newRank[$1]!) }
        let newPlace = stayers.map { newRank[$0] ?? new.count + oldRank[$0]! }
        guard zip(newPlace, newPlace.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        // Merge: before each cell that stays, the deleted cells before it in the old order, then
        // the inserted ones before it in the new order.
        var sequence: [Int] = [], events: [Int] = []
        var o = 0, n = 0
        func flush(old stop: Int?, new stopNew: Int?) {
            while o < old.count, old[o] != stop {
                if elements[old[o]].fate == .deleted { sequence.append(old[o]); events.append(old[o]) }
                o += 1
            }
            while n < new.count, new[n] != stopNew {
                if elements[new[n]].fate == .inserted { sequence.append(new[n]); events.append(new[n]) }
                n += 1
            }
        }
        for cell in stayers {
            flush(old: oldRank[cell] != nil ? cell : nil, new: newRank[cell] != nil ? cell : nil)
            sequence.append(cell)
            if o < old.count, old[o] == cell { o += 1 }
            if n < new.count, new[n] == cell { n += 1 }
        }
        flush(old: nil, new: nil)
        // Events spread over the animation, top first. An update that interrupts another makes
        // them all in its first frame shown (frame 1: frame 0 is the screen as it was), as lanes
        // switch their fades there: keys typed faster than an animation show each result at once.
        let interrupts = switchPoint < 0.5 && frameCount > 1
        var eventAt: [Int: Double] = [:]
        for (r, cell) in events.enumerated() {
            eventAt[cell] = interrupts ? eased(1) : Double(r + 1) / Double(events.count + 1)
        }
        return ReadingOrderTravel.Section(slots: slots, sequence: sequence, eventAt: eventAt)
    }

    /// `rects` without repeats, in reading order (top to bottom, then left to right), or nil when
    /// two of them overlap: slots must tile, so that a cell in any of them covers no other slot.
    static func readingOrderSlots(_ rects: [CellRect]) -> [CellRect]? {
        let sorted = Set(rects).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        // Sorted by top edge, an overlap is with a slot in the same band of rows: compare each
        // with the ones after it until they start below its bottom edge.
        for (n, slot) in sorted.enumerated() {
            for other in sorted[(n + 1)...] {
                if other.minY >= slot.maxY { break }
                if other.intersects(slot) { return nil }
            }
        }
        return sorted
    }

    /// One frame of a reading-order plan at eased progress `e`, in the order made (not paint
    /// order): each section's present cells, in sequence, fill its slots from the first; a
    /// deleted cell is present (dim) until its event, an inserted one from its event (dim until
    /// three quarters through, as in lanes). O(elements).
    func readingOrderFrame(at e: Double, _ travel: ReadingOrderTravel, scratch: inout FrameScratch) -> [PlannedPlacement] {
        var placements: [PlannedPlacement] = []
        placements.reserveCapacity(elements.count)
        scratch.stamp += 1
        for section in travel.sections {
            var slot = 0
            for i in section.sequence {
                let element = plain[i]
                if let at = section.eventAt[i], element.fate == .deleted ? e >= at : e < at { continue }
                defer { slot += 1 }
                guard slot < section.slots.count else { continue }
                let rect = section.slots[slot]
                // Cells arriving from off screen travel in like the rest: only changes look changed.
                let isDimmed = element.fate == .deleted || (element.fate == .inserted && e < 0.75)
                let useNew = element.to != nil
                let side = useNew ? element.to! : element.from!
                let clip = useNew ? element.toClip : element.fromClip
                placements.append(placement(i, rect: rect, clip: clip, dimmed: isDimmed, onNewSide: useNew && (rect == side || e >= switchPoint)))
                scratch.hosts[i] = HostPlace(rect: rect, clip: clip, isDimmed: isDimmed, side: side, sideClip: clip)
                scratch.hostStamps[i] = scratch.stamp
            }
        }
        // Headers and footers, which stay where they are.
        for i in elements.indices where elements[i].isStacked && !travel.inGrid[i] {
            guard let rect = plain[i].to ?? plain[i].from else { continue }
            placements.append(placement(i, rect: rect, clip: plain[i].to != nil ? plain[i].toClip : plain[i].fromClip,
                                        dimmed: dimmed(plain[i].fate, motion: nil, e: e), onNewSide: plain[i].to != nil))
        }
        appendLooseElements(to: &placements, at: e, scratch: scratch)
        return placements
    }
}
