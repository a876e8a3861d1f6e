import Foundation
import Testing
import Tessera
import TesseraTesting

/// `framesOfNextUpdate` cannot pass on a recording that missed the animation: an update a key
/// starts (`press`, `type`, `send`) is recorded frame by frame, and an update that animated but
/// was recorded with one frame is reported.
@Suite("Recording the frames of an update") @MainActor
struct FramesRecordingTests {
    static let rows = (1...6).map { "Row \($0)" }

    /// A list that reverses its rows, animated, on → and on "r".
    final class ReversingList: CollectionView {
        var items = FramesRecordingTests.rows
        lazy var strings = makeStringDataSource(for: self)

        func show(animated: Bool) {
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items, toSection: 0)
            strings.apply(snapshot, animatingDifferences: animated)
        }

        override func handle(_ event: Event) -> Bool {
            guard case .key(let key) = event, key.key == .right || key.key == .character("r") else { return super.handle(event) }
            items.reverse()
            show(animated: true)
            return true
        }
    }

    func makeHarness() -> (ApplicationHarness, ReversingList) {
        let list = ReversingList(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        list.show(animated: false)
        let harness = ApplicationHarness(rootView: list, width: 20, height: 8)
        list.becomeFirstResponder()
        return (harness, list)
    }

    @Test func anUpdateAKeyPressStartsIsRecordedFrameByFrame() throws {
        let (h, list) = makeHarness()
        let update = h.framesOfNextUpdate(in: list) { h.press(.right) }
        let frames = try #require(update.frames)
        #expect(frames.plannedFrameCount > 1)
        #expect(frames.frames.count >= frames.plannedFrameCount - 1, "16 ms steps, 16.7 ms frames: one may fall between")
        #expect(update.screens.count == frames.frames.count + 1, "a screen for each frame, then the settled one")
        let (sent, sentList) = makeHarness()
        let bySend = sent.framesOfNextUpdate(in: sentList) { sent.send(.right) }
        #expect(update.screens == bySend.screens, "press records what send records")
        #expect(update.screens.first != update.screens.last, "the first screen is mid-motion")
        #expect(update.screens.last == h.text)
        #expect(h.rows.prefix(6).map { $0.trimmingCharacters(in: .whitespaces) } == Self.rows.reversed())
        h.expectEveryFrameKeepsTheRule(update)
    }

    @Test func anUpdateTypedTextStartsIsRecordedFrameByFrame() throws {
        let (h, list) = makeHarness()
        let update = h.framesOfNextUpdate(in: list) { h.type("r") }
        let frames = try #require(update.frames)
        #expect(frames.frames.count >= frames.plannedFrameCount - 1)
        #expect(update.screens.count == frames.frames.count + 1)
    }

    @Test func sendRecordsEveryFrameAsBefore() throws {
        let (h, list) = makeHarness()
        let update = h.framesOfNextUpdate(in: list) { h.send(.right) }
        let frames = try #require(update.frames)
        #expect(frames.plannedFrameCount > 1)
        #expect(frames.frames.count >= frames.plannedFrameCount - 1)
        #expect(update.screens.count == frames.frames.count + 1)
        #expect(h.rows.prefix(6).map { $0.trimmingCharacters(in: .whitespaces) } == Self.rows.reversed())
        h.expectEveryFrameKeepsTheRule(update)
    }

    @Test func pressOutsideARecordingStillSettles() {
        let (h, list) = makeHarness()
        h.press(.right)
        #expect(!list.isAnimating)
        #expect(h.rows.prefix(6).map { $0.trimmingCharacters(in: .whitespaces) } == Self.rows.reversed())
    }

    @Test func anAnimatedUpdateRecordedWithOneFrameIsAnIssue() {
        let (h, list) = makeHarness()
        // The action runs the animation to its end itself, so the recording sees one frame of it.
        withKnownIssue {
            _ = h.framesOfNextUpdate(in: list) {
                list.items.reverse()
                let drawn = h.application.loop.framesDrawn
                list.show(animated: true)
                h.step(until: { h.application.loop.framesDrawn > drawn })
                h.clock.advance(by: .seconds(1))
                h.settle()
            }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("recorded with 1 frame") && message.contains("send(_:_:)")
        }
    }
}
