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
/// element's image covers its whole rect (`ScreenBuffer.composite(_:at:clip:)`), so the cell
/// shows the topmost element that covers it.
///
/// Elements are numbered once (by key, or by the planner's own index), so checking a frame
/// hashes no keys. Cost: O(viewport cells + placements × log placements) per frame.
public struct FrameRule {
    /// The visible content rect: cells outside it are never checked.
    public let viewport: CellRect
    /// Whether the main axis is vertical (rule 4 reads along it).
    public let isVertical: Bool
    /// Element numbers by key, for frames given as placements alone (tests).
    private let ids: [ElementKey: Int]
    /// How many elements are numbered.
    private let count: Int
    /// Each element's key, by number, for the messages.
    private let keys: [ElementKey?]
    /// For each element, the element it hangs on (badges, separators), or -1.
    private let anchorOf: [Int]
    /// For each element, the size it must keep whole (zero: any size, for a row whose height
    /// changes), or nil when it need not stay whole.
    private let mustStayWhole: [CellSize?]
    /// Pairs covered × count + coverer that were already so before or after.
    private let allowedCover: Set<Int>
    /// For each column (row, in a horizontal layout), how many cells solid elements must cover.
    private let minimumCoverage: [Int]
    /// For each element, a small number standing for the one section it belongs to (-1: two
    /// sections, or none), when the caller numbered sections (the planner); empty otherwise, and
    /// each frame's placements are read. Rule 4 then compares integers, not identifiers.
    private let sectionTags: [Int]

    /// A rule for the frames between `before` and `after`, both in paint order.
    ///
    /// - Parameters:
    ///   - viewport: The visible content rect.
    ///   - before: The screen when the update came.
    ///   - after: A fresh render of the new data.
    ///   - isVertical: Whether the layout scrolls vertically (its main axis).
    public init(viewport: CellRect, before: [FramePlacement], after: [FramePlacement], isVertical: Bool = true) {
        var ids: [ElementKey: Int] = [:]
        let both = before + after
        for p in both where ids[p.key] == nil { ids[p.key] = ids.count }
        var anchorOf = [Int](repeating: -1, count: ids.count)
        for p in both {
            if case .anchored(let host) = p.role, let id = ids[p.key], let hostID = ids[host] { anchorOf[id] = hostID }
        }
        self.init(viewport: viewport, before: NumberedFrame(ids: before.map { ids[$0.key]! }, placements: before),
                  after: NumberedFrame(ids: after.map { ids[$0.key]! }, placements: after),
                  count: ids.count, anchorOf: anchorOf, isVertical: isVertical, ids: ids)
    }

    /// A rule over elements numbered `0..<count` by the caller (the planner's own indices).
    /// `sectionTags`: each element's one section as a small number (-1: two, or none), or empty
    /// to read the sections of each frame's placements.
    init(viewport: CellRect, before: NumberedFrame, after: NumberedFrame, count: Int, anchorOf: [Int], isVertical: Bool, ids: [ElementKey: Int] = [:], sectionTags: [Int] = []) {
        precondition(sectionTags.isEmpty || sectionTags.count == count, "FrameRule: one section tag per element")
        self.viewport = viewport
        self.isVertical = isVertical
        self.ids = ids
        self.sectionTags = sectionTags
        self.count = count
        self.anchorOf = anchorOf
        var keys = [ElementKey?](repeating: nil, count: count)
        for side in [before, after] {
            for (id, p) in zip(side.ids, side.placements) { keys[id] = p.key }
        }
        self.keys = keys
        func wholeSizes(_ frame: NumberedFrame) -> [CellSize?] {
            var sizes = [CellSize?](repeating: nil, count: count)
            for (id, p) in zip(frame.ids, frame.placements) where p.isSolid && viewport.intersection(p.clip).contains(p.rect) && !p.rect.isEmpty {
                sizes[id] = p.rect.size
            }
            return sizes
        }
        let wholeBefore = wholeSizes(before), wholeAfter = wholeSizes(after)
        // A row whose height changes is whole at whichever size the frame draws (zero: any).
        mustStayWhole = (0..<count).map { id in
            guard let old = wholeBefore[id], let new = wholeAfter[id] else { return nil }
            return old == new ? old : CellSize(width: 0, height: 0)
        }
        var allowed = Set<Int>()
        for side in [before, after] {
            Self.forEachOverlap(in: side, viewport: viewport) { covered, coverer in
                if anchorOf[coverer] != covered { allowed.insert(covered * count + coverer) }
            }
        }
        allowedCover = allowed
        let coveredBefore = Self.solidCoverageCounts(before.placements.map { ($0.isSolid, $0.shownRect) }, viewport: viewport, isVertical: isVertical)
        let coveredAfter = Self.solidCoverageCounts(after.placements.map { ($0.isSolid, $0.shownRect) }, viewport: viewport, isVertical: isVertical)
        minimumCoverage = zip(coveredBefore, coveredAfter).map { min($0, $1) }
    }

