import Foundation
import Testing
@testable import Tessera

/// Swipe actions as UIKit writes them: classes configured after `let`, handlers taking the
/// action, the source view and a completion, and the completion's documented meaning.
@Suite("Swipe actions") @MainActor
struct SwipeActionsTests {
    /// What the handlers saw, and the completion each one was given (called by the test).
    @MainActor final class Recorder {
        var calls: [(title: String?, sourceView: View)] = []
        var completions: [(Bool) -> Void] = []
    }

    /// A plain list whose row "b" has a leading Star and a trailing destructive Delete.
    func makeHarness(_ recorder: Recorder) -> Harness {
        var list = CollectionLayoutListConfiguration(appearance: .plain)
        let record: ContextualAction.Handler = { action, sourceView, completion in
            recorder.calls.append((action.title, sourceView))
            recorder.completions.append(completion)
        }
        list.leadingSwipeActionsConfigurationProvider = { path in
            guard path.item == 1 else { return nil }
            let star = ContextualAction(style: .normal, title: "Star", handler: record)
            star.image = "★"
            star.backgroundColor = "yellow"
            return SwipeActionsConfiguration(actions: [star])
        }
        list.trailingSwipeActionsConfigurationProvider = { path in
            let configuration = SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete", handler: record)])
            configuration.performsFirstActionWithFullSwipe = false
            return path.item == 1 ? configuration : nil
        }
        let h = Harness(size: CellSize(width: 30, height: 8), layout: .list(using: list))
        h.apply(sections: [["a", "b", "c"]])
        h.press(.down)
        h.press(.down)
        return h
    }

    func isSwiped(_ h: Harness, _ item: Int) -> Bool {
        h.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.configurationState.isSwiped == true
    }

    @Test func providersKeepTheirConfigurationsThroughTheLayout() throws {
        let recorder = Recorder()
        let h = makeHarness(recorder)
        let list = try #require(h.collectionView.compositionalLayout.section(at: 0)?.listConfiguration)
        let leading = list.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 1, section: 0))
        #expect(leading?.actions.map(\.title) == ["Star"])
        #expect(leading?.actions.first?.image == "★" && leading?.actions.first?.backgroundColor == "yellow")
        #expect(list.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0)) == nil)
        let trailing = list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 1, section: 0))
        #expect(trailing?.actions.first?.style == .destructive && trailing?.performsFirstActionWithFullSwipe == false)
    }

    @Test func theMenuListsLeadingThenTrailingAndTheHandlerGetsTheCollectionView() {
        let recorder = Recorder()
        let h = makeHarness(recorder)
        #expect(h.focusedItem == "b")
        h.press(.character("s"))
        let screen = h.settle()
        #expect(screen.contains("★ Star") && screen.contains("Delete"))
        #expect(isSwiped(h, 1) && !isSwiped(h, 0))
        h.press(.enter)
        #expect(recorder.calls.map(\.title) == ["Star"])
        #expect(recorder.calls.first?.sourceView === h.collectionView)
    }

    @Test func theRowStaysSwipedUntilTheHandlerCompletes() {
        let recorder = Recorder()
        let h = makeHarness(recorder)
        h.press(.character("s"))
        h.press(.enter)   // Star: its handler has not completed yet (an alert might be asking)
        #expect(h.window.overlays.isEmpty)
        #expect(isSwiped(h, 1))
        recorder.completions[0](true)
        #expect(!isSwiped(h, 1))
    }

    @Test func aDeclinedDestructiveActionPutsTheRowBack() {
        let recorder = Recorder()
        let h = makeHarness(recorder)
        h.press(.character("s"))
        h.press(.down)
        h.press(.enter)   // Delete
        #expect(recorder.calls.map(\.title) == ["Delete"])
        recorder.completions[0](false)
        #expect(!isSwiped(h, 1))
    }

    @Test func aPerformedDestructiveActionLeavesTheRowToItsDeletion() {
        let recorder = Recorder()
        let h = makeHarness(recorder)
        h.press(.character("s"))
        h.press(.down)
        h.press(.enter)
        recorder.completions[0](true)
        // The row is being deleted: it stays swiped until the snapshot without it arrives.
        #expect(isSwiped(h, 1))
        h.apply(sections: [["a", "c"]])
        #expect(!h.settle().contains("b"))
    }

    @Test func escapeClosesTheMenuWithoutPerformingAnything() {
        let recorder = Recorder()
        let h = makeHarness(recorder)
        h.press(.character("s"))
        h.press(.escape)
        #expect(recorder.calls.isEmpty && !isSwiped(h, 1))
    }

    @Test func aSecondCompletionIsIgnored() {
        var results: [Bool] = []
        let action = ContextualAction(style: .normal, title: nil) { _, _, completion in
            completion(true)
            completion(false)
        }
        action.perform(from: View()) { results.append($0) }
        #expect(results == [true])
    }
}
