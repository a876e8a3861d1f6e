import Foundation
import Testing
import TesseraData
@testable import Tessera

/// Deleting the focused row, animated: focus goes to the row now at its place at once, and only
/// that row shows focus; the deleted row fades as an unfocused row would.
@MainActor
@Suite struct FocusedRowDeletionTests {
    @Test func onlyTheSuccessorShowsFocusWhileTheDeletedRowFades() {
        let list = TextListWindow<Int, String>(size: CellSize(width: 30, height: 8)) { $0 }
        list.collectionView.animationDuration = .milliseconds(400)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["alpha", "beta", "gamma", "delta"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.window.focusedView = list.collectionView
        list.collectionView.focusItem(at: IndexPath(item: 1, section: 0))
        list.drawUntilStill()
        let atRest = list.window.lastFrame
        let focusedStyle = atRest[2, 1].style, plainStyle = atRest[2, 0].style
        #expect(focusedStyle != plainStyle, "the focused row looks focused")

        snapshot.deleteItems(["beta"])
        list.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(list.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        var sawFading = false
        for _ in 0..<40 where list.frame() {
            let frame = list.window.lastFrame
            let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let beta = lines.firstIndex(where: { $0.contains("beta") }) else { continue }
            sawFading = true
            #expect(frame[2, beta].style == list.window.theme.faded(plainStyle), "the fading row shows no focus:\n\(frame.text)")
            if let gamma = lines.firstIndex(where: { $0.contains("gamma") }) {
                #expect(frame[2, gamma].style == focusedStyle, "the successor shows focus")
            }
        }
        #expect(sawFading, "the deleted row was drawn fading")
        let end = list.window.lastFrame
        #expect(end[2, 1].style == focusedStyle && end.rowText(1).contains("gamma"))
    }
}
