/// One lane of an update: the elements of one column (or, in an orthogonal section, one band
/// row) that share the same cross-axis span before and after. A lane's frames are stacks: the
/// members are put in order, then laid end to end with their own gaps, so no two members ever
/// overlap and no slot opens between them.
///
/// The order at each frame:
/// - **Sections move as blocks.** Each section's sliders (members on both screens) form a block
///   whose centre moves from where the section was to where it goes; blocks are ordered by
///   their centres, and a header stays first in its block, a footer last. A row moving to
///   another section rides with its old section until halfway, then with the new one.
/// - **Rows swap as they pass.** Inside a block, sliders are ordered by how far their motion has
///   taken them, so a row sliding past others trades places with each in turn, the way cards
///   are reordered by hand: it is never under them and never leaves a hole.
/// - **Rows on one screen only keep their slot.** A row that is deleted, inserted, or goes to or
///   comes from off screen stays after the same number of its section's sliders (or, with none
///   left, after the same number of blocks), and its room closes or opens there: rows vanish
///   and appear one at a time, and whatever follows moves a row at a time.
///
/// Positions are accumulated as reals and each edge is rounded on its own (half up), so lanes
/// that move by the same whole amount round the same way and stay aligned with each other.
struct LaneStack {
    /// How a member takes part in the lane's motion.
    enum Motion {
        /// In the lane before and after: its place and size move from old to new.
        case slide
        /// Here before only, whole until the switch, then gone (it reappears in another lane).
        case fadeOut
        /// Here after only: gone until the switch, then whole.
        case fadeIn
        /// Its room shrinks to nothing (deleted, or leaving the screen).
        case shrink
        /// Its room grows from nothing (inserted, or entering the screen).
        case grow
    }

    struct Member {
        /// The planner's element this member places.
        let element: Int
        let motion: Motion
        /// Start and length along the lane's axis, before (for all but fadeIn and grow) and after.
        let from: (start: Int, length: Int)
        let to: (start: Int, length: Int)
        /// Its section before and after, as the planner numbers sections (so the lane's many
        /// section comparisons per frame compare integers); nil on a side it is not on, or
        /// without sections.
        let section: (old: Int?, new: Int?)
        /// Where it goes in its section's block whatever its motion: 0 for a header (first),
        /// 2 for a footer (last), 1 for the rest.
        let blockRank: Int
        /// Room before the member in the old and in the new order (from the previous member's end,
        /// or from the lane's reference for the first).
        fileprivate(set) var gapBefore: (old: Double, new: Double) = (0, 0)
        /// Breaks ties between equal centres: old order first, then new.
        fileprivate(set) var order = 0
        /// For a member on one side only: how many of its section's sliders come before it on
        /// that side, and how many slider blocks.
        fileprivate(set) var slidersBefore = 0
        fileprivate(set) var blocksBefore = 0

        init(element: Int, motion: Motion, from: (start: Int, length: Int), to: (start: Int, length: Int),
             section: (old: Int?, new: Int?), blockRank: Int = 1) {
            self.element = element
            self.motion = motion
            self.from = from
            self.to = to
            self.section = section
            self.blockRank = blockRank
        }

        /// Whether its room closes or opens gradually.
        var changesRoom: Bool { motion == .shrink || motion == .grow }
        var hasOld: Bool { motion == .slide || motion == .fadeOut || motion == .shrink }
        var hasNew: Bool { motion == .slide || motion == .fadeIn || motion == .grow }
        /// The section it belongs to at eased progress `e` (a slider changing section switches halfway).
        func section(at e: Double, switchingAt switchPoint: Double = 0.5) -> Int? {
            hasNew && (e >= switchPoint || !hasOld) ? section.new : section.old
        }
    }

    /// Where each member is drawn in one frame: start and length along the axis, and how much of
    /// that length it is given (shrinking and growing members show a part of themselves).
    struct Placed {
        let element: Int
        let motion: Motion
        let start: Int
        let length: Int
        let shown: Int
    }

