import Tessera

/// The content of a gallery tile: a label in the middle of a box-drawn frame. The frame is drawn
/// by the content (not the background) because only the content knows the size it is given, and
/// a squeezed tile must never lose its number: at two rows the label sits in the frame's top
/// edge, and at one row (or under 4 columns) the frame goes.
struct LayoutTileConfiguration: ContentConfiguration, Hashable {
    enum Corners: Hashable { case rounded, square }

    var label: String
    /// A second, dim line under the label (a tile's caption), shown when there is room.
    var caption: String?
    var corners: Corners = .rounded
    var showsFrame = true
    /// The state of the last `updated(for:)` (kept so that a new state counts as a change).
    private(set) var state: CellConfigurationState?

    init(label: String, caption: String? = nil, corners: Corners = .rounded, showsFrame: Bool = true) {
        self.label = label
        self.caption = caption
        self.corners = corners
        self.showsFrame = showsFrame
    }

    func makeContentView() -> any ContentView { LayoutTileContentView(configuration: self) }

    func updated(for state: CellConfigurationState) -> Self {
        var copy = self
        copy.state = state
        return copy
    }
}
