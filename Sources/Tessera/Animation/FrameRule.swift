import Foundation
import TesseraTerminal

/// The rule every frame of an animated update keeps, stated once and used twice: the planner
/// checks its own frames with it before showing them (and falls back to a cross-fade when one
/// fails), and tests check the frames the view really drew (``UpdateFrames/violations``).
///
/// For the `before` screen (what was drawn when the update came), the `after` screen (a fresh
/// render of the new data) and each frame between, all as placements in paint order:
///
/// 1. **Whole.** A solid element (cell, header, footer) shown whole both before and after is
///    shown whole in the frame, and no other element covers any of its cells, except one that
///    also covered it before or after (a pinned header, a badge hanging over a neighbour) or
///    one anchored to it.
/// 2. **No thinning.** Each column of the view (each row, in a horizontal layout) has at least
///    as many cells covered by solid elements as it had before or has after, whichever is fewer:
///    rows that leave are never gone before the rows that arrive. The empty spacing between
///    sections may travel with its sections.
/// 3. **Deleted looks deleted.** A deleted element is dim in every frame that draws it.
/// 4. **Sections hold together.** Read along the main axis, the solid elements that belong to
///    one section only form one run, its header first and its footer last. (Elements moving
///    from one section to another belong to both and may be anywhere; so may rows on their way
///    off screen.)
///
/// Opacity — no cell shows characters of two elements — is the compositor's part: every
/// element's image covers its whole rect (``ScreenBuffer/composite(_:at:clip:)``), so the cell
/// shows the topmost element that covers it.
///
/// Cost: O(viewport cells + placements × log placements) per frame.
public struct FrameRule {
    /// The visible content rect: cells outside it are never checked.
    public let viewport: CellRect
    /// Whether the main axis is vertical (rule 4 reads along it).
    public let isVertical: Bool
    private let before: [FramePlacement]
    private let after: [FramePlacement]
    /// Solid elements wholly shown both before and after, with the shown rect they must keep.
    private let mustStayWhole: [ElementKey: CellSize]
    /// Pairs (covered, coverer) that were already so before or after.
    private let allowedCover: Set<KeyPair>
    /// For each column (row, in a horizontal layout), how many cells solid elements must cover.
    private let minimumCoverage: [Int]

    private struct KeyPair: Hashable { let covered: ElementKey, coverer: ElementKey }

    /// A rule for the frames between `before` and `after`, both in paint order.
    ///
    /// - Parameters:
    ///   - viewport: The visible content rect.
    ///   - before: The screen when the update came.
    ///   - after: A fresh render of the new data.
    ///   - isVertical: Whether the layout scrolls vertically (its main axis).
    public init(viewport: CellRect, before: [FramePlacement], after: [FramePlacement], isVertical: Bool = true) {
        self.viewport = viewport
        self.isVertical = isVertical
        self.before = before
        self.after = after
        func wholeSizes(_ placements: [FramePlacement]) -> [ElementKey: CellSize] {
            var sizes: [ElementKey: CellSize] = [:]
            for p in placements where p.isSolid && viewport.intersection(p.clip).contains(p.rect) && !p.rect.isEmpty {
                sizes[p.key] = p.rect.size
            }
            return sizes
        }
        let wholeBefore = wholeSizes(before), wholeAfter = wholeSizes(after)
        var whole: [ElementKey: CellSize] = [:]
        for (key, size) in wholeBefore where wholeAfter[key] != nil {
            // A row whose height changes is whole at whichever size the frame draws.
            whole[key] = size == wholeAfter[key] ? size : CellSize(width: 0, height: 0)
        }
        mustStayWhole = whole
        var allowed = Set<KeyPair>()
        for side in [before, after] {
            Self.forEachOverlap(in: side, viewport: viewport) { covered, coverer in
                allowed.insert(KeyPair(covered: covered, coverer: coverer))
            }
        }
        allowedCover = allowed
        let coveredBefore = Self.coverageCounts(Self.solidCoverage(before, viewport: viewport), viewport: viewport, isVertical: isVertical)
        let coveredAfter = Self.coverageCounts(Self.solidCoverage(after, viewport: viewport), viewport: viewport, isVertical: isVertical)
        minimumCoverage = zip(coveredBefore, coveredAfter).map { min($0, $1) }
    }

