import TesseraTerminal

/// The cells of a window that the next frame must draw again, as a short list of rectangles
/// (window cells).
///
/// Invariant (`_checkInvariants()`): the rects are non-empty, pairwise disjoint, and at most
/// `maximumRects`. Disjoint, so every damaged cell is cleared and drawn once and the area is
/// the exact count of cells drawn; few, because the window walks its view tree once per rect.
///
/// Adding a rect merges it with every rect it overlaps into their bounding box (over and over,
/// as the box may reach further rects), and with a rect it extends exactly (same columns and
/// touching above or below, or same rows and touching left or right), which costs no extra
/// cells: the rows of a list that move together become one block. Past `maximumRects`, the two
/// rects whose bounding box adds the fewest cells are merged. Focus moving from one list row to
/// the next stays two one-row rects, not the screen between them and the hint bar.
struct DamageRegion: Equatable {
    /// Past this many rects the cheapest pair is merged: each rect is one walk of the view tree.
    static let maximumRects = 12

    private(set) var rects: [CellRect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// The damaged cells (the rects are disjoint).
    var area: Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// Adds `rect` to the region.
    mutating func add(_ rect: CellRect) {
        guard !rect.isEmpty else { return }
        if rects.contains(where: { $0.contains(rect) }) { return }
        var merged = rect
        var changed = true
        while changed {
            changed = false
            for (i, r) in rects.enumerated().reversed() where r.intersects(merged) || Self.extendsExactly(r, merged) {
                merged = merged.union(r)
                rects.remove(at: i)
                changed = true
            }
        }
        rects.append(merged)
        while rects.count > Self.maximumRects { mergeCheapestPair() }
    }

    /// Whether two disjoint rects together are exactly their bounding box.
    private static func extendsExactly(_ a: CellRect, _ b: CellRect) -> Bool {
        (a.minX == b.minX && a.maxX == b.maxX && (a.maxY == b.minY || b.maxY == a.minY))
            || (a.minY == b.minY && a.maxY == b.maxY && (a.maxX == b.minX || b.maxX == a.minX))
    }

    /// Merges the two rects whose bounding box covers the fewest cells that neither covers
    /// (then re-adds it, as the box may overlap others).
    private mutating func mergeCheapestPair() {
        var best = (0, 1), bestCost = Int.max
        for i in rects.indices {
            for j in rects.indices where j > i {
                let box = rects[i].union(rects[j])
                let cost = box.width * box.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                if cost < bestCost { bestCost = cost; best = (i, j) }
            }
        }
        let box = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects.remove(at: best.0)
        add(box)
    }

    /// Whether any damaged cell lies in `rect`.
    func intersects(_ rect: CellRect) -> Bool { rects.contains { $0.intersects(rect) } }

    /// Checks the invariant stated on the type (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        precondition(rects.count <= Self.maximumRects, "DamageRegion: \(rects.count) rects, more than \(Self.maximumRects)")
        for (i, r) in rects.enumerated() {
            precondition(!r.isEmpty, "DamageRegion: an empty rect \(r)")
            for s in rects[(i + 1)...] where r.intersects(s) {
                preconditionFailure("DamageRegion: rects \(r) and \(s) overlap")
            }
        }
        #endif
    }
}
