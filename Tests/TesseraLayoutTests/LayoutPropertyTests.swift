import Foundation
import Testing
@testable import TesseraLayout
import TesseraTerminal
import TesseraTesting

/// Properties every layout keeps, over thousands of random seeded layouts. A failure names
/// its seed: rerun with `TESSERA_SEED=<seed>` to replay exactly that case first.
@Suite struct LayoutPropertyTests {
    static let caseCount = 1_500

    /// Runs `body` on `caseCount` random layouts, reporting the seed of the first failing case.
    func forEachRandomLayout(_ body: (CollectionViewCompositionalLayout, [Int], CellSize, UInt64) -> Bool) {
        let base = SeededRandom.baseSeed
        for offset in 0..<UInt64(Self.caseCount) {
            let seed = base &+ offset
            var generator = RandomLayouts(random: SeededRandom(seed: seed))
            let (layout, counts, container) = generator.layout()
            layout.prepare(containerSize: container, itemCounts: counts)
            if !body(layout, counts, container, seed) {
                Issue.record("failing case: TESSERA_SEED=\(seed) (counts \(counts), container \(container))")
                return
            }
        }
    }

    static func wholeContent(_ layout: CollectionViewCompositionalLayout) -> CellRect {
        let size = layout.collectionViewContentSize
        // Orthogonal rows reach sideways past the container; take them all in.
        return CellRect(x: -100_000, y: -100_000, width: size.width + 200_000, height: size.height + 200_000)
    }

    static func items(_ layout: CollectionViewCompositionalLayout, _ counts: [Int]) -> [(IndexPath, CollectionViewLayoutAttributes)] {
        counts.enumerated().flatMap { section, count in
            (0..<count).compactMap { item -> (IndexPath, CollectionViewLayoutAttributes)? in
                let path = IndexPath(item: item, section: section)
                return layout.layoutAttributesForItem(at: path).map { (path, $0) }
            }
        }
    }

    @Test func everyItemGetsExactlyOneFrame() {
        forEachRandomLayout { layout, counts, _, _ in
            let items = Self.items(layout, counts)
            guard items.count == counts.reduce(0, +) else { return false }
            let cells = layout.layoutAttributesForElements(in: Self.wholeContent(layout)).filter { $0.representedElementCategory == .cell }
            let visibleItems = items.filter { !$0.1.frame.isEmpty }
            guard cells.count == visibleItems.count, Set(cells.map(\.indexPath)).count == cells.count else { return false }
            let byPath = Dictionary(uniqueKeysWithValues: items.map { ($0.0, $0.1.frame) })
            return cells.allSatisfy { byPath[$0.indexPath] == $0.frame }
        }
    }

    @Test func siblingsNeverOverlap() {
        forEachRandomLayout { layout, counts, _, _ in
            let frames = Self.items(layout, counts).map(\.1.frame).filter { !$0.isEmpty }
            for (index, frame) in frames.enumerated() {
                for other in frames[(index + 1)...] where frame.intersects(other) { return false }
            }
            return true
        }
    }

    @Test func framesStayInsideTheirGroupAndSection() {
        forEachRandomLayout { layout, counts, container, _ in
            for (section, count) in counts.enumerated() where count > 0 {
                let prepared = layout.sections[section]
                let sectionFrame = layout.frame(ofSection: section)!
                let start = layout.sectionStart(section)
                let offset = layout.orthogonalOffset(forSection: section)
                for item in 0..<count {
                    let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
                    let group = item / prepared.itemsPerGroup
                    let groupFrame = CellRect(origin: prepared.groupOrigin(group, sectionStart: start, orthogonalOffset: offset),
                                              size: prepared.frames(ofGroup: group).size)
                    guard frame.isEmpty || groupFrame.contains(frame) else { return false }
                    // Along the scrolling axis every item is inside its section; across it too
                    // unless the section scrolls orthogonally.
                    let axis = layout.scrollAxis
                    guard frame.isEmpty || (axis.start(of: frame) >= axis.start(of: sectionFrame) && axis.end(of: frame) <= axis.end(of: sectionFrame))
                    else { return false }
                    if !prepared.isOrthogonal {
                        let across = axis.other
                        guard frame.isEmpty || (across.start(of: frame) >= 0 && across.end(of: frame) <= across.length(of: container)) else { return false }
                    }
                }
            }
            return true
        }
    }