    /// What is wrong with `frame` (placements in paint order); empty when it keeps the rule.
    ///
    /// - Parameters:
    ///   - frame: The placements one frame drew, bottom first.
    ///   - index: The frame's number, for the messages.
    /// - Returns: One sentence per broken clause, naming the element and the frame.
    public func violations(in frame: [FramePlacement], index: Int = 0) -> [String] {
        var problems: [String] = []
        let owners = Self.owners(frame, viewport: viewport)
        let width = viewport.width
        // 1. Whole.
        var placed: [ElementKey: Int] = [:]
        for (i, p) in frame.enumerated() { placed[p.key] = i }
        for (key, size) in mustStayWhole {
            guard let i = placed[key] else {
                problems.append("frame \(index): \(Self.name(key)) is on screen before and after but not drawn")
                continue
            }
            let p = frame[i]
            let shown = p.shownRect.intersection(viewport)
            if shown != p.rect || (size.width > 0 && p.rect.size != size) {
                problems.append("frame \(index): \(Self.name(key)) is cut to \(shown) of \(p.rect)")
                continue
            }
            var coverer: ElementKey?
            scan: for y in shown.minY..<shown.maxY {
                for x in shown.minX..<shown.maxX {
                    let owner = owners[(y - viewport.minY) * width + (x - viewport.minX)]
                    guard owner != i, owner >= 0 else { continue }
                    let other = frame[owner]
                    if case .anchored(let anchor) = other.role, anchor == key { continue }
                    if allowedCover.contains(KeyPair(covered: key, coverer: other.key)) { continue }
                    coverer = other.key
                    break scan
                }
            }
            if let coverer { problems.append("frame \(index): \(Self.name(key)) is hidden under \(Self.name(coverer))") }
        }
        // 2. No thinning.
        let covered = Self.coverageCounts(Self.solidCoverage(frame, viewport: viewport), viewport: viewport, isVertical: isVertical)
        if let line = minimumCoverage.indices.first(where: { covered[$0] < minimumCoverage[$0] }) {
            let name = isVertical ? "column \(viewport.minX + line)" : "row \(viewport.minY + line)"
            problems.append("frame \(index): \(name) has \(covered[line]) cells of content where both screens have at least \(minimumCoverage[line]): an empty slot")
        }
        // 3. Deleted looks deleted.
        for p in frame where p.fate == .deleted && !p.isDimmed && !p.shownRect.intersection(viewport).isEmpty {
            problems.append("frame \(index): deleted \(Self.name(p.key)) is drawn without dimming")
        }
        // 4. Sections hold together.
        problems.append(contentsOf: sectionRunViolations(frame, index: index))
        return problems
    }

