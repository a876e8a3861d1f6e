import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Application loop") @MainActor
struct ApplicationTests {
    func makeApp() -> (Application, HeadlessTerminal, ManualClock, ListFixtureView) {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: CellSize(width: 30, height: 10), clock: clock)
        let content = ListFixtureView(items: (1...20).map { "Row \($0)" })
        let app = Application(terminal: terminal, clock: clock, rootView: content.collectionView)
        return (app, terminal, clock, content)
    }

    @Test func idleLoopWaitsWithoutATimeoutAndAnimationsAskForFrames() {
        let (app, terminal, _, content) = makeApp()
        app.loop.step()                       // first frame
        #expect(terminal.lastFrame.text.contains("Row 1"))
        app.loop.step()                       // nothing to do: waits for input with no deadline
        #expect(terminal.waits.last == .some(nil))
        let framesBefore = app.loop.framesDrawn
        content.show(["Row 0"] + (1...20).map { "Row \($0)" }, animated: true)
        #expect(app.loop.nextDeadline() != nil)
        var steps = 0
        while app.loop.nextDeadline() != nil && steps < 100 { app.loop.step(); steps += 1 }
        #expect(app.loop.framesDrawn - framesBefore >= 8)   // ~200 ms at 60 frames a second
        #expect(terminal.lastFrame.text.hasPrefix(" Row 0"))
        #expect(terminal.flushHistory.suffix(app.loop.framesDrawn - framesBefore).contains { $0.cellsChanged > 0 })
        app.loop.step()
        #expect(terminal.waits.last == .some(nil))
    }

    @Test func escapeOnTheFirstScreenStopsAndPopsOtherwise() {
        let (app, terminal, _, _) = makeApp()
        app.push(View())
        #expect(app.depth == 1)
        terminal.enqueue(.key(KeyEvent(.escape)))
        app.loop.step()
        #expect(app.depth == 0)
        #expect(app.window.focusedView is CollectionView)
    }

    @Test func ctrlCQuitsWhateverHasFocusEvenAnOpenMenu() {
        let (app, terminal, _, _) = makeApp()
        app.loop.step()
        let menu = MenuOverlay(title: "Sort", entries: [MenuOverlay.Entry("Name") {}, MenuOverlay.Entry("Date") {}])
        menu.present(in: app.window)
        terminal.enqueue(.key(KeyEvent(.character("j"))))
        app.loop.step()
        #expect(!app.loop.isStopRequested, "the menu takes its own keys")
        terminal.enqueue(.key(KeyEvent(.character("c"), modifiers: .ctrl)))
        app.loop.step()
        #expect(app.loop.isStopRequested)
    }

    @Test func ctrlCReadWithABacklogIsHandledBeforeIt() {
        let (app, terminal, _, _) = makeApp()
        app.loop.step()
        var seen: [String] = []
        app.onUnhandledEvent = { event in seen.append(event.name); return true }
        for letter in "abc" { terminal.enqueue(.key(KeyEvent(.character(letter)))) }
        terminal.enqueue(.key(KeyEvent(.character("c"), modifiers: .ctrl)))
        app.loop.step()
        #expect(app.loop.isStopRequested)
        #expect(seen.isEmpty, "the keys before Ctrl-C were not worked through first: \(seen)")
    }

    @Test func anAppThatTakesCtrlCGetsItInItsViews() {
        let (app, terminal, _, _) = makeApp()
        app.interruptQuits = false
        let field = SearchField()
        app.window.rootView.addSubview(field)
        app.window.focusedView = field
        var seen: [String] = []
        app.onUnhandledEvent = { event in seen.append(event.name); return true } // the app's own Ctrl-C
        terminal.enqueue(.key(KeyEvent(.character("c"), modifiers: .ctrl)))
        app.loop.step()
        #expect(!app.loop.isStopRequested)
        #expect(seen == ["Ctrl-C"])
    }

    @Test func aViewThatTakesCtrlCGetsItAndTheHintBarStopsOfferingIt() {
        final class Inspector: View {
            var seen: [String] = []
            override var canBecomeFocused: Bool { true }
            override var takesInterruptKey: Bool { true }
            override func handle(_ event: Event) -> Bool { seen.append(event.name); return true }
        }
        let (app, terminal, _, _) = makeApp()
        app.window.globalKeyHints = [KeyHint("^C", "quit"), KeyHint("?", "help")]
        #expect(app.window.activeKeyHints.map(\.keys).contains("^C"))
        let inspector = Inspector()
        app.window.rootView.addSubview(inspector)
        app.window.focusedView = inspector
        #expect(!app.window.activeKeyHints.map(\.keys).contains("^C"))
        terminal.enqueue(.key(KeyEvent(.character("c"), modifiers: .ctrl)))
        app.loop.step()
        #expect(!app.loop.isStopRequested)
        #expect(inspector.seen == ["Ctrl-C"])
    }

    @Test func questionMarkShowsHelpAndAnyKeyClosesIt() {
        let content = ListFixtureView(items: (1...20).map { "Row \($0)" })
        let h = ApplicationHarness(rootView: content.collectionView, width: 30, height: 10)
        h.press(.character("?"))
        #expect(h.text.contains("any key closes"))
        h.press(.character("x"))
        #expect(!h.text.contains("any key closes"))
        #expect(h.text.contains("Row 1"))
    }
}

/// A collection view of strings without a window of its own (the application owns the window).
@MainActor
final class ListFixtureView {
    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    lazy var dataSource = makeStringDataSource(for: collectionView)

    init(items: [String]) { show(items, animated: false) }

    func show(_ items: [String], animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
