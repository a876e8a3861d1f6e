import Foundation
import TesseraTerminal

/// A collection view damages only what changed: each frame the composer compares the elements it
/// will composite (``FrameComposer/compose()``) with the last frame's, and damages the areas of
/// those whose place, clip or image differs (an image carries the cell's state: focus,
/// selection, highlight, dim), where they were and where they are, and of those that came or
/// went. Moving focus from one row to the next damages two rows. Scrolling moves every element,
/// so it damages the whole view.
///
/// What an element draws in a cell depends on that cell's content beneath it (images keep the
/// background beneath where they have none; separators underline it), so a damaged cell is
/// drawn again from the view's ground with every element over it, in paint order. That is
/// right as long as the elements that stay keep their order; those that change place in it are
/// drawn again where they were and where they are. When the last frame is not this view's
/// previous frame (the view was hidden, or off screen), or a content-unavailable view covers
/// the items, the whole view is damaged.
extension FrameComposer {
    /// Composes the frame (``compose()``) unless nothing asked for it: every change to what the
    /// view shows calls ``View/setNeedsDisplay()`` (data, focus, selection, scrolling, size, a
    /// cell's state), or animates. Then the last frame's elements are this frame's, and the
    /// layout query, the cells' images and the comparison are skipped. With self-checks on
    /// (``SelfChecks``), it composes anyway and stops if anything changed: a change that forgot
    /// to ask.
    func prepareIfNeeded() {
        let frame = view.window?.counters.frames ?? 0
        // A window drawing every cell (the benchmarks' baseline) works as windows did before
        // damage: every frame prepared whole.
        let asked = needsPreparation || compositedFrame != frame - 1 || view.contentUnavailable.view != nil
            || view.window?.drawsEveryCellEachFrame == true
            || preparedBoundsAndTheme.map { $0.bounds != view.bounds || $0.theme != view.theme } ?? true
        notePrepared()
        guard asked else {
            if SelfChecks.areEnabled {
                let before = composited
                compose()
                if before != composited { preconditionFailure(Self.unaskedChange(from: before, to: composited)) }
            } else {
                keepLastFrame()
            }
            return
        }
        compose()
    }

    /// Damages in the view what differs between ``composited`` (the last frame) and `elements`
    /// (this one).
    func damage(changingTo elements: [CompositedElement]) {
        let frame = view.window?.counters.frames ?? 0
        let unavailable = view.contentUnavailable.view != nil
        // A scroll moves every element: no need to compare them one by one.
        guard compositedFrame == frame - 1, compositedContentOffset == view.contentOffset,
              !unavailable, !showedContentUnavailable,
              let old = Self.indexByKey(composited), let new = Self.indexByKey(elements) else {
            view.setNeedsDisplay(view.bounds)
            return
        }
        // Elements that changed their place in paint order (an animation's layers giving way to
        // the layout's order at its end): a cell's picture can change where one overlaps another,
        // so they are drawn again where they were and where they are. The rest keep their order
        // among themselves (the longest run of old positions in increasing order).
        let reordered = Self.outOfOrder(elements.compactMap { old[$0.key] })
        for element in elements {
            if let i = old[element.key] {
                if composited[i] != element || reordered.contains(i) {
                    view.setNeedsDisplay(composited[i].area)
                    view.setNeedsDisplay(element.area)
                }
            } else {
                view.setNeedsDisplay(element.area)
            }
        }
        for element in composited where new[element.key] == nil { view.setNeedsDisplay(element.area) }
    }

    /// The sentence self-checks stop with when a frame nobody asked for differs from the last.
    private static func unaskedChange(from before: [CompositedElement], to after: [CompositedElement]) -> String {
        let what = zip(before, after).first(where: { $0 != $1 }).map { "element \($0.1.key) (drawn at \($0.0.target), now at \($0.1.target))" }
            ?? "\(before.count) elements became \(after.count)"
        return "CollectionView: \(what) changed though nothing called setNeedsDisplay() on the view since the last frame"
    }

    /// Of `positions` (the old paint-order positions of the elements kept, read in the new paint
    /// order), those outside one longest increasing run: the fewest elements whose moving
    /// explains the new order. O(n log n) (patience sorting).
    static func outOfOrder(_ positions: [Int]) -> Set<Int> {
        guard zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) else { return [] }
        var tails: [Int] = []            // index into positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: positions.count)
        for (i, p) in positions.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if positions[tails[mid]] < p { low = mid + 1 } else { high = mid }
            }
            previous[i] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var inRun = Set<Int>()
        var i = tails.last ?? -1
        while i >= 0 { inRun.insert(positions[i]); i = previous[i] }
        return Set(positions).subtracting(inRun)
    }

    /// Each element's index by key; nil when a key repeats (then the whole view is damaged).
    private static func indexByKey(_ elements: [CompositedElement]) -> [ElementKey: Int]? {
        var index: [ElementKey: Int] = [:]
        index.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            guard index.updateValue(i, forKey: element.key) == nil else { return nil }
        }
        return index
    }
}
