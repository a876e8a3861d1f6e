/// Exact, repeatable counts of a window's drawing, for tests and benchmarks (the terminal's
/// flush statistics count what reached the screen; these count what was drawn to get there).
///
/// A frame draws only its damaged cells: those of views that asked (`setNeedsDisplay`), moved,
/// appeared or went, and of collection view elements that changed. An unchanged frame draws none.
public struct WindowCounters: Hashable, Sendable {
    /// Frames rendered.
    public var frames = 0
    /// Cells cleared and drawn again, over all frames.
    public var cellsDrawn = 0
    /// Calls to views' `draw(into:)`, over all frames (a view crossing two damaged areas of one
    /// frame is drawn in each, clipped to it).
    public var viewsDrawn = 0
    /// Cells drawn by the last frame.
    public var lastFrameCellsDrawn = 0
    /// Views drawn by the last frame (as ``viewsDrawn`` counts them).
    public var lastFrameViewsDrawn = 0
    /// Counters at zero.
    public init() {}
}
