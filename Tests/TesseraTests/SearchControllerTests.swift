import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A page that filters a list of fruit through its navigation item's search controller, and
/// logs what the search bar's delegate and the updater hear.
@MainActor final class FruitSearchPage: ViewController, SearchResultsUpdating, SearchBarDelegate {
    static let fruit = ["Apple", "Apricot", "Banana", "Cherry", "Date", "Fig", "Grape", "Lemon", "Mango", "Olive"]
    private(set) var log: [String] = []
    private(set) var list: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!
    let search = SearchController(searchResultsController: nil)

    override init() {
        super.init()
        title = "Fruit"
        search.searchResultsUpdater = self
        search.searchBar.delegate = self
        search.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = search
    }

    func resetLog() { log = [] }

    override func loadView() {
        list = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: list) { view, path, name in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: name)
        }
        show(Self.fruit)
        view = list
    }

    private func show(_ names: [String]) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The names shown: those containing the text, ignoring case.
    var shown: [String] { dataSource.snapshot().itemIdentifiers }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text
        log.append("update(\(text))")
        show(text.isEmpty ? Self.fruit : Self.fruit.filter { $0.localizedCaseInsensitiveContains(text) })
    }

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("textDidChange(\(searchText))") }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("end") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
}

@Suite("Search controller") @MainActor
struct SearchControllerTests {
    /// A navigation stack with a plain root page and the fruit page pushed over it; focus in the
    /// fruit list.
    func pushedSearch() -> (ViewControllerHarness, NavigationController, FruitSearchPage) {
        let navigation = NavigationController(rootViewController: LoggingViewController("Root", log: LifecycleLog()))
        let app = ViewControllerHarness(root: navigation, width: 40, height: 14)
        let page = FruitSearchPage()
        navigation.pushViewController(page, animated: false)
        app.harness.settle()
        page.resetLog()
        return (app, navigation, page)
    }

    func hints(_ app: ViewControllerHarness) -> [String] {
        app.window.activeKeyHints.map { "\($0.keys) \($0.action)" }
    }

    @Test func theSearchBarIsTheRowUnderTheNavigationBar() {
        let (app, _, page) = pushedSearch()
        let rows = app.harness.rows
        #expect(rows[0].contains("Fruit"))
        #expect(rows[1].hasPrefix("/ Search fruit"), "\(rows[1])")
        #expect(rows[2].contains("Apple"))
        #expect(app.window.focusedView === page.list, "the list has focus, not the bar")
        #expect(page.search.searchBar.frame.height == 1)
    }

    @Test func theUpdaterHearsEveryEditAndTheDelegateEachChange() {
        let (app, _, page) = pushedSearch()
        app.harness.press(.character("/"))
        #expect(page.search.searchBar.isFocused)
        #expect(page.search.isActive)
        #expect(page.log == ["update()", "begin"], "taking focus starts the search and updates once")
        page.resetLog()
        app.harness.press(.character("a"))   // keys read one at a time: each is heard
        app.harness.press(.character("n"))
        #expect(page.log == ["textDidChange(a)", "update(a)", "textDidChange(an)", "update(an)"])
        #expect(page.shown == ["Banana", "Mango"])
        page.resetLog()
        app.harness.press(.backspace)
        app.harness.press(.character("w"), .ctrl)
        #expect(page.log == ["textDidChange(a)", "update(a)", "textDidChange()", "update()"])
        page.resetLog()
        app.harness.press(.left)   // the cursor moves; the text does not change
        #expect(page.log.isEmpty)
        page.search.searchBar.text = "fig"   // the app's own text: nobody is told
        app.harness.settle()
        #expect(page.log.isEmpty)
        #expect(app.harness.rows[1].contains("fig"))
    }

    /// Keys read together (a burst typed faster than the program reads, a paste without
    /// bracketed paste) are one edit for the updater, as a paste is in UIKit: it hears the text
    /// the last key left, once; the bar's delegate hears every key. A burst that ends on the text
    /// the updater last heard (typed, then erased) asks it nothing.
    @Test func keysReadTogetherAreOneUpdateForTheTextTheyLeave() {
        let (app, _, page) = pushedSearch()
        app.harness.press(.character("/"))
        page.resetLog()
        app.harness.type("ban")
        #expect(page.log == ["textDidChange(b)", "textDidChange(ba)", "textDidChange(ban)", "update(ban)"])
        #expect(page.shown == ["Banana"])
        page.resetLog()
        for key: Key in [.character("x"), .backspace] { app.harness.terminal.enqueue(.key(KeyEvent(key))) }
        app.harness.settle()
        #expect(page.log == ["textDidChange(banx)", "textDidChange(ban)"], "typed and erased: the updater is not asked")
        #expect(page.shown == ["Banana"])
        page.resetLog()
        for key: Key in [.backspace, .backspace, .backspace, .character("f")] { app.harness.terminal.enqueue(.key(KeyEvent(key))) }
        app.harness.settle()
        #expect(page.log.last == "update(f)" && page.log.filter { $0.hasPrefix("update") }.count == 1, "\(page.log)")
        #expect(page.shown == ["Fig"])
    }

