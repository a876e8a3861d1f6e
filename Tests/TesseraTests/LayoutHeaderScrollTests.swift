import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Scroll-to-focus keeps the focused row clear of the layout's own pinned header (the
/// configuration's `boundarySupplementaryItems` pinned to the visible bounds), as it does of a
/// section's pinned header. Moving focus up under the header used to leave the row beneath it.
@Suite("Scrolling keeps focus clear of the layout's pinned header") @MainActor
struct LayoutHeaderScrollTests {
    @Test func movingFocusUpUnderAPinnedLayoutHeaderScrollsTheRowIntoView() {
        let h = LayoutBoundaryFrameTests.harness(layout: LayoutBoundaryFrameTests.layout(pinned: true))
        h.window.focusedView = h.collectionView
        let mail = (1...30).map { "mail \($0)" }
        h.dataSource.apply(LayoutBoundaryFrameTests.snapshot([mail]), animatingDifferences: false)
        h.settle()
        for _ in 0..<15 { h.press(.down) }
        #expect(h.collectionView.contentOffset.y > 0, "focus went far enough down to scroll")
        var moves = 0
        while moves < 30, h.focusedItem != "mail 1" {
            h.press(.up)
            moves += 1
            let rows = LayoutBoundaryFrameTests.rows(h.window.lastFrame.text)
            #expect(rows[0] == "ALL MAIL", "the header stays pinned:\n\(h.window.lastFrame.text)")
            let focused = h.focusedItem ?? "?"
            let row = rows.firstIndex(of: focused)
            #expect(row != nil && row! >= 1, "\(focused) is hidden under the pinned header:\n\(h.window.lastFrame.text)")
        }
        #expect(h.focusedItem == "mail 1")
        #expect(LayoutBoundaryFrameTests.rows(h.window.lastFrame.text).prefix(2) == ["ALL MAIL", "mail 1"])
    }
}

extension LayoutHeaderScrollTests {
    /// The same at the bottom: moving focus down over a pinned layout footer scrolls the row
    /// above it.
    @Test func movingFocusDownOverAPinnedLayoutFooterScrollsTheRowIntoView() {
        let h = LayoutBoundaryFrameTests.harness(layout: LayoutBoundaryFrameTests.layout(pinned: false, footer: true, footerPinned: true))
        h.window.focusedView = h.collectionView
        let mail = (1...30).map { "mail \($0)" }
        h.dataSource.apply(LayoutBoundaryFrameTests.snapshot([mail]), animatingDifferences: false)
        h.settle()
        h.press(.down)
        var moves = 0
        while moves < 40, h.focusedItem != "mail 30" {
            h.press(.down)
            moves += 1
            let rows = LayoutBoundaryFrameTests.rows(h.window.lastFrame.text)
            #expect(rows[7] == "END OF LIST", "the footer stays pinned:\n\(h.window.lastFrame.text)")
            let focused = h.focusedItem ?? "?"
            let row = rows.firstIndex(of: focused)
            #expect(row != nil && row! < 7, "\(focused) is hidden under the pinned footer:\n\(h.window.lastFrame.text)")
        }
        #expect(h.focusedItem == "mail 30")
        #expect(h.collectionView.contentOffset.y > 0, "focus went far enough down to scroll")
    }
}