    /// Where lane coordinates start (the viewport's edge).
    let reference: Int
    private(set) var members: [Member] = []
    /// Each section's extent in the lane before and after, as (start, end).
    private var extents: [Int?: (old: (Int, Int)?, new: (Int, Int)?)] = [:]
    /// Sections in their old order, for ties between blocks.
    private var sectionOrder: [Int?: Int] = [:]

    init(reference: Int) { self.reference = reference }

    mutating func add(_ member: Member) { members.append(member) }

    /// Works out gaps, slots and section extents from the old and the new order. Call once,
    /// after the last `add`.
    mutating func prepare() {
        let oldOrder = members.indices.filter { members[$0].hasOld }.sorted { members[$0].from.start < members[$1].from.start }
        let newOrder = members.indices.filter { members[$0].hasNew }.sorted { members[$0].to.start < members[$1].to.start }
        for (isNew, order) in [(false, oldOrder), (true, newOrder)] {
            var end = reference
            var sliders: [Int?: Int] = [:]
            var blocks = Set<Int?>()
            for (n, i) in order.enumerated() {
                let span = isNew ? members[i].to : members[i].from
                let section = isNew ? members[i].section.new : members[i].section.old
                if isNew { members[i].gapBefore.new = Double(span.start - end) } else { members[i].gapBefore.old = Double(span.start - end) }
                if !isNew { members[i].order = n } else if !members[i].hasOld { members[i].order = oldOrder.count + n }
                end = span.start + span.length
                if members[i].motion == .slide {
                    sliders[section, default: 0] += 1
                    blocks.insert(section)
                } else {
                    members[i].slidersBefore = sliders[section] ?? 0
                    // Its own section's block may be gone by the time it is placed (its sliders
                    // moved to other sections): count only the others.
                    members[i].blocksBefore = blocks.count - (blocks.contains(section) ? 1 : 0)
                }
                // A block's centre follows its sliders only: rows on one side only may sit
                // apart from their section on a screen caught mid-animation.
                guard members[i].motion == .slide else { continue }
                var extent = extents[section] ?? (nil, nil)
                let widened = ((isNew ? extent.new : extent.old).map { min($0.0, span.start) } ?? span.start,
                               (isNew ? extent.new : extent.old).map { max($0.1, span.start + span.length) } ?? span.start + span.length)
                if isNew { extent.new = widened } else { extent.old = widened }
                extents[section] = extent
                if sectionOrder[section] == nil { sectionOrder[section] = isNew ? 1_000_000 + n : n }
            }
        }
    }