    /// What is wrong with `frame` (placements in paint order); empty when it keeps the rule.
    ///
    /// - Parameters:
    ///   - frame: The placements one frame drew, bottom first.
    ///   - index: The frame's number, for the messages.
    /// - Returns: One sentence per broken clause, naming the element and the frame.
    public func violations(in frame: [FramePlacement], index: Int = 0) -> [String] {
        violations(in: NumberedFrame(ids: frame.map { ids[$0.key] ?? -1 }, placements: frame), index: index)
    }

    /// The same, for a frame whose elements the caller numbered as it numbered `before` and
    /// `after` (-1 for one neither screen has).
    func violations(in frame: NumberedFrame, index: Int) -> [String] {
        var problems: [String] = []
        // Read in place: a placement is large (its key, role and sections), so no copies of it.
        let placements = frame.placements, ids = frame.ids
        let shown = placements.map(\.shownRect)
        let owners = Self.owners(shown, viewport: viewport)
        let width = viewport.width
        // 1. Whole.
        var placedAt = [Int](repeating: -1, count: count)
        for (i, id) in ids.enumerated() where id >= 0 { placedAt[id] = i }
        for id in 0..<count {
            guard let size = mustStayWhole[id] else { continue }
            let i = placedAt[id]
            guard i >= 0 else {
                problems.append("frame \(index): \(keys[id].map(Self.name) ?? "an element") is on screen before and after but not drawn")
                continue
            }
            let rect = placements[i].rect
            let shown = placements[i].shownRect.intersection(viewport)
            if shown != rect || (size.width > 0 && rect.size != size) {
                problems.append("frame \(index): \(Self.name(placements[i].key)) is cut to \(shown) of \(rect)")
                continue
            }
            var coverer: ElementKey?
            scan: for y in shown.minY..<shown.maxY {
                for x in shown.minX..<shown.maxX {
                    let owner = owners[(y - viewport.minY) * width + (x - viewport.minX)]
                    guard owner != i, owner >= 0 else { continue }
                    let other = ids[owner]
                    if other >= 0 && (anchorOf[other] == id || allowedCover.contains(id * count + other)) { continue }
                    coverer = placements[owner].key
                    break scan
                }
            }
            if let coverer { problems.append("frame \(index): \(Self.name(placements[i].key)) is hidden under \(Self.name(coverer))") }
        }
        // 2. No thinning.
        let covered = Self.solidCoverageCounts(placements.indices.map { (placements[$0].isSolid, shown[$0]) }, viewport: viewport, isVertical: isVertical)
        if let line = minimumCoverage.indices.first(where: { covered[$0] < minimumCoverage[$0] }) {
            let name = isVertical ? "column \(viewport.minX + line)" : "row \(viewport.minY + line)"
            problems.append("frame \(index): \(name) has \(covered[line]) cells of content where both screens have at least \(minimumCoverage[line]): an empty slot")
        }
        // 3. Deleted looks deleted.
        for i in placements.indices where placements[i].fate == .deleted && !placements[i].isDimmed
            && !shown[i].intersection(viewport).isEmpty {
            problems.append("frame \(index): deleted \(Self.name(placements[i].key)) is drawn without dimming")
        }
        // 4. Sections hold together.
        problems.append(contentsOf: sectionRunViolations(frame, tags: frameSectionTags(frame), index: index))
        return problems
    }

    /// Each placement's one section as a small number (-1: two sections, or none): the caller's
    /// numbering by element when it gave one (no hashing), else the placements' own sections,
    /// numbered here in order of appearance.
    private func frameSectionTags(_ frame: NumberedFrame) -> [Int] {
        if !sectionTags.isEmpty { return frame.ids.map { $0 >= 0 ? sectionTags[$0] : -1 } }
        var numbers: [AnyIdentifier: Int] = [:]
        return frame.placements.map { placement in
            let sections = placement.sections
            guard sections.count == 1 else { return -1 }
            if let n = numbers[sections[0]] { return n }
            numbers[sections[0]] = numbers.count
            return numbers.count - 1
        }
    }

