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
        /// Its sections before and after, and the one its slot is in (the new one if it has a
        /// new side), as the lane numbers its own sections (`0..<sectionCount`, nil included).
        fileprivate(set) var lane: (old: Int, new: Int, slot: Int) = (0, 0, 0)
        /// The centre of its span before and after.
        fileprivate(set) var center: (old: Double, new: Double) = (0, 0)

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
    /// How many sections the lane's members are in (no section counts as one).
    private(set) var sectionCount = 0
    /// Each section's extent in the lane before and after, as (start, end), by the lane's number.
    private(set) var extents: [(old: (Int, Int)?, new: (Int, Int)?)] = []
    /// Sections in their old order (then the new), for ties between blocks, by the lane's number.
    private(set) var sectionOrder: [Int] = []
    /// Whether a member is a header or footer (else no slot needs reordering by block rank).
    private(set) var hasBoundaries = false
    /// The lane at progress 0, worked out once by `prepare()`: `reproducesEnds()` checks it and
    /// the planner's first frame shows it.
    private(set) var startFrame: [Placed]?

    init(reference: Int) { self.reference = reference }

    mutating func add(_ member: Member) { members.append(member) }

    /// Works out gaps, slots and section extents from the old and the new order. Call once,
    /// after the last `add`.
    mutating func prepare() {
        var extents: [Int?: (old: (Int, Int)?, new: (Int, Int)?)] = [:]
        var sectionOrder: [Int?: Int] = [:]
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
        // The lane's own numbers for its sections, so that frames index arrays instead of hashing.
        var numbers: [Int?: Int] = [:]
        func number(_ section: Int?) -> Int {
            if let n = numbers[section] { return n }
            numbers[section] = numbers.count
            self.extents.append(extents[section] ?? (nil, nil))
            self.sectionOrder.append(sectionOrder[section] ?? 0)
            return numbers.count - 1
        }
        for i in members.indices {
            let m = members[i]
            let old = number(m.section.old), new = number(m.section.new)
            members[i].lane = (old, new, m.hasNew ? new : old)
            members[i].center = (Double(m.from.start) + Double(m.from.length) / 2, Double(m.to.start) + Double(m.to.length) / 2)
        }
        sectionCount = numbers.count
        hasBoundaries = members.contains { $0.blockRank != 1 }
        startFrame = frame(at: 0)
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
}
