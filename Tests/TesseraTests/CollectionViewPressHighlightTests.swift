import Foundation
import Testing
@testable import Tessera

/// Declines highlighting (Apple's `shouldHighlightItemAt`).
private final class NoHighlightDelegate: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { false }
}

@Suite("Collection view press highlight") @MainActor
struct CollectionViewPressHighlightTests {
    private func listHarness() -> Harness {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [["a", "b", "c"]])
        h.press(.down)
        return h
    }

    /// The highlight lasts `pressHighlightDuration` on the clock, then the row is just selected.
    @Test func enterHighlightsThePressedRowForAMomentAndSelectsAtOnce() {
        let h = listHarness()
        h.window.dispatch(.key(KeyEvent(.enter)))
        h.window.render(at: h.clock.now)
        let cell = try! #require(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.isHighlighted)
        #expect(cell.isSelected)
        #expect(h.collectionView.isAnimating, "frames keep coming until the highlight ends")
        #expect(h.window.lastFrame[0, 0].style == Theme.standard.highlighted.adding(Theme.standard.selected.attributes))

        h.clock.advance(by: h.collectionView.pressHighlightDuration - .milliseconds(1))
        h.window.render(at: h.clock.now)
        #expect(cell.isHighlighted)
        h.clock.advance(by: .milliseconds(1))
        h.window.render(at: h.clock.now)
        #expect(!cell.isHighlighted)
        #expect(cell.isSelected)
        #expect(!h.collectionView.isAnimating)
    }

    @Test func aDelegateCanDeclineTheHighlightAndZeroDurationTurnsItOff() {
        let h = listHarness()
        let delegate = NoHighlightDelegate()
        h.collectionView.delegate = delegate
        h.window.dispatch(.key(KeyEvent(.enter)))
        h.window.render(at: h.clock.now)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        h.collectionView.delegate = nil
        h.collectionView.pressHighlightDuration = .zero
        h.press(.down)
        h.window.dispatch(.key(KeyEvent(.enter)))
        h.window.render(at: h.clock.now)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        #expect(!h.collectionView.isAnimating)
    }

    @Test func noSelectionMeansNoHighlight() {
        let h = listHarness()
        h.collectionView.allowsSelection = false
        h.window.dispatch(.key(KeyEvent(.enter)))
        h.window.render(at: h.clock.now)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
    }
}

private extension Style {
    func adding(_ attributes: TextAttributes) -> Style {
        var s = self
        s.attributes.formUnion(attributes)
        return s
    }
}