    @Test func slashGoesToTheBarWithoutTypingAndALetterIsTyped() {
        let (app, _, page) = pushedSearch()
        app.harness.press(.character("/"))
        #expect(page.search.searchBar.isFocused)
        #expect(page.search.searchBar.text.isEmpty)
        app.harness.press(.down)
        #expect(page.list.isFocused)
        app.harness.type("Ch")
        #expect(page.search.searchBar.isFocused)
        #expect(page.search.searchBar.text == "Ch")
        #expect(page.shown == ["Cherry"])
        #expect(app.harness.rows[1].contains("/ Ch"))
    }

    @Test func downFromTheBarFocusesTheFirstResultWithOneKey() {
        let (app, _, page) = pushedSearch()
        for _ in 0..<2 { app.harness.press(.down) }   // the list's focus on its third row, away from the first
        #expect(page.list.indexPathForFocusedItem == IndexPath(item: 2, section: 0))
        app.harness.type("ap")
        #expect(page.shown == ["Apple", "Apricot", "Grape"])
        app.harness.press(.down)
        #expect(page.list.isFocused)
        #expect(page.list.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        // On screen: the focused row is the first result's.
        let focusedRow = app.harness.rows.firstIndex { $0.contains("Apple") }
        #expect(focusedRow == 2)
        #expect(app.harness.style(x: 2, y: 2) != app.harness.style(x: 2, y: 3), "the first row is drawn focused")
    }

    @Test func enterIsTheSearchButtonAndGoesToTheResults() {
        let (app, _, page) = pushedSearch()
        app.harness.type("m")
        page.resetLog()
        app.harness.press(.enter)
        #expect(page.log == ["search", "end"])
        #expect(page.list.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        #expect(page.list.isFocused)
    }

    @Test func escEndsEditingThenClearsAndLeavesThenGoesBack() {
        let (app, navigation, page) = pushedSearch()
        app.harness.type("ba")
        #expect(page.search.searchBar.isFocused)
        page.resetLog()

        app.harness.press(.escape)   // 1: ends editing: focus on the results, the text and filter kept
        #expect(page.search.searchBar.text == "ba")
        #expect(page.list.isFocused && page.search.isActive)
        #expect(page.shown == ["Banana"])
        #expect(page.log == ["end"])
        page.resetLog()

        app.harness.press(.escape)   // 2: from the results, clears and leaves the search
        #expect(page.search.searchBar.text.isEmpty)
        #expect(page.shown == FruitSearchPage.fruit)
        #expect(page.list.isFocused)
        #expect(!page.search.isActive)
        #expect(page.log.contains("cancel") && page.log.contains("update()"))
        #expect(navigation.topViewController === page)

        app.harness.press(.escape)   // 3: back
        #expect(navigation.topViewController !== page)
        #expect(navigation.viewControllers.count == 1)
        #expect(app.unhandledKeys.isEmpty)
    }

    @Test func escFromTheResultsLeavesASearchWithTextBeforeGoingBack() {
        let (app, navigation, page) = pushedSearch()
        app.harness.type("e")
        app.harness.press(.down)
        #expect(page.list.isFocused)
        page.resetLog()
        app.harness.press(.escape)
        #expect(page.search.searchBar.text.isEmpty)
        #expect(page.list.isFocused)
        #expect(!page.search.isActive)
        #expect(page.log.contains("cancel") && page.log.contains("update()"))
        #expect(navigation.topViewController === page)
        app.harness.press(.escape)
        #expect(navigation.topViewController !== page)
    }

