/// An element as the last frame drew it: its rect in content coordinates, and where it was in
/// the data then. The next update moves the position through its maps to find the element's
/// new place, so motion starts exactly where the screen shows it.
struct DrawnElement {
    enum Position: Hashable {
        /// A cell: its item's index path.
        case item(IndexPath)
        /// A supplementary or decoration: its section's index.
        case section(Int)
    }

    var rect: CellRect
    /// Nil for elements no longer in the data (a deleted row still fading).
    var position: Position?
}
