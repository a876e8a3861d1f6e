import Tessera

/// The visualization's collection view. It is watched, not operated: it takes neither focus
/// nor clicks, so every key and click reaches the screen around it (a click sorts or stops).
final class InsertionSortGridView: CollectionView {
    override func handle(_ event: Event) -> Bool { false }
}
