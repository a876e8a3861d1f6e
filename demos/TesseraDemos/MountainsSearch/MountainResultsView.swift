import Tessera

/// The grid of results: a collection view that says when nothing matched, and whose key hints
/// are the ones that mean something here (results are looked at, not selected).
final class MountainResultsView: CollectionView {
    /// Shown in the middle of the grid while it is empty.
    var emptyMessage = "" { didSet { if emptyMessage != oldValue { setNeedsDisplay() } } }

    override var keyHints: [KeyHint] {
        [KeyHint("↑↓←→", "move"), KeyHint("/", "search"), KeyHint("Esc", "clear"), KeyHint("Tab", "search field")]
    }

    override func draw(into buffer: inout ScreenBuffer) {
        super.draw(into: &buffer)
        guard numberOfSections == 0 || numberOfItems(inSection: 0) == 0, !emptyMessage.isEmpty, frame.height > 0 else { return }
        let row = CellRect(x: frame.x, y: frame.y + min(1, frame.height - 1), width: frame.width, height: 1)
        buffer.draw(emptyMessage, in: row, style: theme.secondaryText, alignment: .center)
    }
}
