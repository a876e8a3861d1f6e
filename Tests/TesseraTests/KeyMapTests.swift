import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// One test per row of the key map in the "Keys" article (`Documentation.docc/Keys.md`), named
/// as the row reads: the context, the key, what it does there.
@Suite("Key map") @MainActor
struct KeyMapTests {
    /// A form as the first screen: a name field and a notes field.
    @MainActor final class Form {
        let name = TextField(placeholder: "Name")
        let notes = TextField(placeholder: "Notes")
        let harness: ApplicationHarness

        init() {
            let stack = StackView()
            stack.addArrangedSubview(Label(text: "A form"))
            stack.addArrangedSubview(name)
            stack.addArrangedSubview(notes)
            stack.addArrangedSubview(HintBar())
            harness = ApplicationHarness(rootView: stack, width: 60, height: 12)
        }
    }

    func listApp() -> (ApplicationHarness, ListFixtureView) {
        let content = ListFixtureView(items: (1...20).map { "Row \($0)" })
        return (ApplicationHarness(rootView: content.collectionView, width: 30, height: 10), content)
    }

    @Test("list: ↑ ↓ ← → and h j k l move focus")
    func listArrowsMoveFocus() {
        let (h, content) = listApp()
        h.press(.down)
        h.press(.character("j"))
        #expect(content.collectionView.indexPathForFocusedItem == IndexPath(item: 2, section: 0))
        h.press(.character("k"))
        #expect(content.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
    }

    @Test("list, first screen: Esc does nothing (Esc never quits)")
    func listEscOnTheFirstScreenNeverQuits() {
        let (h, _) = listApp()
        h.press(.escape)
        #expect(!h.hasStopped)
        #expect(h.text.contains("Row 1"))
    }

    @Test("list, first screen: q quits")
    func listQQuits() {
        let (h, _) = listApp()
        h.press(.character("q"))
        #expect(h.hasStopped)
    }

    @Test("any screen with no typed text: Ctrl-C quits")
    func ctrlCQuits() {
        let (h, _) = listApp()
        h.press(.character("c"), .ctrl)
        #expect(h.hasStopped)
    }

    @Test("any screen: ? lists the keys, any key closes the list")
    func questionMarkHelps() {
        let (h, _) = listApp()
        h.press(.character("?"))
        #expect(h.text.contains("any key closes"))
        h.press(.character("x"))
        #expect(!h.text.contains("any key closes"))
    }

    @Test("text field: letters, q and ? are typed")
    func textFieldTypesEveryLetter() {
        let form = Form()
        form.harness.type("q?a")
        #expect(form.name.text == "q?a")
        #expect(!form.harness.hasStopped)
    }

    @Test("text field: Esc ends editing, the text kept and the app running")
    func textFieldEscEndsEditing() {
        let form = Form()
        #expect(form.name.isEditing)
        form.harness.type("Ada")
        form.harness.press(.escape)
        #expect(!form.harness.hasStopped)
        #expect(form.name.text == "Ada" && !form.name.isEditing)
        #expect(form.harness.application.window.focusedView == nil)
        form.harness.press(.escape)
        #expect(!form.harness.hasStopped, "a second Esc does not quit either")
        form.harness.press(.tab)
        #expect(form.name.isEditing, "Tab comes back to the fields")
    }

    @Test("text field: Tab goes to the next focusable view")
    func textFieldTabMovesOn() {
        let form = Form()
        form.harness.press(.tab)
        #expect(form.notes.isFocused)
    }

    @Test("typed text on screen: q and Ctrl-C ask first; Cancel keeps the text; Ctrl-C again quits")
    func quittingWithTypedTextAsks() {
        let form = Form()
        form.harness.type("Ada")
        form.harness.press(.character("c"), .ctrl)
        #expect(!form.harness.hasStopped)
        #expect(form.harness.text.contains(Application.discardQuestion))
        form.harness.press(.enter)   // Cancel is first
        #expect(!form.harness.text.contains(Application.discardQuestion))
        #expect(form.name.text == "Ada" && form.name.isFocused)
        form.harness.press(.escape)
        form.harness.press(.character("q"))
        #expect(!form.harness.hasStopped && form.harness.text.contains(Application.discardQuestion))
        form.harness.press(.character("c"), .ctrl)
        #expect(form.harness.hasStopped, "Ctrl-C while asking quits")
    }

