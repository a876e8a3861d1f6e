import Foundation
import TesseraTerminal

/// Turns a collection view's layout and running animation into what a frame draws, and is the
/// one owner of what the last frame drew: the elements it composited (to draw again and to find
/// what changed), where each was in content and in the data (what the next update animates
/// from), and what that frame was prepared for. The view keeps none of it; it asks here.
///
/// Each frame the composer works out the placements (the animation's keyframe, or the layout's
/// visible elements), gives each element its image, compares them with the last frame's and
/// damages only what changed (`FrameComposer+Damage.swift`), then draws the prepared elements
/// into whatever part of the view the window redraws.
///
/// A class, not a struct: composing asks the app's cell providers, which may apply a snapshot,
/// and that update reads and moves ``lastDrawn`` while the frame is being composed.
///
/// Invariant (checked by `_checkInvariants()` in debug builds after each frame): the composited
/// elements lie within the bounds they were composed for; nothing is composited before the
/// first frame. Costs: O(1) per query; a frame O(visible elements + log n).
@MainActor
final class FrameComposer {
    /// The view it composes for; the view owns the composer.
    unowned let view: CollectionView

    /// Where each element was drawn in the last frame (content coordinates) and where it is in
    /// the data: what the next update animates from.
    private(set) var lastDrawn: [ElementKey: DrawnElement] = [:]
    /// The elements the last prepared frame composites, in paint order: what ``draw(into:)``
    /// draws, and what the next frame is compared with to find what changed.
    private(set) var composited: [CompositedElement] = []
    /// The window frame ``composited`` was prepared for; nil before the first.
    private(set) var compositedFrame: Int?
    /// Whether that frame showed a content-unavailable view over the items.
    private(set) var showedContentUnavailable = false
    /// The content offset that frame was drawn at: a scroll damages the whole view at once.
    private(set) var compositedContentOffset: CellPoint?
    /// The view's bounds when ``composited`` was made.
    private(set) var composedBounds: CellRect?
    /// The bounds and theme the last frame prepared in a window was drawn for.
    private(set) var preparedBoundsAndTheme: (bounds: CellRect, theme: Theme)?
    /// Whether something may have changed what the view shows since the last prepared frame:
    /// set when the view asks for display and while it animates (see ``prepareIfNeeded()``).
    private(set) var needsPreparation = true

    init(view: CollectionView) { self.view = view }

    /// The view asked for a frame (``View/setNeedsDisplay()``), or animates: prepare the next one.
    func setNeedsPreparation() { needsPreparation = true }

    /// An update moved the data under what was drawn: `drawn` is ``lastDrawn`` with each
    /// position carried through the update's maps (nil where the element is gone).
    func dataMoved(_ drawn: [ElementKey: DrawnElement]) { lastDrawn = drawn }

    /// Draws the prepared frame: the view's blank ground, then the elements that reach the
    /// buffer's drawing clip (the damaged part of the view), in paint order, each clipped to its
    /// own area. Changes no state, so a frame may draw it once per damaged rect.
    func draw(into buffer: inout ScreenBuffer) {
        let bounds = view.bounds
        guard !bounds.isEmpty else { return }
        buffer.fill(bounds, style: .plain)
        let clip = buffer.drawingClip.map { $0.offsetBy(dx: -buffer.drawingOrigin.x, dy: -buffer.drawingOrigin.y) } ?? bounds
        for element in composited where element.area.intersects(clip) {
            switch element.content {
            case .image(let image): buffer.composite(image, at: element.target.origin, clip: element.clip)
            case .separator(let style): Self.drawSeparator(in: element.target, clip: element.clip, style: style, into: &buffer)
            }
        }
    }

    /// Keeps this frame's elements as the last frame's, after ``damage(changingTo:)`` compared them.
    func commit(_ elements: [CompositedElement], drawn: [ElementKey: DrawnElement]) {
        composited = elements
        composedBounds = view.bounds
        lastDrawn = drawn
        compositedFrame = view.window?.counters.frames ?? 0
        compositedContentOffset = view.contentOffset
        showedContentUnavailable = view.contentUnavailable.view != nil
    }

    /// Notes that the frame was prepared for the view's bounds and theme now.
    func notePrepared() {
        needsPreparation = false
        preparedBoundsAndTheme = (view.bounds, view.theme)
    }

    /// The last frame's elements stand for this frame too: nothing changed (release builds).
    func keepLastFrame() { compositedFrame = view.window?.counters.frames ?? 0 }

    /// A list separator underlines its row's last line. Blanks take the separator's colour, so
    /// the rule reads as one line; text on that line keeps its own colour (the separator's is
    /// too faint to read text in) and is only underlined.
    private static func drawSeparator(in rect: CellRect, clip: CellRect, style separator: Style, into buffer: inout ScreenBuffer) {
        let area = rect.intersection(clip)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                guard let cell = buffer.cell(at: CellPoint(x: x, y: y)) else { continue }
                let isBlank = cell.grapheme == " " && !cell.isContinuation
                buffer.applyStyle({ s in
                    var s = s
                    s.attributes.insert(.underline)
                    if isBlank && s.foreground == .default { s.foreground = separator.foreground }
                    return s
                }, in: CellRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }

    /// Checks the invariant stated on the type (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        guard let bounds = composedBounds else {
            precondition(composited.isEmpty, "FrameComposer: \(composited.count) elements composited before the first frame")
            return
        }
        for element in composited where !element.area.isEmpty {
            precondition(bounds.contains(element.area),
                         "FrameComposer: \(element.key) draws at \(element.area), outside the bounds \(bounds) it was composed for")
        }
        #endif
    }
}

/// One element as a frame composites it, in the view's coordinates: enough to draw it again and
/// to tell whether it changed since the last frame.
struct CompositedElement: Equatable {
    /// What the element puts over the cells beneath it.
    enum Content: Equatable {
        /// An image composited at the target's origin (a cell's cached image, so an unchanged
        /// cell compares equal by sharing its storage, without reading its cells).
        case image(ScreenBuffer)
        /// A list separator in this style, underlining what is beneath.
        case separator(Style)
    }

    var key: ElementKey
    /// Where the element is drawn (its rect scrolled into the view's coordinates).
    var target: CellRect
    /// What it may draw in: its clip scrolled into the view, within the view's bounds.
    var clip: CellRect
    var content: Content

    /// The cells it draws.
    var area: CellRect { target.intersection(clip) }
}