    /// Rule 4: along the main axis, each single-section run is unbroken, header first, footer last.
    /// `tags`: each placement's one section as a number (-1: exempt). Sorts positions, not
    /// placements, and compares numbers: O(placements × log placements) with no hashing.
    private func sectionRunViolations(_ frame: NumberedFrame, tags: [Int], index: Int) -> [String] {
        let placements = frame.placements
        // A pinned header shares its row with the row it floats over: headers first on a tie.
        func rank(_ p: FramePlacement) -> Int { p.isHeader ? 0 : p.isFooter ? 2 : 1 }
        // Rows on their way off screen are exempt: a section that moves from the bottom to the
        // top may have rows still leaving at the bottom while its others arrive at the top.
        var ordered: [(main: Int, rank: Int, cross: Int, at: Int)] = []
        ordered.reserveCapacity(placements.count)
        for n in placements.indices where tags[n] >= 0 {
            guard placements[n].isSolid, placements[n].fate != .leaving else { continue }
            let shown = placements[n].shownRect
            guard !shown.intersection(viewport).isEmpty else { continue }
            let rank = rank(placements[n])
            ordered.append(isVertical ? (shown.minY, rank, shown.minX, n) : (shown.minX, rank, shown.minY, n))
        }
        // The position breaks ties, so equal places keep paint order (as a stable sort would).
        ordered.sort { ($0.main, $0.rank, $0.cross, $0.at) < ($1.main, $1.rank, $1.cross, $1.at) }
        var finished = Set<Int>()
        var current = -1
        var currentHasRows = false
        var currentEnded = false
        for entry in ordered {
            let p = placements[entry.at]
            let section = tags[entry.at]
            if section != current {
                if current >= 0 { finished.insert(current) }
                if finished.contains(section) {
                    return ["frame \(index): section \(Self.sectionName(p)) is split: \(Self.name(p.key)) is drawn apart from the rest of its section"]
                }
                current = section
                currentHasRows = false
                currentEnded = false
            }
            if currentEnded {
                return ["frame \(index): \(Self.name(p.key)) is drawn after its section's footer"]
            }
            if p.isHeader && currentHasRows {
                return ["frame \(index): the header of section \(Self.sectionName(p)) is drawn below its rows"]
            }
            if p.isFooter { currentEnded = true } else { currentHasRows = true }
        }
        return []
    }

    // MARK: Coverage

    /// For each viewport cell (row-major), the index of the topmost of `shown` (rects in paint
    /// order) that covers it, or -1.
    static func owners(_ shown: [CellRect], viewport: CellRect) -> [Int] {
        var owners = [Int](repeating: -1, count: max(0, viewport.width * viewport.height))
        for (i, rect) in shown.enumerated() {
            let area = rect.intersection(viewport)
            guard !area.isEmpty else { continue }
            for y in area.minY..<area.maxY {
                let row = (y - viewport.minY) * viewport.width - viewport.minX
                for x in area.minX..<area.maxX { owners[row + x] = i }
            }
        }
        return owners
    }

    /// How many viewport cells of each column (each row, when not vertical) the solid ones of
    /// `placements` cover; a cell covered twice counts once.
    static func solidCoverageCounts(_ placements: [(solid: Bool, shown: CellRect)], viewport: CellRect, isVertical: Bool) -> [Int] {
        let covered = owners(placements.filter(\.solid).map(\.shown), viewport: viewport)
        var counts = [Int](repeating: 0, count: isVertical ? viewport.width : viewport.height)
        for (i, owner) in covered.enumerated() where owner >= 0 {
            counts[isVertical ? i % viewport.width : i / viewport.width] += 1
        }
        return counts
    }

    /// Calls `body(covered, coverer)` with the element numbers of each pair where a later
    /// (higher) placement covers a cell of an earlier solid one. The placements covering each cell
    /// are kept as linked lists in three flat arrays (one allocation each, not one per cell):
    /// O(covered cells + pairs).
    private static func forEachOverlap(in frame: NumberedFrame, viewport: CellRect, _ body: (Int, Int) -> Void) {
        let placements = frame.placements, ids = frame.ids
        var head = [Int](repeating: -1, count: max(0, viewport.width * viewport.height))
        var next: [Int] = [], value: [Int] = []
        var stacked: [Int] = []   // cells covered more than once
        for i in placements.indices {
            let area = placements[i].shownRect.intersection(viewport)
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
        let stride = placements.count
        for cell in stacked {
            // The list runs from the topmost placement down.
            var covering: [Int] = []
            var entry = head[cell]
            while entry >= 0 { covering.append(value[entry]); entry = next[entry] }
            for (n, upper) in covering.enumerated() {
                for lower in covering[(n + 1)...] where placements[lower].isSolid {
                    if seen.insert(lower * stride + upper).inserted { body(ids[lower], ids[upper]) }
                }
            }
        }
    }

    /// The section a placement belongs to, for messages.
    private static func sectionName(_ p: FramePlacement) -> String {
        p.sections.first.map { "\($0.base)" } ?? "(none)"
    }

    static func name(_ key: ElementKey) -> String {
        switch key.category {
        case .cell: return "item \(key.identity.base)"
        case .supplementary(let kind): return "\(kind.replacingOccurrences(of: "CollectionElementKind", with: "")) of \(key.identity.base)"
        case .decoration(let kind): return "decoration \(kind) of \(key.identity.base)"
        }
    }
}

/// One frame as the planner makes it and the rule reads it: placements in paint order, and for
/// each the number of its element (-1: one neither screen has). Two arrays rather than an array
/// of pairs, so the placements (large values: key, role, sections) are read in place and handed
/// on as they are, never copied out of pairs.
struct NumberedFrame {
    var ids: [Int]
    var placements: [FramePlacement]
}
