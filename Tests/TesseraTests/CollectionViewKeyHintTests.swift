import Foundation
import Testing
@testable import Tessera

@Suite("Collection view key hints") @MainActor
struct CollectionViewKeyHintTests {
    @Test func enterIsOfferedOnlyWhereSelectionIsAllowed() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [["a"]])
        h.collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        #expect(h.collectionView.keyHints.contains(KeyHint("Enter", "select")))
        h.collectionView.allowsSelection = false
        #expect(!h.collectionView.keyHints.contains(KeyHint("Enter", "select")))
    }

    /// The hint bar never offers what the next key will not do: an empty list moves nothing and
    /// selects nothing, so it offers no keys at all.
    @Test func anEmptyListOffersNoKeys() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [[]])
        #expect(h.collectionView.keyHints.isEmpty)
        h.apply(sections: [["a"]])
        h.collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        #expect(h.collectionView.keyHints.contains(KeyHint("↑↓←→", "move")))
    }
}
