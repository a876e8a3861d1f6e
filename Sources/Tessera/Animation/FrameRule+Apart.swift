import TesseraTerminal

// Clauses 5 and 6 of `FrameRule`: items' cells stay apart, and elements in columns that overlap
// without being the same column (a row across the full width over a two-column grid, as a custom
// group makes) keep their order along the main axis. The planner moves each column on its own
// (`LaneStack`); these are the clauses that see two columns drift apart.
extension FrameRule {
    /// Where each element is on each screen, by number, for clause 6: nil where it is not drawn.
    struct ScreenRects {
        var before: [CellRect?]
        var after: [CellRect?]

        init(count: Int, before: [PlannedPlacement], after: [PlannedPlacement]) {
            self.before = [CellRect?](repeating: nil, count: count)
            self.after = [CellRect?](repeating: nil, count: count)
            for p in before where p.isSolid && p.element >= 0 { self.before[p.element] = p.rect }
            for p in after where p.isSolid && p.element >= 0 { self.after[p.element] = p.rect }
        }
    }

    /// Clause 5: the first cell of `frame` (one not already held whole by clause 1) that shows
    /// under another cell although the two overlapped on neither screen, as (covered, coverer)
    /// positions in `frame`. Headers and footers may float over rows (pinned), and are held by
    /// clause 1 where they must stay whole. Reads the owners table `fillOwners` made: O(cells of
    /// the frame's cells).
    func firstOverlap(in frame: [PlannedPlacement], owners: [Int]) -> (Int, Int)? {
        let width = viewport.width
        for (n, p) in frame.enumerated() where p.traits.contains(.cell) && p.element >= 0 && mustStayWhole[p.element] == nil {
            let shown = p.shownRect.intersection(viewport)
            guard !shown.isEmpty else { continue }
            for y in shown.minY..<shown.maxY {
                let row = (y - viewport.minY) * width - viewport.minX
                for x in shown.minX..<shown.maxX {
                    let owner = owners[row + x]
                    guard owner != n, owner >= 0, frame[owner].traits.contains(.cell) else { continue }
                    let other = frame[owner].element
                    if other < 0 || allowedCover.contains(p.element * count + other) { continue }
                    return (n, owner)
                }
            }
        }
        return nil
    }

    /// Clause 6: the first pair (earlier, later) of solid placements of `frame`, in columns that
    /// overlap without being the same, where `later` is drawn wholly before `earlier` along the
    /// main axis although every screen showing both has `earlier` wholly before `later`. Pairs
    /// the screens disagree on (one passing the other) are free.
    ///
    /// Placements are grouped by column (their span across the main axis), and only groups
    /// whose spans overlap without being equal are compared, member by member: a grid of equal
    /// columns compares nothing, and a full-width row is compared with the cells under it.
    /// O(placements × log placements + columns² + pairs compared).
    func firstOrderBreak(in frame: [PlannedPlacement], rects: ScreenRects) -> (Int, Int)? {
        func across(_ r: CellRect) -> (start: Int, end: Int) { isVertical ? (r.minX, r.maxX) : (r.minY, r.maxY) }
        func along(_ r: CellRect) -> (start: Int, end: Int) { isVertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        /// -1: a wholly before b along the main axis; 1: wholly after; 0: they overlap.
        func order(_ a: CellRect, _ b: CellRect) -> Int {
            let a = along(a), b = along(b)
            return a.end <= b.start ? -1 : b.end <= a.start ? 1 : 0
        }
        /// The order the screens showing both give a and b (0: none, or they disagree).
        func expected(_ a: Int, _ b: Int) -> Int {
            var result = 0
            if let ra = rects.before[a], let rb = rects.before[b] { result = order(ra, rb) }
            if let ra = rects.after[a], let rb = rects.after[b] {
                let o = order(ra, rb)
                if result == 0 { result = o } else if o != 0 && o != result { return 0 }
            }
            return result
        }
        var shown = frame.indices.filter { frame[$0].isSolid && frame[$0].element >= 0 && !frame[$0].shownRect.intersection(viewport).isEmpty }
        guard shown.count > 1 else { return nil }
        shown.sort { across(frame[$0].rect) < across(frame[$1].rect) }
        // Runs of equal column span, in order of span.
        var groups: [Range<Int>] = []
        var start = 0
        for k in 1...shown.count where k == shown.count || across(frame[shown[k]].rect) != across(frame[shown[start]].rect) {
            groups.append(start..<k)
            start = k
        }
        for (g, first) in groups.enumerated() {
            let span = across(frame[shown[first.lowerBound]].rect)
            for second in groups[(g + 1)...] {
                let other = across(frame[shown[second.lowerBound]].rect)
                // Sorted by start: once a group starts past this one's end, so do the rest.
                if other.start >= span.end { break }
                for m in shown[first] {
                    for n in shown[second] {
                        let a = frame[m], b = frame[n]
                        let wanted = expected(a.element, b.element)
                        guard wanted != 0, order(a.shownRect, b.shownRect) == -wanted else { continue }
                        return wanted < 0 ? (m, n) : (n, m)
                    }
                }
            }
        }
        return nil
    }
}