    /// The lane at eased progress `e` (0 = before, 1 = after); members that fade whole switch
    /// sides at `switchPoint` (halfway, unless the update must show its new places sooner).
    func frame(at e: Double, switchingAt switchPoint: Double = 0.5) -> [Placed] {
        let switched = e >= switchPoint
        struct Now { let index: Int; let center: Double; var length: Double; var gap: Double; let full: Double; var fullGap: Double = 0 }
        var sliders: [Int?: [Now]] = [:]
        var oneSided: [Now] = []
        for (i, m) in members.enumerated() {
            let oldCenter = Double(m.from.start) + Double(m.from.length) / 2
            let newCenter = Double(m.to.start) + Double(m.to.length) / 2
            switch m.motion {
            case .slide:
                let length = mix(Double(m.from.length), Double(m.to.length), e)
                sliders[m.section(at: e, switchingAt: switchPoint), default: []].append(Now(index: i, center: mix(oldCenter, newCenter, e), length: length,
                                                                   gap: mix(m.gapBefore.old, m.gapBefore.new, e), full: length))
            case .fadeOut:
                oneSided.append(Now(index: i, center: oldCenter, length: switched ? 0 : Double(m.from.length),
                                    gap: switched ? 0 : m.gapBefore.old, full: Double(m.from.length)))
            case .fadeIn:
                oneSided.append(Now(index: i, center: newCenter, length: switched ? Double(m.to.length) : 0,
                                    gap: switched ? m.gapBefore.new : 0, full: Double(m.to.length)))
            case .shrink:
                oneSided.append(Now(index: i, center: oldCenter, length: Double(m.from.length) * (1 - e),
                                    gap: max(0, m.gapBefore.old) * (1 - e), full: Double(m.from.length), fullGap: max(0, m.gapBefore.old)))
            case .grow:
                oneSided.append(Now(index: i, center: newCenter, length: Double(m.to.length) * e,
                                    gap: max(0, m.gapBefore.new) * e, full: Double(m.to.length), fullGap: max(0, m.gapBefore.new)))
            }
        }
        // Blocks: each section's sliders, ordered by the section's centre, then their own.
        let blocks: [(section: Int?, sliders: [Now])] = sliders.map { section, list in
            (section, list.sorted { a, b in
                let ra = members[a.index].blockRank, rb = members[b.index].blockRank
                if ra != rb { return ra < rb }
                return a.center != b.center ? a.center < b.center : members[a.index].order < members[b.index].order
            })
        }.sorted { a, b in
            let ca = blockCenter(a.section, at: e), cb = blockCenter(b.section, at: e)
            return ca != cb ? ca < cb : (sectionOrder[a.section] ?? 0) < (sectionOrder[b.section] ?? 0)
        }
        // Slots for one-sided members: inside their section's block, or between blocks.
        var inBlock: [Int?: [Int: [Now]]] = [:]
        var betweenBlocks: [Int: [Now]] = [:]
        for n in oneSided {
            let m = members[n.index]
            let section = m.hasNew ? m.section.new : m.section.old
            if sliders[section] != nil {
                inBlock[section, default: [:]][m.slidersBefore, default: []].append(n)
            } else {
                betweenBlocks[m.blocksBefore, default: []].append(n)
            }
        }
        var sequence: [Now] = []
        sequence.reserveCapacity(members.count)
        for (rank, block) in blocks.enumerated() {
            sequence.append(contentsOf: slot(betweenBlocks[rank] ?? []))
            let slots = inBlock[block.section] ?? [:]
            if block.sliders.contains(where: { members[$0.index].blockRank < 2 }) { sequence.append(contentsOf: slot(slots[0] ?? [])) }
            // The last slider before the footer also takes the slots past the block's current
            // size (rows counted before a slider that has since left the section).
            let last = block.sliders.lastIndex { members[$0.index].blockRank < 2 } ?? -1
            sequence.append(contentsOf: slot(last < 0 ? slots.sorted { $0.key < $1.key }.flatMap(\.value) : []))
            for (n, slider) in block.sliders.enumerated() {
                sequence.append(slider)
                let following = n == last ? slots.filter { $0.key > n }.sorted { $0.key < $1.key }.flatMap(\.value)
                    : n > last ? [] : (slots[n + 1] ?? [])
                sequence.append(contentsOf: slot(following))
            }
        }
        sequence.append(contentsOf: slot(betweenBlocks.filter { $0.key >= blocks.count }.sorted { $0.key < $1.key }.flatMap(\.value)))

        var cursor = Double(reference)
        var placed: [Placed] = []
        placed.reserveCapacity(sequence.count)
        for n in sequence {
            // A slider's gap (the spacing before a section) moves in whole cells, so it never
            // rounds a member away from the cell it should cover; a closing or opening member's
            // share of its room is already given out in whole cells, front first.
            let top = cursor + (members[n.index].changesRoom ? n.gap : Double(Self.round(n.gap)))
            let bottom = top + n.length
            cursor = bottom
            let start = Self.round(top), end = Self.round(bottom)
            guard end > start else { continue }
            let m = members[n.index]
            let full: Int
            switch m.motion {
            case .slide: full = end - start
            case .fadeOut, .shrink: full = m.from.length
            case .fadeIn, .grow: full = m.to.length
            }
            placed.append(Placed(element: m.element, motion: m.motion, start: start, length: full, shown: end - start))
        }
        return placed

        /// One slot's members, section by section (those arriving in their new order, then those
        /// only leaving), each section's opening members first, then its closing ones; the room
        /// of those that close or open is given out in whole rows, front first.
        func slot(_ list: [Now]) -> [Now] {
            guard !list.isEmpty else { return [] }
            func section(_ n: Now) -> Int? { members[n.index].hasNew ? members[n.index].section.new : members[n.index].section.old }
            var groups: [(section: Int?, key: (Int, Int), members: [Now])] = []
            for n in list {
                let m = members[n.index]
                let key = m.hasNew ? (0, m.to.start) : (1, m.from.start)
                if let g = groups.firstIndex(where: { $0.section == section(n) }) {
                    groups[g].members.append(n)
                    if key < groups[g].key { groups[g].key = key }
                } else {
                    groups.append((section(n), key, [n]))
                }
            }
            var result: [Now] = []
            for group in groups.sorted(by: { $0.key < $1.key }) {
                let opening = group.members.filter { members[$0.index].hasNew }.sorted { members[$0.index].to.start < members[$1.index].to.start }
                let closing = group.members.filter { !members[$0.index].hasNew }.sorted { members[$0.index].from.start < members[$1.index].from.start }
                var section: [Now] = []
                for side in [opening, closing] {
                    // The room a member gives up or takes includes the gap before it, so the
                    // slot's total moves smoothly and never a cell more than its parts.
                    var remaining = side.reduce(0) { $0 + (members[$1.index].changesRoom ? $1.length + $1.gap : 0) }
                    for var n in side {
                        if members[n.index].changesRoom {
                            let given = min(n.full + n.fullGap, remaining)
                            remaining -= given
                            // Content before spacing: a row keeps its cells as long as it can and
                            // takes them as soon as it can.
                            n.length = min(n.full, given)
                            n.gap = given - n.length
                        }
                        section.append(n)
                    }
                }
                // Its header leads and its footer closes, whichever side they are on.
                for rank in 0...2 { result.append(contentsOf: section.filter { members[$0.index].blockRank == rank }) }
            }
            return result
        }
    }