    /// Rule 4: along the main axis, each single-section run is unbroken, header first, footer last.
    private func sectionRunViolations(_ frame: [FramePlacement], index: Int) -> [String] {
        // Rows on their way off screen are exempt: a section that moves from the bottom to the
        // top may have rows still leaving at the bottom while its others arrive at the top.
        let solid = frame.filter { $0.isSolid && $0.sections.count == 1 && $0.fate != .leaving && !$0.shownRect.intersection(viewport).isEmpty }
        // A pinned header shares its row with the row it floats over: headers first on a tie.
        func rank(_ p: FramePlacement) -> Int { p.isHeader ? 0 : p.isFooter ? 2 : 1 }
        let ordered = solid.sorted { a, b in
            let (a0, a1) = isVertical ? (a.shownRect.minY, a.shownRect.minX) : (a.shownRect.minX, a.shownRect.minY)
            let (b0, b1) = isVertical ? (b.shownRect.minY, b.shownRect.minX) : (b.shownRect.minX, b.shownRect.minY)
            return (a0, rank(a), a1) < (b0, rank(b), b1)
        }
        var finished = Set<AnyHashable>()
        var current: AnyHashable?
        var currentHasRows = false
        var currentEnded = false
        for p in ordered {
            let section = p.sections[0]
            if section != current {
                if let current { finished.insert(current) }
                if finished.contains(section) {
                    return ["frame \(index): section \(section.base) is split: \(Self.name(p.key)) is drawn apart from the rest of its section"]
                }
                current = section
                currentHasRows = false
                currentEnded = false
            }
            if currentEnded {
                return ["frame \(index): \(Self.name(p.key)) is drawn after its section's footer"]
            }
            if p.isHeader && currentHasRows {
                return ["frame \(index): the header of section \(section.base) is drawn below its rows"]
            }
            if p.isFooter { currentEnded = true } else { currentHasRows = true }
        }
        return []
    }

    // MARK: Coverage

    /// For each viewport cell (row-major), the index of the topmost placement showing there, or -1.
    static func owners(_ placements: [FramePlacement], viewport: CellRect) -> [Int] {
        var owners = [Int](repeating: -1, count: max(0, viewport.width * viewport.height))
        for (i, p) in placements.enumerated() {
            let area = p.shownRect.intersection(viewport)
            guard !area.isEmpty else { continue }
            for y in area.minY..<area.maxY {
                let row = (y - viewport.minY) * viewport.width - viewport.minX
                for x in area.minX..<area.maxX { owners[row + x] = i }
            }
        }
        return owners
    }

    /// For each viewport cell (row-major), whether a solid placement shows there.
    static func solidCoverage(_ placements: [FramePlacement], viewport: CellRect) -> [Bool] {
        owners(placements.filter(\.isSolid), viewport: viewport).map { $0 >= 0 }
    }

    /// How many covered cells each column has (each row, when not vertical).
    static func coverageCounts(_ covered: [Bool], viewport: CellRect, isVertical: Bool) -> [Int] {
        var counts = [Int](repeating: 0, count: isVertical ? viewport.width : viewport.height)
        for (i, isCovered) in covered.enumerated() where isCovered {
            counts[isVertical ? i % viewport.width : i / viewport.width] += 1
        }
        return counts
    }

    /// Calls `body(covered, coverer)` for each pair where a later (higher) placement covers a
    /// cell of an earlier solid one. The placements covering each cell are kept as linked lists
    /// in three flat arrays (one allocation each, not one per cell): O(covered cells + pairs).
    private static func forEachOverlap(in placements: [FramePlacement], viewport: CellRect,
                                       _ body: (ElementKey, ElementKey) -> Void) {
        var head = [Int](repeating: -1, count: max(0, viewport.width * viewport.height))
        var next: [Int] = [], value: [Int] = []
        var stacked: [Int] = []   // cells covered more than once
        for (i, p) in placements.enumerated() {
            let area = p.shownRect.intersection(viewport)
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
        var seen = Set<KeyPair>()
        for cell in stacked {
            // The list runs from the topmost placement down.
            var covering: [Int] = []
            var entry = head[cell]
            while entry >= 0 { covering.append(value[entry]); entry = next[entry] }
            for (n, upper) in covering.enumerated() {
                for lower in covering[(n + 1)...] where placements[lower].isSolid {
                    let pair = KeyPair(covered: placements[lower].key, coverer: placements[upper].key)
                    if seen.insert(pair).inserted { body(pair.covered, pair.coverer) }
                }
            }
        }
    }

    static func name(_ key: ElementKey) -> String {
        switch key.category {
        case .cell: return "item \(key.identity.base)"
        case .supplementary(let kind): return "\(kind.replacingOccurrences(of: "CollectionElementKind", with: "")) of \(key.identity.base)"
        case .decoration(let kind): return "decoration \(kind) of \(key.identity.base)"
        }
    }
}
