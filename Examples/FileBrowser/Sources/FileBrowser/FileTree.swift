import Tessera

/// The browser's outline: a collection view that offers each key to `typing` before handling
/// it, so that letters typed while the tree has focus can go to the filter field (as typing in
/// a Finder window or a search-as-you-type list does) instead of being ignored.
final class FileTree: CollectionView {
    /// Asked first for every key; returns true when it took the key.
    var typing: ((KeyEvent) -> Bool)?

    override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, typing?(key) == true { return true }
        return super.handle(event)
    }

    /// The tree's keys, then "type filter".
    override var keyHints: [KeyHint] { super.keyHints + [KeyHint("type", "filter")] }
}
