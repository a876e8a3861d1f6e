import Foundation
import TesseraTerminal

/// The rule every frame of an animated update keeps, stated once and used twice: the planner
/// checks its own frames with it before showing them (and falls back to a cross-fade when one
/// fails), and tests check the frames the view really drew (``UpdateFrames/violations``).
///
/// For the `before` screen (what was drawn when the update came), the `after` screen (a fresh
/// render of the new data) and each frame between, all as placements in paint order:
///
/// 0. **Known.** Every element a frame draws is on the screen before or after.
/// 1. **Whole.** A solid element (cell; header or footer, of a section or of the layout) shown
///    whole both before and after is shown whole in the frame, and no other element covers
///    any of its cells, except one that also covered it before or after (a pinned header, a
///    badge hanging over a neighbour) or one anchored to it.
/// 2. **No thinning.** Each column of the view (each row, in a horizontal layout) has at least
///    as many cells covered by solid elements as it had before or has after, whichever is fewer:
///    rows that leave are never gone before the rows that arrive. The empty spacing between
///    sections may travel with its sections.
/// 3. **Deleted looks deleted.** A deleted element is dim in every frame that draws it.
/// 4. **Sections hold together.** Read along the main axis, the solid elements that belong to
///    one section only form one run, its header first and its footer last. (Elements moving
///    from one section to another belong to both and may be anywhere; so may rows on their way
///    off screen.)
/// 5. **Apart.** No item's cell shows under another item's cell unless the two overlapped on a
///    screen before or after: a row arriving is never drawn on the row of one that stays.
///    (Headers and footers may float over rows, as pinned ones do; clause 1 holds them whole.)
/// 6. **Columns keep their order.** Two solid elements in columns that overlap without being
///    the same column (a row across the full width over a two-column grid, as a custom group
///    makes) keep the order along the main axis that every screen showing both gives them: a
///    child is never drawn above its parent row. (Elements of one column may trade places as
///    they pass; so may two whose screens disagree.)
///
/// Opacity — no cell shows characters of two elements — is the compositor's part: every
/// element's image covers its whole rect (`ScreenBuffer.composite(_:at:clip:)`), so the cell
/// shows the topmost element that covers it.
///
/// Elements are numbered once (by key, or by the planner's own index), and frames are read as
/// plain values (`PlannedPlacement`), so checking a frame hashes no keys and copies no
/// refcounted ones; the per-cell tables are kept in a `Scratch` the caller reuses from frame to
/// frame. Cost: O(viewport cells + placements × log placements) per frame, no allocation once
/// the scratch has grown.
public struct FrameRule {
    /// The visible content rect: cells outside it are never checked.
    public let viewport: CellRect
    /// Whether the main axis is vertical (rule 4 reads along it).
    public let isVertical: Bool
    /// Element numbers by key, for frames given as placements alone (tests).
    private let ids: [ElementKey: Int]
    /// How many elements are numbered.
    let count: Int
    /// Each element's key, by number, for the messages.
    private let keys: [ElementKey?]
    /// For each element, the element it hangs on (badges, separators), or -1.
    private let anchorOf: [Int]
    /// For each element, the size it must keep whole (zero: any size, for a row whose height
    /// changes), or nil when it need not stay whole.
    let mustStayWhole: [CellSize?]
    /// The elements that have a `mustStayWhole` size, in number order (rule 1 visits only these).
    private let wholeElements: [Int]
    /// Pairs covered × count + coverer that were already so before or after.
    let allowedCover: Set<Int>
    /// For each column (row, in a horizontal layout), how many cells solid elements must cover.
    private let minimumCoverage: [Int]
    /// Where each solid element is on each screen (clause 6).
    let screenRects: ScreenRects

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
        var keys = [ElementKey?](repeating: nil, count: ids.count)
        for p in both {
            let id = ids[p.key]!
            keys[id] = p.key
            if case .anchored(let host) = p.role, let hostID = ids[host] { anchorOf[id] = hostID }
        }
        self.init(viewport: viewport, before: Self.planned(before, ids: ids), after: Self.planned(after, ids: ids),
                  count: ids.count, anchorOf: anchorOf, isVertical: isVertical, keys: keys, ids: ids)
    }

    /// A rule over elements numbered `0..<count` by the caller (the planner's own indices), with
    /// `before` and `after` in plain values, in paint order; `keys` names the elements in messages.
    init(viewport: CellRect, before: [PlannedPlacement], after: [PlannedPlacement], count: Int, anchorOf: [Int],
         isVertical: Bool, keys: [ElementKey?], ids: [ElementKey: Int] = [:]) {
        precondition(keys.count == count && anchorOf.count == count, "FrameRule: one key and one anchor per element")
        self.viewport = viewport
        self.isVertical = isVertical
        self.ids = ids
        self.count = count
        self.anchorOf = anchorOf
        self.keys = keys
        func wholeSizes(_ frame: [PlannedPlacement]) -> [CellSize?] {
            var sizes = [CellSize?](repeating: nil, count: count)
            for p in frame where p.isSolid && viewport.intersection(p.clip).contains(p.rect) && !p.rect.isEmpty {
                sizes[p.element] = p.rect.size
            }
            return sizes
        }
        let wholeBefore = wholeSizes(before), wholeAfter = wholeSizes(after)
        // A row whose height changes is whole at whichever size the frame draws (zero: any).
        let mustStayWhole = (0..<count).map { id -> CellSize? in
            guard let old = wholeBefore[id], let new = wholeAfter[id] else { return nil }
            return old == new ? old : CellSize(width: 0, height: 0)
        }
        self.mustStayWhole = mustStayWhole
        wholeElements = mustStayWhole.indices.filter { mustStayWhole[$0] != nil }
        var allowed = Set<Int>()
        for side in [before, after] {
            Self.forEachOverlap(in: side, viewport: viewport) { covered, coverer in
                if anchorOf[coverer] != covered { allowed.insert(covered * count + coverer) }
            }
        }
        allowedCover = allowed
        var scratch = Scratch()
        let coveredBefore = Self.solidCoverageCounts(before, viewport: viewport, isVertical: isVertical, scratch: &scratch)
        let coveredAfter = Self.solidCoverageCounts(after, viewport: viewport, isVertical: isVertical, scratch: &scratch)
        minimumCoverage = zip(coveredBefore, coveredAfter).map { min($0, $1) }
        screenRects = ScreenRects(count: count, before: before, after: after)
    }

    /// The plain values of `placements`, numbered by `ids` (-1: an element neither screen has),
    /// each tagged with its one section, numbered here in order of appearance.
    private static func planned(_ placements: [FramePlacement], ids: [ElementKey: Int]) -> [PlannedPlacement] {
        var numbers: [AnyIdentifier: Int] = [:]
        return placements.map { placement in
            let sections = placement.sections
            var tag = -1
            if sections.count == 1 {
                if let n = numbers[sections[0]] { tag = n } else { tag = numbers.count; numbers[sections[0]] = tag }
            }
            return PlannedPlacement(placement, element: ids[placement.key] ?? -1, section: tag)
        }
    }

    /// What is wrong with `frame` (placements in paint order); empty when it keeps the rule.
    ///
    /// - Parameters:
    ///   - frame: The placements one frame drew, bottom first.
    ///   - index: The frame's number, for the messages.
    /// - Returns: One sentence per broken clause, naming the element and the frame.
    public func violations(in frame: [FramePlacement], index: Int = 0) -> [String] {
        var scratch = Scratch()
        return violations(in: Self.planned(frame, ids: ids), index: index, scratch: &scratch) { frame[$0] }
    }

    /// The same, for a frame in plain values whose elements are numbered as `before` and `after`
    /// were (-1 for one neither screen has). `firstOnly` stops at the first broken clause (the
    /// planner reads no more); `placement` gives the frame's `n`th placement in full, for the
    /// messages only.
    func violations(in frame: [PlannedPlacement], index: Int, firstOnly: Bool = false, scratch: inout Scratch,
                    placement: (Int) -> FramePlacement) -> [String] {
        var problems: [String] = []
        func name(_ n: Int) -> String { Self.name(placement(n).key) }
        let width = viewport.width
        Self.fillOwners(frame, viewport: viewport, into: &scratch.owners)
        // 0. Known. An element neither screen has is one the rule cannot vouch for.
        for (n, p) in frame.enumerated() where p.element < 0 && !p.shownRect.intersection(viewport).isEmpty {
            problems.append("frame \(index): \(name(n)) is drawn but is on neither screen: an element the rule does not know")
            if firstOnly { return problems }
        }
        // 1. Whole.
        if scratch.placedAt.count != count { scratch.placedAt = [Int](repeating: -1, count: count) }
        for (n, p) in frame.enumerated() where p.element >= 0 { scratch.placedAt[p.element] = n }
        defer { for p in frame where p.element >= 0 { scratch.placedAt[p.element] = -1 } }
        for id in wholeElements {
            let size = mustStayWhole[id]!
            let i = scratch.placedAt[id]
            guard i >= 0 else {
                problems.append("frame \(index): \(keys[id].map(Self.name) ?? "an element") is on screen before and after but not drawn")
                if firstOnly { return problems }
                continue
            }
            let rect = frame[i].rect
            let shown = frame[i].shownRect.intersection(viewport)
            if shown != rect || (size.width > 0 && rect.size != size) {
                problems.append("frame \(index): \(name(i)) is cut to \(shown) of \(rect)")
                if firstOnly { return problems }
                continue
            }
            var coverer = -1
            scan: for y in shown.minY..<shown.maxY {
                let row = (y - viewport.minY) * width - viewport.minX
                for x in shown.minX..<shown.maxX {
                    let owner = scratch.owners[row + x]
                    guard owner != i, owner >= 0 else { continue }
                    let other = frame[owner].element
                    if other >= 0 && (anchorOf[other] == id || allowedCover.contains(id * count + other)) { continue }
                    coverer = owner
                    break scan
                }
            }
            if coverer >= 0 {
                problems.append("frame \(index): \(name(i)) is hidden under \(name(coverer))")
                if firstOnly { return problems }
            }
        }
        // 2. No thinning.
        Self.countSolidCoverage(frame, viewport: viewport, isVertical: isVertical, scratch: &scratch)
        if let line = minimumCoverage.indices.first(where: { scratch.counts[$0] < minimumCoverage[$0] }) {
            let name = isVertical ? "column \(viewport.minX + line)" : "row \(viewport.minY + line)"
            problems.append("frame \(index): \(name) has \(scratch.counts[line]) cells of content where both screens have at least \(minimumCoverage[line]): an empty slot")
            if firstOnly { return problems }
        }
        // 3. Deleted looks deleted.
        for (n, p) in frame.enumerated() where p.traits.contains(.deleted) && !p.traits.contains(.dimmed)
            && !p.shownRect.intersection(viewport).isEmpty {
            problems.append("frame \(index): deleted \(name(n)) is drawn without dimming")
            if firstOnly { return problems }
        }
        // 4. Sections hold together.
        if let problem = sectionRunViolation(frame, index: index, scratch: &scratch, placement: placement) {
            problems.append(problem)
            if firstOnly { return problems }
        }
        // 5. Apart.
        if let (covered, coverer) = firstOverlap(in: frame, owners: scratch.owners) {
            problems.append("frame \(index): \(name(covered)) is drawn under \(name(coverer)), which covered it on neither screen")
            if firstOnly { return problems }
        }
        // 6. Columns keep their order.
        if let (earlier, later) = firstOrderBreak(in: frame, rects: screenRects) {
            problems.append("frame \(index): \(name(later)) is drawn before \(name(earlier)), which comes first on every screen showing both")
        }
        return problems
    }

    /// Rule 4: along the main axis, each single-section run is unbroken, header first, footer last.
    /// Reads each placement's section tag (-1: exempt). Sorts positions, not placements, and
    /// compares numbers: O(placements × log placements) with no hashing.
    private func sectionRunViolation(_ frame: [PlannedPlacement], index: Int, scratch: inout Scratch,
                                     placement: (Int) -> FramePlacement) -> String? {
        // Rows on their way off screen are exempt: a section that moves from the bottom to the
        // top may have rows still leaving at the bottom while its others arrive at the top.
        scratch.ordered.removeAll(keepingCapacity: true)
        var maxTag = -1
        for (n, p) in frame.enumerated() where p.section >= 0 {
            guard p.isSolid, !p.traits.contains(.leaving) else { continue }
            let shown = p.shownRect
            guard !shown.intersection(viewport).isEmpty else { continue }
            // A pinned header shares its row with the row it floats over: headers first on a tie.
            let rank = p.traits.contains(.header) ? 0 : p.traits.contains(.footer) ? 2 : 1
            scratch.ordered.append(isVertical ? (shown.minY, rank, shown.minX, n) : (shown.minX, rank, shown.minY, n))
            maxTag = max(maxTag, p.section)
        }
        // The position breaks ties, so equal places keep paint order (as a stable sort would).
        scratch.ordered.sort { ($0.main, $0.rank, $0.cross, $0.at) < ($1.main, $1.rank, $1.cross, $1.at) }
        if scratch.finishedIn.count <= maxTag { scratch.finishedIn.append(contentsOf: repeatElement(0, count: maxTag + 1 - scratch.finishedIn.count)) }
        scratch.pass += 1
        let pass = scratch.pass
        var current = -1
        var currentHasRows = false
        var currentEnded = false
        for entry in scratch.ordered {
            let p = frame[entry.at]
            let section = p.section
            if section != current {
                if current >= 0 { scratch.finishedIn[current] = pass }
                if scratch.finishedIn[section] == pass {
                    let full = placement(entry.at)
                    return "frame \(index): section \(Self.sectionName(full)) is split: \(Self.name(full.key)) is drawn apart from the rest of its section"
                }
                current = section
                currentHasRows = false
                currentEnded = false
            }
            if currentEnded {
                return "frame \(index): \(Self.name(placement(entry.at).key)) is drawn after its section's footer"
            }
            if p.traits.contains(.header) && currentHasRows {
                return "frame \(index): the header of section \(Self.sectionName(placement(entry.at))) is drawn below its rows"
            }
            if p.traits.contains(.footer) { currentEnded = true } else { currentHasRows = true }
        }
        return nil
    }

    // MARK: Messages

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
