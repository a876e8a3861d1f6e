import Foundation
import TesseraTerminal

/// An element as the last frame drew it: where (content coordinates), clipped to what, what it
/// is, and where it was in the data then. The next update moves the position through its maps
/// to find the element's new place, so motion starts exactly where the screen shows it.
struct DrawnElement {
    enum Position: Hashable {
        /// A cell, or an element that hangs on one (badge, separator): its item's index path.
        case item(IndexPath)
        /// A header, footer or background: its section's index.
        case section(Int)
        /// A header or footer of the whole layout: in the data for as long as the layout has it,
        /// whatever happens to the sections (it is never deleted with section 0).
        case layout
    }

    /// The placement as drawn (its fate is the one of the update that drew it, if any).
    var placement: FramePlacement
    /// Nil for elements no longer in the data (a deleted row still fading).
    var position: Position?
    /// A pinned header held away from its natural place.
    var isOverlay = false
    /// In an orthogonal section.
    var slidesSideways = false

    var rect: CellRect { placement.rect }
}
