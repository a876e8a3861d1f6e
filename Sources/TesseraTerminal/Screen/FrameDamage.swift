import Synchronization

/// What changed in a frame since the frame before it, as the one who drew it knows: a window
/// draws each frame into the same buffer, only inside its damage, and stamps the buffer with
/// it (`ScreenBuffer.damage`). A backend whose screen shows the frame before compares and
/// writes only inside the damaged rects, not the whole screen (`ShownScreen.update`).
///
/// Invariant: outside `rects`, widened by one column each side (drawing over half of a wide
/// grapheme blanks its other half), frame `number` holds exactly the cells of frame
/// `number - 1` of the same `drawer`. The stamp is only as good as the cells it describes, so
/// any change to a buffer's cells drops it (`ScreenBuffer.cells`): a copy drawn into by
/// someone else, or a resized buffer, is compared whole.
package struct FrameDamage: Hashable, Sendable {
    /// Who drew the frame: one number per buffer that is drawn frame after frame (a window's),
    /// from `newDrawer()`.
    package var drawer: Int
    /// The frame's number, counted by its drawer; `rects` are relative to frame `number - 1`.
    package var number: Int
    /// The cells that may differ from the frame before (buffer cells, pairwise disjoint).
    package var rects: [CellRect]

    /// A stamp as given.
    package init(drawer: Int, number: Int, rects: [CellRect]) {
        self.drawer = drawer
        self.number = number
        self.rects = rects
    }

    private static let drawers = Atomic<Int>(0)

    /// A drawer number no other buffer has had in this process.
    package static func newDrawer() -> Int {
        drawers.add(1, ordering: .relaxed).newValue
    }
}
