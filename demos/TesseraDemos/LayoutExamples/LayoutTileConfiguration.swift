import Tessera

/// The content of a gallery tile: a label in the middle of a box-drawn frame. The frame is drawn
/// by the content (not the background) because only the content knows the size it is given, and
/// a squeezed tile must never lose its number: at two rows the label sits in the frame's top
/// edge, and at one row (or under 4 columns) the frame goes.
struct LayoutTileConfiguration: ContentConfiguration, Hashable {
    enum Corners: Hashable { case rounded, square }

    var label: String
    var corners: Corners = .rounded

    init(label: String, corners: Corners = .rounded) {
        self.label = label
        self.corners = corners
    }

    func makeContentView() -> View & ContentView { LayoutTileContentView(configuration: self) }

    /// State shows through the style the cell's background resolves (focus, selection), which
    /// the content draws with; the content itself does not change.
    func updated(for state: ConfigurationState) -> Self { self }
}