    /// Where a section's block is centred at `e`: from its old extent's centre to its new one's.
    private func blockCenter(_ section: Int?, at e: Double) -> Double {
        func center(_ extent: (Int, Int)?) -> Double? { extent.map { Double($0.0 + $0.1) / 2 } }
        let extent = extents[section] ?? (nil, nil)
        let old = center(extent.old), new = center(extent.new)
        return mix(old ?? new ?? 0, new ?? old ?? 0, e)
    }

    /// Whether the lane's first frame is exactly the old places and its last the new ones: a lane
    /// whose members overlapped on a screen cannot be stacked, and the planner cross-fades instead.
    func reproducesEnds() -> Bool {
        func matches(_ placed: [Placed], _ side: (Member) -> (start: Int, length: Int)?) -> Bool {
            var expected: [Int: (start: Int, length: Int)] = [:]
            for m in members { if let s = side(m), s.length > 0 { expected[m.element] = s } }
            guard placed.count == expected.count else { return false }
            return placed.allSatisfy { p in expected[p.element].map { $0.start == p.start && $0.length == p.shown } ?? false }
        }
        return matches(frame(at: 0), { $0.hasOld ? $0.from : nil }) && matches(frame(at: 1), { $0.hasNew ? $0.to : nil })
    }

    private func mix(_ a: Double, _ b: Double, _ e: Double) -> Double { a + (b - a) * e }

    /// Half up, so moving by a whole number of cells never changes how an edge rounds.
    static func round(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }
}
