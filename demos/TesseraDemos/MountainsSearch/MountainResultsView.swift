import Tessera

/// The grid of results: a collection view whose key hints are the ones that mean something
/// here (results are looked at, not selected). When nothing matched, the screen sets its
/// `contentUnavailableConfiguration`.
final class MountainResultsView: CollectionView {
    override var keyHints: [KeyHint] {
        [KeyHint("↑↓←→", "move"), KeyHint("/", "search"), KeyHint("Esc", "clear"), KeyHint("Tab", "search field")]
    }
}
