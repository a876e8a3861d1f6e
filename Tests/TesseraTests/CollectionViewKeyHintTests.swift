import Foundation
import Testing
@testable import Tessera

@Suite("Collection view key hints") @MainActor
struct CollectionViewKeyHintTests {
    @Test func enterIsOfferedOnlyWhereSelectionIsAllowed() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [["a"]])
        #expect(h.collectionView.keyHints.contains(KeyHint("⏎", "select")))
        h.collectionView.allowsSelection = false
        #expect(!h.collectionView.keyHints.contains(KeyHint("⏎", "select")))
    }
}
