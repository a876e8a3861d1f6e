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
    /// the screens disagree on (one passing the other) are free. O(placements²), over the
    /// solid placements in view only.
    func firstOrderBreak(in frame: [PlannedPlacement], rects: ScreenRects) -> (Int, Int)? {
        func across(_ r: CellRect) -> (Int, Int) { isVertical ? (r.minX, r.maxX) : (r.minY, r.maxY) }
        func along(_ r: CellRect) -> (Int, Int) { isVertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        /// -1: a wholly before b along the main axis; 1: wholly after; 0: they overlap.
        func order(_ a: CellRect, _ b: CellRect) -> Int {
            let (a0, a1) = along(a), (b0, b1) = along(b)
            return a1 <= b0 ? -1 : b1 <= a0 ? 1 : 0
        }
        let shown = frame.indices.filter { frame[$0].isSolid && frame[$0].element >= 0 && !frame[$0].shownRect.intersection(viewport).isEmpty }
        for (i, m) in shown.enumerated() {
            let a = frame[m]
            let acrossA = across(a.rect)
            for n in shown[(i + 1)...] {
                let b = frame[n]
                let acrossB = across(b.rect)
                // Only columns that overlap without being the same: one column is one lane, whose
                // stack decides its own order (rows trade places as they pass).
                guard acrossA != acrossB, acrossA.0 < acrossB.1, acrossB.0 < acrossA.1 else { continue }
                var expected = 0
                for side in [rects.before, rects.after] {
                    guard let ra = side[a.element], let rb = side[b.element] else { continue }
                    let o = order(ra, rb)
                    if o == 0 { continue }
                    if expected != 0 && expected != o { expected = 0; break }
                    expected = o
                }
                guard expected != 0 else { continue }
                let now = order(a.shownRect, b.shownRect)
                if now == -expected { return expected < 0 ? (m, n) : (n, m) }
            }
        }
        return nil
    }
}