    @Test func escInAnEmptyBarOnTheRootNeverQuits() {
        let page = FruitSearchPage()
        let h = ApplicationHarness(width: 40, height: 14) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: page))
        }
        h.press(.character("/"))
        h.press(.escape)
        #expect(!h.hasStopped)
        #expect(page.list.isFocused)
        h.press(.escape)   // from the results of the root page: the application's Esc
        #expect(!h.hasStopped, "Esc goes back a screen; on the first there is none, and it never quits")
    }

    /// The list takes `h` `j` `k` `l` and `s` as keys of its own; on a searching page the
    /// container takes letters first, so they are text, and Space still reaches the list.
    @Test func lettersTheListUsesAreTypedAndSpaceStaysWithTheList() {
        let (app, _, page) = pushedSearch()
        #expect(page.list.isFocused)
        app.harness.type("j")
        #expect(page.search.searchBar.isFocused && page.search.searchBar.text == "j")
        #expect(page.log.contains("update(j)"))
        app.harness.press(.escape)   // ends editing: focus back on the list, "j" kept
        app.harness.press(.escape)   // from the list: clears and leaves the search
        #expect(page.list.isFocused)
        app.harness.press(.character(" "))
        #expect(page.list.isFocused && page.search.searchBar.text.isEmpty, "Space is the list's")
    }

    @Test func qAndQuestionMarkKeepTheirMeaningOnThePage() {
        let (app, navigation, page) = pushedSearch()
        app.harness.press(.character("q"))
        #expect(navigation.topViewController !== page, "q goes back")
        #expect(page.search.searchBar.text.isEmpty)
    }

    @Test func upFromTheTopRowAndBackspaceGoToTheBar() {
        let (app, _, page) = pushedSearch()
        app.harness.type("an")
        app.harness.press(.down)
        app.harness.press(.up)   // the top row: up goes to the bar
        #expect(page.search.searchBar.isFocused)
        app.harness.press(.down)
        app.harness.press(.backspace)
        #expect(page.search.searchBar.isFocused)
        #expect(page.search.searchBar.text == "a")
    }

    @Test func hintsSayWhatTheNextKeyDoes() {
        let (app, _, page) = pushedSearch()
        #expect(hints(app).contains("/ search"))
        #expect(hints(app).contains("Esc back"))
        app.harness.press(.character("/"))
        #expect(hints(app).contains("Esc done"))
        #expect(hints(app).contains("↓ results"))
        #expect(!hints(app).contains("/ search"))
        app.harness.type("zz")   // nothing matches: ↓ has nowhere to go
        #expect(hints(app).contains("Esc done"))
        #expect(!hints(app).contains { $0.hasPrefix("↓") })
        app.harness.press(.down)
        #expect(page.search.searchBar.isFocused, "↓ with no result stays in the bar")
        app.harness.press(.backspace)
        app.harness.press(.backspace)
        app.harness.type("a")
        app.harness.press(.down)
        #expect(hints(app).contains("Esc clear"), "from the results, Esc leaves the search first")
        #expect(!hints(app).contains("Esc back"))
    }

    @Test func isActiveFocusesTheBarAndEndsTheSearch() {
        let (app, _, page) = pushedSearch()
        page.search.isActive = true
        #expect(page.search.searchBar.isFocused)
        page.search.isActive = false
        #expect(page.list.isFocused)
        #expect(!page.search.isActive)
        #expect(page.search.obscuresBackgroundDuringPresentation, "accepted, and documented as without effect")
        _ = app
    }

    @Test func aPushedPageWithoutSearchHasNoBarAndTheBarComesBackWithItsPage() {
        let (app, navigation, page) = pushedSearch()
        app.harness.type("ap")
        navigation.pushViewController(LoggingViewController("Plain", log: LifecycleLog()), animated: false)
        app.harness.settle()
        #expect(page.search.searchBar.superview == nil)
        #expect(!app.harness.rows[1].contains("/ "))
        navigation.popViewController(animated: false)
        app.harness.settle()
        #expect(app.harness.rows[1].contains("/ ap"))
        #expect(page.search.searchBar.isFocused, "focus comes back to the bar it was in")
    }

    @Test func theSlideOfAPopCarriesTheSearchBarAway() {
        let (app, navigation, _) = pushedSearch()
        app.harness.type("ap")
        navigation.reducedMotion = false
        let start = app.harness.clock.now
        navigation.popViewController(animated: true)
        app.harness.step(until: { app.harness.clock.now - start >= .milliseconds(100) })
        // Half way: the root's page shows at the left, the old page (bar row and list) slides
        // off to the right.
        #expect(app.harness.rows[1].hasPrefix("rrrr") && app.harness.rows[1].contains("/ ap"), "\(app.harness.rows[1])")
        #expect(app.harness.rows[2].hasPrefix("rrrr") && app.harness.rows[2].contains("Apple"), "\(app.harness.rows[2])")
        app.harness.settle()
        #expect(app.harness.rows[1] == String(repeating: "r", count: 40))
    }
}

extension SearchControllerTests {
    @Test func aPasteOnThePageGoesIntoTheBar() {
        let (app, _, page) = pushedSearch()
        app.harness.press(.down)
        #expect(page.list.isFocused)
        page.resetLog()
        app.harness.terminal.enqueue(.paste(Paste(text: "err")))
        app.harness.settle()
        #expect(page.search.searchBar.isFocused)
        #expect(page.search.searchBar.text == "err")
        #expect(page.shown == ["Cherry"])
        #expect(page.log.filter { $0.hasPrefix("update(err") }.count == 1, "one paste, one update: \(page.log)")
    }
}

extension SearchControllerTests {
    /// Leaving a page never starts its search: when its list, which had focus, leaves the screen,
    /// focus passing on does not land in its search bar on the way.
    @Test func poppingAPageDoesNotStartItsSearch() {
        let (app, navigation, page) = pushedSearch()
        app.harness.press(.down)
        page.resetLog()
        navigation.popViewController(animated: false)
        app.harness.settle()
        #expect(page.log.isEmpty, "\(page.log)")
        #expect(!page.search.isActive)
    }
}

extension SearchControllerTests {
    @Test func aClickFocusesTheBarAndPutsTheCursorWhereItPoints() {
        let (app, _, page) = pushedSearch()
        app.harness.type("apple")
        app.harness.press(.down)
        #expect(page.list.isFocused)
        app.harness.click(x: 4, y: 1)   // "/ " then "a" at column 2: column 4 is the second "p"
        #expect(page.search.searchBar.isFocused)
        app.harness.type("x")
        #expect(page.search.searchBar.text == "apxple")
    }
}
