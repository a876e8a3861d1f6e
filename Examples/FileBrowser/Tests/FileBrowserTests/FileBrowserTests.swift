import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import FileBrowser

/// A folder tree in a temporary folder, removed when the test ends:
///
///     docs/  guide.md, notes/ (todo.txt)
///     empty/
///     src/   main.swift, util.swift
///     .hidden, README.md
final class SampleTree {
    let root: String

    init() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("file-browser-\(UUID().uuidString)")
        root = base.appendingPathComponent("project").path
        for folder in ["docs/notes", "empty", "src"] {
            try manager.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        }
        for file in ["docs/guide.md", "docs/notes/todo.txt", "src/main.swift", "src/util.swift", ".hidden", "README.md"] {
            try Data("\(file)\n".utf8).write(to: URL(fileURLWithPath: path(file)))
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }

    /// The absolute path of `relative` inside the tree.
    func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }
}

@Suite @MainActor
struct FileBrowserTests {
    static let goldens = GoldenFiles(nextTo: #filePath)

    /// The browser on `folder`, as `main.swift` builds it: its top page in a navigation controller.
    func start(_ folder: String, width: Int = 100, height: Int = 14) -> (ApplicationHarness, NavigationController, FolderReader) {
        let reader = FolderReader()
        let navigation = NavigationController(rootViewController: FolderViewController(folder: folder, reader: reader))
        let h = ApplicationHarness(width: width, height: height) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        return (h, navigation, reader)
    }

    /// The page on top.
    func page(_ navigation: NavigationController) -> FolderViewController {
        navigation.topViewController as! FolderViewController
    }

    /// The page's rows, as text without the padding: between the search bar and the path line.
    func rows(_ h: ApplicationHarness) -> [String] {
        Array(h.rows.dropFirst(2).dropLast(2)).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The entries' names as the rows show them, without the › of folders.
    func names(_ h: ApplicationHarness) -> [String] {
        rows(h).map { $0.replacingOccurrences(of: "›", with: "").trimmingCharacters(in: .whitespaces) }
    }

    /// Moves focus down the page to the entry `name`.
    func focus(_ name: String, in h: ApplicationHarness, _ navigation: NavigationController, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<20 where !page(navigation).focusedPath.hasSuffix("/" + name) { h.press(.down) }
        #expect(page(navigation).focusedPath.hasSuffix("/" + name), sourceLocation: sourceLocation)
    }

    @Test func startsWithTheTopFolderReadAndNothingElse() throws {
        let sample = try SampleTree()
        let (h, navigation, reader) = start(sample.root)
        #expect(names(h) == ["docs/", "empty/", "src/", ".hidden", "README.md"])
        #expect(rows(h).prefix(3).allSatisfy { $0.hasSuffix("›") }, "folders open: \(rows(h))")
        #expect(reader.foldersRead == [sample.root])
        #expect(h.rows[0].contains("project"), "the page's title is the folder's name")
        #expect(page(navigation).list.isFocused)
        let screen = h.rows.map { $0.replacingOccurrences(of: sample.root, with: "<root>") }
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        Self.goldens.expect(screen, matches: "start-100x14")
    }

    @Test func inTheAccessibleModeFoldersAreSaidAsFolders() throws {
        let sample = try SampleTree()
        let (h, _, _) = start(sample.root)
        h.enableAccessibleMode()
        #expect(h.announcements.last == "docs, folder, 1 of 5", "\(h.announcements)")
        h.press(.down)
        h.press(.down)
        h.press(.down)
        #expect(h.announcements.last == ".hidden, 4 of 5")
        #expect(h.cursor?.isVisible == true && h.cursor?.position.y == h.rows.firstIndex { $0.contains(".hidden") })
    }

    @Test func aFolderIsReadWhenItsPageOpensAndEachTimeItOpens() throws {
        let sample = try SampleTree()
        let (h, navigation, reader) = start(sample.root)
        #expect(page(navigation).focusedPath == sample.path("docs"), "the first row has focus at the start")
        h.press(.enter)
        #expect(reader.foldersRead == [sample.root, sample.path("docs")])
        #expect(page(navigation).folder == sample.path("docs"))
        #expect(h.rows[0].contains("docs") && h.rows[0].contains("‹ project"), "the title and the way back: \(h.rows[0])")
        #expect(names(h) == ["notes/", "guide.md"])
        #expect(!reader.foldersRead.contains(sample.path("docs/notes")), "notes/ is not open, so not read")

        h.press(.escape)  // back, to the same row
        #expect(navigation.viewControllers.count == 1)
        #expect(page(navigation).focusedPath == sample.path("docs"))
        h.press(.enter)
        #expect(reader.foldersRead == [sample.root, sample.path("docs"), sample.path("docs")])
    }

    @Test func theStatusLineShowsTheFocusedEntrysPath() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        #expect(h.rows[h.rows.count - 2].contains(sample.path("docs")), "the focused first row's")
        h.press(.character("/"))
        #expect(h.rows[h.rows.count - 2].hasSuffix(sample.root) || h.rows[h.rows.count - 2].contains(sample.root + " "),
                "the folder's own path while the filter has focus: \(h.rows[h.rows.count - 2])")
        h.press(.escape)
        h.press(.enter)  // docs/
        focus("guide.md", in: h, navigation)
        #expect(h.rows[h.rows.count - 2].contains(sample.path("docs/guide.md")))
    }