    @Test("typed text on screen: the question's Quit quits; text the app set asks nothing")
    func quitChoiceAndAppTextAskNothing() {
        let form = Form()
        form.harness.type("Ada")
        form.harness.press(.character("c"), .ctrl)
        form.harness.press(.down)
        form.harness.press(.enter)
        #expect(form.harness.hasStopped)

        let prefilled = Form()
        prefilled.name.text = "Set by the app"
        prefilled.harness.press(.character("c"), .ctrl)
        #expect(prefilled.harness.hasStopped)
    }

    func searchApp() -> (ApplicationHarness, FruitSearchPage) {
        let page = FruitSearchPage()
        let h = ApplicationHarness(width: 40, height: 14) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: page))
        }
        return (h, page)
    }

    @Test("page with a search: / or a letter goes to the search bar (the letter typed)")
    func searchPageLettersSearch() {
        let (h, page) = searchApp()
        h.press(.character("b"))
        #expect(page.search.searchBar.isFocused && page.search.searchBar.text == "b")
    }

    @Test("search bar: Esc ends editing (focus to the results, the text and filter kept); in an empty bar it leaves the search; never quits")
    func searchBarEsc() {
        let (h, page) = searchApp()
        h.type("/an")
        h.press(.escape)
        #expect(page.search.searchBar.text == "an" && page.list.isFocused && page.search.isActive && !h.hasStopped)
        h.press(.character("/"))
        h.press(.backspace)
        h.press(.backspace)
        h.press(.escape)
        #expect(page.list.isFocused && !page.search.isActive && !h.hasStopped)
    }

    @Test("page with a search, text in the bar: Esc clears and leaves the search")
    func searchPageEscClears() {
        let (h, page) = searchApp()
        h.type("/an")
        h.press(.escape)
        h.press(.escape)
        #expect(page.search.searchBar.text.isEmpty && !page.search.isActive && page.list.isFocused && !h.hasStopped)
    }

    @Test("search bar: ↓ goes to the first result")
    func searchBarDownGoesToResults() {
        let (h, page) = searchApp()
        h.type("/an")
        h.press(.down)
        #expect(page.list.isFocused && page.list.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }

    @Test("navigation stack: Esc, q and ← go back a page")
    func navigationBack() {
        let log = LifecycleLog()
        let root = LoggingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        let app = ViewControllerHarness(root: navigation)
        for key in [Key.escape, .character("q"), .left] {
            navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
            app.harness.settle()
            app.harness.press(key)
            #expect(navigation.viewControllers.count == 1, "\(key) goes back")
        }
        #expect(!app.harness.hasStopped)
    }

    /// A page holding a text field.
    final class FieldPage: ViewController {
        let field = TextField(placeholder: "Note")
        override func loadView() { view = field }
    }

    @Test("navigation stack, page with typed text: going back asks first; Cancel stays, Go back goes")
    func navigationBackFromTypedTextAsks() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: LoggingViewController("A", log: log))
        let app = ViewControllerHarness(root: navigation)
        let page = FieldPage()
        navigation.pushViewController(page, animated: false)
        app.harness.settle()
        app.harness.type("draft")
        app.harness.press(.escape)   // ends editing
        #expect(navigation.viewControllers.count == 2 && page.field.text == "draft")
        app.harness.press(.escape)
        #expect(app.harness.text.contains(Application.discardQuestion) && navigation.viewControllers.count == 2)
        app.harness.press(.enter)    // Cancel
        #expect(navigation.viewControllers.count == 2 && page.field.text == "draft")
        app.harness.press(.character("q"))
        #expect(app.harness.text.contains(Application.discardQuestion))
        app.harness.press(.down)
        app.harness.press(.enter)    // Go back
        #expect(navigation.viewControllers.count == 1 && !app.harness.hasStopped)
    }

    @Test("bar button item: its key performs it; a letter where letters are typed is shown and performed as Alt and the letter")
    func barButtonItemLetterOnASearchPage() {
        let (h, page) = searchApp()
        var renamed = 0
        page.navigationItem.rightBarButtonItem = BarButtonItem(title: "rename", key: .character("n"),
                                                               primaryAction: Action { _ in renamed += 1 })
        h.settle()
        #expect(h.rows[0].contains("Alt-n rename"), "the bar says the key that works: \(h.rows[0])")
        #expect(!h.text.contains(" n rename"))
        h.press(.character("?"))
        #expect(h.text.contains("Alt-n") && h.text.contains("any key closes"), "the help lists the key that works")
        h.press(.character("x"))
        h.press(.character("n"))
        #expect(renamed == 0 && page.search.searchBar.text == "n", "n is typed into the search bar")
        h.press(.character("n"), .alt)
        #expect(renamed == 1, "Alt-n performs it, even from the search bar")
    }

    @Test("bar button item: a letter no view takes is shown and performed as it is")
    func barButtonItemPlainLetter() {
        let log = LifecycleLog()
        let root = LoggingViewController("A", log: log)
        var added = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "new", key: .character("n"), primaryAction: Action { _ in added += 1 })
        let app = ViewControllerHarness(root: NavigationController(rootViewController: root), width: 60)
        #expect(app.harness.rows[0].contains("n new") && !app.harness.rows[0].contains("Alt-n"))
        app.harness.press(.character("n"))
        #expect(added == 1)
    }

    /// A detail of labels only: nothing in it can take focus.
    final class ReadOnlyDetail: ViewController {
        var edits = 0
        override func loadView() { view = Label(text: "Read-only detail") }
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            navigationItem.rightBarButtonItem = BarButtonItem(title: "edit", key: .character("e"),
                                                              primaryAction: Action { [unowned self] _ in edits += 1 })
        }
    }

    @Test("split view: Tab reaches a column with nothing focusable, and its bar's keys work there")
    func splitTabReachesAReadOnlyColumn() {
        let log = LifecycleLog()
        let primary = LoggingViewController("Primary", log: log)
        let detail = ReadOnlyDetail()
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(detail, for: .secondary)
        let app = ViewControllerHarness(root: split, width: 160, height: 20)
        #expect(app.window.focusedView === primary.first)
        app.harness.press(.tab)
        #expect(split.column(containing: app.window.focusedView ?? View()) == .secondary)
        app.harness.press(.character("e"))
        #expect(detail.edits == 1)
        app.harness.press(.escape)
        #expect(app.window.focusedView === primary.first, "Esc in the secondary comes back to the primary")
    }

    @Test("split view secondary: Esc returns focus to the primary column; the app keeps running")
    func splitSecondaryEsc() {
        let (app, _, _, primary, secondary) = makeSplit(width: 160, showSecondary: true)
        app.harness.application.onUnhandledEvent = nil
        app.harness.press(.tab)
        #expect(app.window.focusedView === secondary.first)
        app.harness.press(.escape)
        #expect(app.window.focusedView === primary.first)
        app.harness.press(.escape)
        #expect(!app.harness.hasStopped, "Esc in the primary column of the first screen does not quit")
    }

    @Test("alert: Esc cancels, even from its text field")
    func alertEscCancels() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        alert.addAction(AlertAction(title: "Rename", style: .default))
        root.present(alert, animated: false)
        app.harness.settle()
        log.reset()
        #expect(app.window.focusedView === alert.textFields?.first)
        app.harness.press(.escape)
        #expect(log.entries == ["cancel"] && root.presentedViewController == nil)
    }

    @Test("menu: Esc and q close it without choosing")
    func menuClosesOnEscAndQ() {
        let (h, _) = listApp()
        for key in [Key.escape, .character("q")] {
            var chosen = false
            MenuOverlay(title: "Sort", entries: [MenuOverlay.Entry("Name") { chosen = true }]).present(in: h.application.window)
            h.settle()
            #expect(h.text.contains("Sort"))
            h.press(key)
            #expect(!h.text.contains("Sort") && !chosen && !h.hasStopped)
        }
    }

    @Test("edit mode: Shift-↓ moves the focused row")
    func editModeShiftMovesTheRow() {
        let (h, content) = listApp()
        content.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        content.collectionView.isEditing = true
        h.press(.down)
        let focused = content.collectionView.indexPathForFocusedItem?.item ?? 0
        h.press(.down, .shift)
        let rows = content.dataSource.snapshot().itemIdentifiers
        #expect(rows[focused + 1] == "Row \(focused + 1)" && rows[focused] == "Row \(focused + 2)")
    }
}
