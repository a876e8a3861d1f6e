import TesseraTerminal

// The per-cell tables behind `FrameRule`: which placement shows in each viewport cell, how much
// of each column solid elements cover, and which elements overlap on a screen. Kept apart from
// the rule's clauses so that the clauses read as the four sentences they check.
extension FrameRule {
    /// The tables one check fills, kept by a caller that checks many frames so that each check
    /// reuses them instead of allocating viewport-sized arrays.
    struct Scratch {
        /// For each viewport cell, the topmost placement covering it, or -1.
        var owners: [Int] = []
        /// For each viewport cell, whether a solid placement covers it.
        var solid: [Bool] = []
        var counts: [Int] = []
        /// For each element, where the frame places it, or -1.
        var placedAt: [Int] = []
        var ordered: [(main: Int, rank: Int, cross: Int, at: Int)] = []
        /// For each section tag, the pass of rule 4 that finished it (a section seen again after
        /// that is split).
        var finishedIn: [Int] = []
        var pass = 0
    }

    /// Fills `owners` with, for each viewport cell (row-major), the index of the topmost of
    /// `frame` (in paint order) whose shown rect covers it, or -1. Reuses `owners`' storage.
    static func fillOwners(_ frame: [PlannedPlacement], viewport: CellRect, into owners: inout [Int]) {
        let cells = max(0, viewport.width * viewport.height)
        if owners.count != cells { owners = [Int](repeating: -1, count: cells) } else { owners.withUnsafeMutableBufferPointer { $0.update(repeating: -1) } }
        owners.withUnsafeMutableBufferPointer { owners in
            for (i, p) in frame.enumerated() {
                let area = p.shownRect.intersection(viewport)
                guard !area.isEmpty else { continue }
                for y in area.minY..<area.maxY {
                    let row = (y - viewport.minY) * viewport.width - viewport.minX
                    for x in area.minX..<area.maxX { owners[row + x] = i }
                }
            }
        }
    }

    /// Sets `scratch.counts` to how many viewport cells of each column (each row, when not
    /// vertical) the solid placements of `frame` cover; a cell covered twice counts once.
    static func countSolidCoverage(_ frame: [PlannedPlacement], viewport: CellRect, isVertical: Bool, scratch: inout Scratch) {
        let cells = max(0, viewport.width * viewport.height)
        if scratch.solid.count != cells { scratch.solid = [Bool](repeating: false, count: cells) } else { scratch.solid.withUnsafeMutableBufferPointer { $0.update(repeating: false) } }
        let lines = isVertical ? viewport.width : viewport.height
        if scratch.counts.count != lines { scratch.counts = [Int](repeating: 0, count: lines) } else { scratch.counts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        scratch.solid.withUnsafeMutableBufferPointer { solid in
            scratch.counts.withUnsafeMutableBufferPointer { counts in
                for p in frame where p.isSolid {
                    let area = p.shownRect.intersection(viewport)
                    guard !area.isEmpty else { continue }
                    for y in area.minY..<area.maxY {
                        let row = (y - viewport.minY) * viewport.width - viewport.minX
                        for x in area.minX..<area.maxX where !solid[row + x] {
                            solid[row + x] = true
                            counts[isVertical ? x - viewport.minX : y - viewport.minY] += 1
                        }
                    }
                }
            }
        }
    }

    /// How many viewport cells of each column (each row, when not vertical) the solid
    /// placements of `frame` cover; a cell covered twice counts once.
    static func solidCoverageCounts(_ frame: [PlannedPlacement], viewport: CellRect, isVertical: Bool, scratch: inout Scratch) -> [Int] {
        countSolidCoverage(frame, viewport: viewport, isVertical: isVertical, scratch: &scratch)
        return scratch.counts
    }

    /// Calls `body(covered, coverer)` with the element numbers of each pair where a later
    /// (higher) placement covers a cell of an earlier solid one. The placements covering each cell
    /// are kept as linked lists in three flat arrays (one allocation each, not one per cell):
    /// O(covered cells + pairs).
    static func forEachOverlap(in frame: [PlannedPlacement], viewport: CellRect, _ body: (Int, Int) -> Void) {
        var head = [Int](repeating: -1, count: max(0, viewport.width * viewport.height))
        var next: [Int] = [], value: [Int] = []
        // A screen covers about each cell once: room for that, so the lists grow without copying.
        next.reserveCapacity(head.count)
        value.reserveCapacity(head.count)
        var stacked: [Int] = []   // cells covered more than once
        for i in frame.indices {
            let area = frame[i].shownRect.intersection(viewport)
            guard !area.isEmpty else { continue }
            for y in area.minY..<area.maxY {
                let row = (y - viewport.minY) * viewport.width - viewport.minX
                for x in area.minX..<area.maxX {
                    let cell = row + x
                    if head[cell] >= 0 && next[head[cell]] < 0 { stacked.append(cell) }
                    value.append(i)
                    next.append(head[cell])
                    head[cell] = value.count - 1
                }
            }
        }
        var seen = Set<Int>()
        let stride = frame.count
        for cell in stacked {
            // The list runs from the topmost placement down.
            var covering: [Int] = []
            var entry = head[cell]
            while entry >= 0 { covering.append(value[entry]); entry = next[entry] }
            for (n, upper) in covering.enumerated() {
                for lower in covering[(n + 1)...] where frame[lower].isSolid {
                    if seen.insert(lower * stride + upper).inserted { body(frame[lower].element, frame[upper].element) }
                }
            }
        }
    }
}