    @Test func aLongPathLosesItsStartNotItsEnd() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root, width: 24)
        h.press(.enter)
        focus("guide.md", in: h, navigation)
        let status = h.rows[h.rows.count - 2]
        #expect(status.hasPrefix(" …"), "\(status)")
        #expect(status.contains("docs/guide.md"), "\(status)")
    }

    @Test func anEmptyFolderSaysSo() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        focus("empty", in: h, navigation)
        h.press(.enter)
        #expect(rows(h) == ["empty folder"])
    }

    @Test func aFolderThatCannotBeReadSaysWhyInItsPage() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        try FileManager.default.removeItem(atPath: sample.path("src"))  // gone after the top was read
        focus("src", in: h, navigation)
        h.press(.enter)
        #expect(h.text.contains("⚠ cannot read: it is not there (any more)"))
        h.press(.character("/"))  // the list loses focus: its row is drawn unfocused
        let warning = try #require(h.position(of: "⚠ cannot read"))
        #expect(h.style(at: warning).foreground == Theme.standard.destructive.foreground)
        h.press(.escape)
        #expect(page(navigation).focusedPath == sample.path("src"), "the warning's row stands for its folder")
        #expect(!h.hasStopped)
    }

    @Test func aStartFolderThatCannotBeReadSaysWhy() {
        let (h, _, reader) = start("/no/such/folder")
        #expect(h.text.contains("⚠ cannot read: it is not there (any more)"))
        #expect(reader.foldersRead == ["/no/such/folder"])
        h.press(.character("c"), .ctrl)
        #expect(h.hasStopped)
    }

    @Test func typingFiltersThePageAndHighlightsTheMatch() throws {
        let sample = try SampleTree()
        let (h, navigation, reader) = start(sample.root)
        h.type("todo")  // not in this folder
        #expect(rows(h) == ["no name here matches “todo”"])
        #expect(h.text.contains("0 matches"))
        #expect(reader.foldersRead == [sample.root], "filtering reads nothing")

        h.press(.escape)  // ends editing: the filter kept, focus on the list
        h.press(.escape)  // from the list: clears the filter
        #expect(page(navigation).filter.isEmpty)
        #expect(names(h).count == 5)
        h.type("READ")
        #expect(names(h) == ["README.md"])
        #expect(h.text.contains("1 match"))
        let match = try #require(h.runs(of: "README.md")?.first { $0.text.contains("READ") })
        #expect(match.style == Theme.standard.match, "the matched part is highlighted: \(h.runs(of: "README.md") ?? [])")
        h.press(.down)   // to the first match, with one key
        #expect(page(navigation).focusedPath == sample.path("README.md"))
    }

    @Test func eachPageHasItsOwnFilter() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        h.type("s")
        #expect(names(h) == ["docs/", "src/"])
        h.press(.down)
        h.press(.enter)  // docs/, unfiltered
        #expect(names(h) == ["notes/", "guide.md"])
        h.press(.escape)
        #expect(page(navigation).filter == "s", "the top page kept its filter")
        #expect(names(h) == ["docs/", "src/"])
    }

    @Test func aClickFocusesARowAndShowsItsPath() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        h.click(onText: "README.md")
        #expect(page(navigation).focusedPath == sample.path("README.md"))
        #expect(h.rows[h.rows.count - 2].contains(sample.path("README.md")))
    }

    @Test func typingOnTheListGoesToTheFilter() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        let search = try #require(page(navigation).navigationItem.searchController)
        #expect(page(navigation).list.isFocused)
        h.type("sr")  // the search bar takes focus and the letters
        #expect(search.searchBar.isFocused)
        #expect(page(navigation).filter == "sr")
        #expect(names(h) == ["src/"])
        #expect(h.rows[1].contains("/ sr"), "the bar shows what was typed: \(h.rows[1])")

        h.press(.down)  // ↓ from the bar: the first match
        #expect(page(navigation).focusedPath == sample.path("src"))
        h.type("C")  // a capital comes as the letter; it is added at the end
        #expect(search.searchBar.isFocused)
        #expect(page(navigation).filter == "srC")
        #expect(names(h) == ["src/"], "the filter ignores case")

        h.press(.down)
        h.press(.backspace)
        #expect(search.searchBar.isFocused, "Backspace edits the filter too")
        #expect(page(navigation).filter == "sr")
        #expect(!h.hasStopped)
    }

    @Test func escEndsEditingThenClearsTheFilterAndNeverQuits() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        h.type("md")
        h.press(.escape)  // ends editing: the typed filter is kept, focus goes to the list
        #expect(page(navigation).filter == "md" && page(navigation).list.isFocused)
        h.press(.escape)  // from the list with a filter: clears it and leaves the search
        #expect(page(navigation).filter.isEmpty && page(navigation).list.isFocused)
        h.press(.escape)  // the first page, nothing to go back to: Esc never quits
        #expect(!h.hasStopped)
        h.press(.character("q"))  // q quits
        #expect(h.hasStopped)
    }

    @Test func theListKeepsItsOwnKeys() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        h.press(.backspace)  // no filter to edit: nothing happens
        #expect(page(navigation).list.isFocused)
        h.press(.character(" "))  // Space opens the folder, as Enter does
        #expect(page(navigation).folder == sample.path("docs"))
        h.press(.down)
        h.press(.down)
        #expect(page(navigation).focusedPath == sample.path("docs/guide.md"), "the arrows move")
        #expect(page(navigation).filter.isEmpty)
        h.press(.character("?"))
        #expect(h.text.contains("any key closes"), "? lists the keys")
        #expect(h.text.contains("/") && h.text.contains("search"))
        h.press(.escape)  // closes the list
        #expect(page(navigation).list.isFocused)
        h.press(.character("/"))
        #expect(page(navigation).navigationItem.searchController?.searchBar.isFocused == true)
        #expect(page(navigation).filter.isEmpty, "/ goes to the filter without typing itself")
    }

    /// q on the list goes back (on the first page: quits) whatever is in the filter; in the bar
    /// it is text.
    @Test func qOnTheListGoesBackEvenWithAFilter() throws {
        let sample = try SampleTree()
        let (h, navigation, _) = start(sample.root)
        h.press(.character("/"))
        h.type("q")  // in the bar, q is text
        #expect(page(navigation).filter == "q")
        #expect(!h.hasStopped)
        h.press(.backspace)
        h.type("s")
        h.press(.down)
        h.press(.character("q"))
        #expect(page(navigation).filter == "s")
        #expect(h.hasStopped)
    }
}
