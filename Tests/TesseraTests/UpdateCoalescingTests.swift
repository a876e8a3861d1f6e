import Foundation
import Testing
import TesseraData
@testable import Tessera

/// Animated updates applied before the next frame are planned as one, when that frame is drawn:
/// a key that applies one section snapshot per section costs one plan, not thirty, so keys are
/// handled as fast as they come however long the animations are. What is drawn is unchanged:
/// the animation starts from the screen last drawn and ends at the layout of the last apply.
@MainActor
@Suite struct UpdateCoalescingTests {
    static let sectionCount = 30
    static let packages = (0..<12).map { "package-\($0)" + ["", "-py", "-kit"][$0 % 3] }

    @MainActor struct Fixture {
        let list = TextListWindow<Int, String>(size: CellSize(width: 60, height: 20), appearance: .sidebar) { $0 }
        var collectionView: CollectionView { list.collectionView }
        var dataSource: CollectionViewDiffableDataSource<Int, String> { list.dataSource }

        /// One section snapshot per section, as an app with one group per section writes it.
        func filter(_ query: String, animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
            for section in 0..<UpdateCoalescingTests.sectionCount {
                let group = "group \(section)"
                var snapshot = DiffableDataSourceSectionSnapshot<String>()
                snapshot.append([group])
                snapshot.append(UpdateCoalescingTests.packages.filter { query.isEmpty || $0.contains(query) }.map { "\(section)/\($0)" }, to: group)
                snapshot.expand([group])
                dataSource.apply(snapshot, to: section, animatingDifferences: animated,
                                 completion: section == UpdateCoalescingTests.sectionCount - 1 ? completion : nil)
            }
        }

        @discardableResult
        func frame() -> Bool { list.frame() }

        func drawUntilStill() { list.drawUntilStill(limit: 500) }

        var screen: String { list.window.lastFrame.text }
    }

    func makeFixture(duration: Duration = .milliseconds(1500)) -> Fixture {
        let fixture = Fixture()
        let collectionView = fixture.collectionView
        fixture.list.window.focusedView = collectionView
        collectionView.animationDuration = duration
        var sections = DiffableDataSourceSnapshot<Int, String>()
        sections.appendSections(Array(0..<Self.sectionCount))
        fixture.dataSource.apply(sections, animatingDifferences: false)
        fixture.filter("", animated: false)
        fixture.drawUntilStill()
        return fixture
    }

    @Test func thirtyAppliesBeforeAFrameArePlannedOnceWhenTheFrameIsDrawn() {
        let f = makeFixture()
        let plannedBefore = f.collectionView.counters.animatedUpdates
        f.filter("py")
        #expect(f.collectionView.counters.animatedUpdates == plannedBefore, "nothing is planned until a frame needs it")
        #expect(f.collectionView.isAnimating, "an update waiting for its frame counts as animating: the loop asks for frames")
        f.frame()
        #expect(f.collectionView.counters.animatedUpdates == plannedBefore + 1, "thirty applies, one plan")

        // A second key while the first animates: its thirty applies replace it with one plan more.
        f.filter("kit")
        f.frame()
        #expect(f.collectionView.counters.animatedUpdates == plannedBefore + 2)
    }

    @Test func theCoalescedAnimationKeepsTheRuleAndEndsAtTheLastApply() {
        let f = makeFixture(duration: .milliseconds(300))
        f.collectionView.recordUpdates()
        f.filter("py")
        f.drawUntilStill()
        let updates = f.collectionView.recordedUpdates
        #expect(updates.count == 1, "one recording for the thirty applies of one key")
        if let update = updates.first {
            #expect(update.frames.count > 1, "it animated")
            #expect(update.violations.isEmpty, "\(update.violations)")
        }
        let animated = f.screen

        // The same key applied without animation ends at the same screen.
        let g = makeFixture(duration: .milliseconds(300))
        g.filter("py", animated: false)
        g.drawUntilStill()
        #expect(animated == g.screen)
        #expect(animated.contains("0/package-1-py"))
        #expect(!animated.contains("0/package-0\n"))
    }

    @Test func completionsWaitForTheOnePlanToEndAndAnUnanimatedApplyEndsItAtOnce() {
        let f = makeFixture(duration: .milliseconds(300))
        let completed = Tally()
        f.filter("py") { completed.count += 1 }
        #expect(completed.count == 0)
        f.frame()
        #expect(completed.count == 0, "the animation runs")
        f.drawUntilStill()
        #expect(completed.count == 1)

        // Applied, then replaced by one that does not animate before any frame: the screen jumps
        // to the last data and both completions run.
        f.filter("kit") { completed.count += 1 }
        f.filter("", animated: false) { completed.count += 1 }
        #expect(completed.count == 3)
        #expect(!f.collectionView.isAnimating)
        f.frame()
        #expect(f.collectionView.counters.crossFadedUpdates == 0)
    }

    /// Completions run on the main actor: what they count stays there.
    @MainActor final class Tally {
        var count = 0
    }
}