    @Test func positionsAreMonotonicAlongTheAxis() {
        forEachRandomLayout { layout, counts, _, _ in
            for (section, count) in counts.enumerated() {
                let prepared = layout.sections[section]
                let stack = prepared.stackAxis
                var previousEnd = Int.min
                for group in 0..<prepared.groupCount {
                    let start = prepared.groupStart(group)
                    guard start >= previousEnd else { return false }
                    previousEnd = start + prepared.groupLength(group)
                    // Every item of a group lies within the group's span along the stack axis.
                    let base = group * prepared.itemsPerGroup
                    for item in base..<min(count, base + prepared.itemsPerGroup) {
                        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
                        let origin = stack.coordinate(of: prepared.groupOrigin(group, sectionStart: layout.sectionStart(section),
                                                                               orthogonalOffset: layout.orthogonalOffset(forSection: section)))
                        guard frame.isEmpty || (stack.start(of: frame) >= origin && stack.end(of: frame) <= origin + prepared.groupLength(group))
                        else { return false }
                    }
                }
                if section > 0, let previous = layout.frame(ofSection: section - 1), let current = layout.frame(ofSection: section) {
                    guard layout.scrollAxis.start(of: current) >= layout.scrollAxis.end(of: previous) else { return false }
                }
            }
            return true
        }
    }

    @Test func subRectQueriesAgreeWithTheWholeContent() {
        forEachRandomLayout { layout, _, container, seed in
            var random = SeededRandom(seed: seed ^ 0xA5A5)
            let content = layout.collectionViewContentSize
            let whole = layout.layoutAttributesForElements(in: Self.wholeContent(layout))
            // Tile the visible width × content length with random bands and columns.
            let bounds = CellRect(x: 0, y: 0, width: max(1, content.width), height: max(1, content.height))
            let inBounds = Set(whole.filter { $0.frame.intersects(bounds) })
            var union = Set<CollectionViewLayoutAttributes>()
            var y = 0
            while y < bounds.height {
                let height = random.int(1...max(1, container.height))
                var x = 0
                while x < bounds.width {
                    let width = random.int(1...max(1, bounds.width))
                    let rect = CellRect(x: x, y: y, width: width, height: height)
                    let found = layout.layoutAttributesForElements(in: rect)
                    // Exactly the elements of the whole that meet this rect.
                    guard Set(found) == Set(whole.filter { $0.frame.intersects(rect) }) else { return false }
                    union.formUnion(found)
                    x += width
                }
                y += height
            }
            return union.filter { $0.frame.intersects(bounds) } == inBounds
        }
    }

    @Test func measuringInAnyOrderGivesTheSameFrames() {
        forEachRandomLayout { layout, counts, container, seed in
            var random = SeededRandom(seed: seed ^ 0x5A5A)
            var measurements: [(IndexPath, CellSize)] = []
            for (section, count) in counts.enumerated() {
                for item in 0..<count where random.chance(0.5) {
                    measurements.append((IndexPath(item: item, section: section), CellSize(width: random.int(0...8), height: random.int(0...5))))
                }
            }
            // In order, on one layout; shuffled, on a second prepared alike.
            for (path, size) in measurements { layout.invalidateSize(size, forItemAt: path) }
            let shuffledLayout = CollectionViewCompositionalLayout(sectionProvider: { index, environment in
                layout.sectionProvider(index, environment)
            }, configuration: layout.configuration)
            shuffledLayout.prepare(containerSize: container, itemCounts: counts)
            for (path, size) in measurements.shuffled(using: &random) { shuffledLayout.invalidateSize(size, forItemAt: path) }
            guard layout.collectionViewContentSize == shuffledLayout.collectionViewContentSize else { return false }
            let first = Self.items(layout, counts).map(\.1.frame)
            return first == Self.items(shuffledLayout, counts).map(\.1.frame)
        }
    }
}
