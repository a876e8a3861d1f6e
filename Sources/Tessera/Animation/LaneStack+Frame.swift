// A lane's frames: where each member is at one moment of the update. `prepare()` (in
// LaneStack.swift) works out once what every frame reads; this is the per-frame work.
extension LaneStack {
    /// A member as one frame has it: where its centre is, how much room it takes and leaves
    /// before it, and where it goes in the frame's order.
    private struct Now {
        let index: Int
        let center: Double
        var length: Double
        var gap: Double
        let full: Double
        var fullGap: Double = 0
        /// A slider's section; a one-sided member's group of slots (its section, or
        /// `sectionCount` for the slots between blocks).
        var group = 0
        /// A one-sided member's slot in its group, and its place among the frame's one-sided members.
        var slot = 0
        var position = 0
    }

    /// The lane at eased progress `e` (0 = before, 1 = after); members that fade whole switch
    /// sides at `switchPoint` (halfway, unless the update must show its new places sooner).
    ///
    /// Sections are the lane's own small numbers, so a frame groups members with arrays and
    /// sorts, never a dictionary: O(members × log members).
    func frame(at e: Double, switchingAt switchPoint: Double = 0.5) -> [Placed] {
        // At 0 nothing has switched, wherever the switch is.
        if e == 0 && switchPoint > 0, let startFrame { return startFrame }
        let switched = e >= switchPoint
        var sliders: [Now] = []
        var oneSided: [Now] = []
        sliders.reserveCapacity(members.count)
        var hasSliders = [Bool](repeating: false, count: sectionCount)
        for (i, m) in members.enumerated() {
            let oldCenter = m.center.old, newCenter = m.center.new
            switch m.motion {
            case .slide:
                let length = mix(Double(m.from.length), Double(m.to.length), e)
                let section = e >= switchPoint ? m.lane.new : m.lane.old
                hasSliders[section] = true
                sliders.append(Now(index: i, center: mix(oldCenter, newCenter, e), length: length,
                                   gap: mix(m.gapBefore.old, m.gapBefore.new, e), full: length, group: section))
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
        // Blocks: each section's sliders, ordered by the section's centre (the old order breaks
        // ties), then their own (header first, footer last, then by centre, then the old order).
        // Both orders are total, so one sort of all sliders by (block, own) gives the blocks in
        // order, each a run.
        var blockOf = [Int](repeating: -1, count: sectionCount)
        let present = (0..<sectionCount).filter { hasSliders[$0] }
            .map { (section: $0, center: blockCenter($0, at: e)) }
            .sorted { a, b in a.center != b.center ? a.center < b.center : sectionOrder[a.section] < sectionOrder[b.section] }
        for (rank, block) in present.enumerated() { blockOf[block.section] = rank }
        sliders.sort { a, b in
            let ba = blockOf[a.group], bb = blockOf[b.group]
            if ba != bb { return ba < bb }
            let ra = members[a.index].blockRank, rb = members[b.index].blockRank
            if ra != rb { return ra < rb }
            return a.center != b.center ? a.center < b.center : members[a.index].order < members[b.index].order
        }
        // Slots for one-sided members: inside their section's block (group: the section), or
        // between blocks (group: sectionCount); within a group by slot, then in member order.
        for n in oneSided.indices {
            let m = members[oneSided[n].index]
            if hasSliders[m.lane.slot] {
                oneSided[n].group = m.lane.slot
                oneSided[n].slot = m.slidersBefore
            } else {
                oneSided[n].group = sectionCount
                oneSided[n].slot = m.blocksBefore
            }
            oneSided[n].position = n
        }
        oneSided.sort { ($0.group, $0.slot, $0.position) < ($1.group, $1.slot, $1.position) }
        var groupStart = [Int](repeating: oneSided.count, count: sectionCount + 2)
        for n in oneSided.indices.reversed() { groupStart[oneSided[n].group] = n }
        for g in stride(from: sectionCount, through: 0, by: -1) where groupStart[g] > groupStart[g + 1] { groupStart[g] = groupStart[g + 1] }

        var sequence: [Now] = []
        sequence.reserveCapacity(members.count)
        /// The next one-sided member not yet in the sequence, in the between-blocks group.
        var between = groupStart[sectionCount]
        /// Takes the slot `slot` of the group whose next member is at `cursor`, in order.
        func take(_ cursor: inout Int, end: Int, slot: Int) -> ArraySlice<Now> {
            let start = cursor
            while cursor < end && oneSided[cursor].slot == slot { cursor += 1 }
            return oneSided[start..<cursor]
        }
        var blockStart = 0
        for (rank, block) in present.enumerated() {
            var blockEnd = blockStart
            while blockEnd < sliders.count && sliders[blockEnd].group == block.section { blockEnd += 1 }
            let blockSliders = sliders[blockStart..<blockEnd]
            blockStart = blockEnd
            slot(take(&between, end: groupStart[sectionCount + 1], slot: rank))
            var cursor = groupStart[block.section]
            let end = groupStart[block.section + 1]
            if blockSliders.contains(where: { members[$0.index].blockRank < 2 }) {
                slot(take(&cursor, end: end, slot: 0))
            }
            // The last slider before the footer also takes the slots past the block's current
            // size (rows counted before a slider that has since left the section).
            let last = blockSliders.lastIndex { members[$0.index].blockRank < 2 }.map { $0 - blockSliders.startIndex } ?? -1
            if last < 0 {
                slot(oneSided[cursor..<end])
                cursor = end
            }
            for (n, slider) in blockSliders.enumerated() {
                sequence.append(slider)
                if n == last {
                    slot(oneSided[cursor..<end])
                    cursor = end
                } else if n < last {
                    slot(take(&cursor, end: end, slot: n + 1))
                }
            }
        }
        slot(oneSided[between..<groupStart[sectionCount + 1]])

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
        func slot(_ list: ArraySlice<Now>) {
            guard let first = list.first else { return }
            // Most slots hold one section's members: no grouping then.
            let firstSection = members[first.index].lane.slot
            if list.allSatisfy({ members[$0.index].lane.slot == firstSection }) {
                appendSection(list)
                return
            }
            var groups: [(section: Int, key: (Int, Int), members: [Now])] = []
            for n in list {
                let m = members[n.index]
                let key = m.hasNew ? (0, m.to.start) : (1, m.from.start)
                if let g = groups.firstIndex(where: { $0.section == m.lane.slot }) {
                    groups[g].members.append(n)
                    if key < groups[g].key { groups[g].key = key }
                } else {
                    groups.append((m.lane.slot, key, [n]))
                }
            }
            for group in groups.sorted(by: { $0.key < $1.key }) { appendSection(group.members[...]) }
        }

        /// One section's members of a slot, onto the sequence: opening first, each side in its
        /// own order (sorts are stable, and skipped when already in order).
        func appendSection(_ list: ArraySlice<Now>) {
            var opening: [Now] = [], closing: [Now] = []
            for n in list { if members[n.index].hasNew { opening.append(n) } else { closing.append(n) } }
            if !opening.indices.dropFirst().allSatisfy({ members[opening[$0 - 1].index].to.start <= members[opening[$0].index].to.start }) {
                opening.sort { members[$0.index].to.start < members[$1.index].to.start }
            }
            if !closing.indices.dropFirst().allSatisfy({ members[closing[$0 - 1].index].from.start <= members[closing[$0].index].from.start }) {
                closing.sort { members[$0.index].from.start < members[$1.index].from.start }
            }
            let start = sequence.count
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
                    sequence.append(n)
                }
            }
            // Its header leads and its footer closes, whichever side they are on.
            guard hasBoundaries else { return }
            let section = sequence[start...]
            var ranked: [Now] = []
            ranked.reserveCapacity(section.count)
            for rank in 0...2 { ranked.append(contentsOf: section.lazy.filter { members[$0.index].blockRank == rank }) }
            sequence.replaceSubrange(start..., with: ranked)
        }
    }

    /// Where a section's block is centred at `e`: from its old extent's centre to its new one's.
    private func blockCenter(_ section: Int, at e: Double) -> Double {
        func center(_ extent: (Int, Int)?) -> Double? { extent.map { Double($0.0 + $0.1) / 2 } }
        let extent = extents[section]
        let old = center(extent.old), new = center(extent.new)
        return mix(old ?? new ?? 0, new ?? old ?? 0, e)
    }

    private func mix(_ a: Double, _ b: Double, _ e: Double) -> Double { a + (b - a) * e }

    /// Half up, so moving by a whole number of cells never changes how an edge rounds.
    static func round(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }
}
