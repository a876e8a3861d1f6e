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

    func start(_ folder: String, width: Int = 100, height: Int = 14) -> (ApplicationHarness, FileBrowser) {
        let browser = FileBrowser(folder: folder)
        return (ApplicationHarness(rootView: browser, width: width, height: height), browser)
    }

    /// The rows of the tree, as text without the indentation and the padding.
    func treeRows(_ h: ApplicationHarness) -> [String] {
        Array(h.rows.dropFirst().dropLast(2)).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// From the filter field into the tree, on its first row.
    func enterTree(_ h: ApplicationHarness) {
        h.press(.down)
    }

    /// Moves focus down the tree to the entry `name`.
    func focus(_ name: String, in h: ApplicationHarness, browser: FileBrowser, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<20 where !browser.focusedPath.hasSuffix("/" + name) { h.press(.down) }
        #expect(browser.focusedPath.hasSuffix("/" + name), sourceLocation: sourceLocation)
    }

    @Test func startsWithTheTopFolderReadAndNothingElse() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        #expect(treeRows(h).map { $0.replacingOccurrences(of: "▸ ", with: "") }
                == ["docs/", "empty/", "src/", ".hidden", "README.md"])
        #expect(treeRows(h).prefix(3).allSatisfy { $0.hasPrefix("▸ ") }, "folders can be opened: \(treeRows(h))")
        #expect(browser.reader.foldersRead == [sample.root])
        #expect(h.rows[h.rows.count - 2].contains(sample.root), "the status line shows the top folder before any row has focus")
        let screen = h.rows.map { $0.replacingOccurrences(of: sample.root, with: "<root>") }
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        Self.goldens.expect(screen, matches: "start-100x14")
    }

    @Test func aFolderIsReadWhenItOpensAndEachTimeItOpens() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        enterTree(h)
        #expect(browser.focusedPath == sample.path("docs"))
        h.press(.right)
        #expect(browser.reader.foldersRead == [sample.root, sample.path("docs")])
        #expect(treeRows(h).prefix(4) == ["▾ docs/", "▸ notes/", "guide.md", "▸ empty/"])
        #expect(!browser.reader.foldersRead.contains(sample.path("docs/notes")), "notes/ is not open, so not read")

        h.press(.left)  // closes docs/
        #expect(!h.text.contains("guide.md"))
        h.press(.right)
        #expect(browser.reader.foldersRead == [sample.root, sample.path("docs"), sample.path("docs")])
    }

    @Test func theStatusLineShowsTheFocusedEntrysPath() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        enterTree(h)
        h.press(.right)  // open docs/
        focus("guide.md", in: h, browser: browser)
        #expect(h.rows[h.rows.count - 2].contains(sample.path("docs/guide.md")))
        h.press(.down)
        #expect(h.rows[h.rows.count - 2].contains(sample.path("empty")))
    }

    @Test func aLongPathLosesItsStartNotItsEnd() throws {
        let sample = try SampleTree()
        let (h, _) = start(sample.root, width: 24)
        enterTree(h)
        h.press(.right)
        h.press(.down)
        h.press(.down)  // docs/guide.md
        let status = h.rows[h.rows.count - 2]
        #expect(status.hasPrefix(" …"), "\(status)")
        #expect(status.contains("docs/guide.md"), "\(status)")
    }

    @Test func anEmptyFolderSaysSo() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        enterTree(h)
        focus("empty", in: h, browser: browser)
        h.press(.right)
        #expect(h.text.contains("empty folder"))
    }

    @Test func aFolderThatCannotBeReadSaysWhyInItsRow() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        try FileManager.default.removeItem(atPath: sample.path("src"))  // gone after the top was read
        enterTree(h)
        focus("src", in: h, browser: browser)
        h.press(.right)
        #expect(h.text.contains("⚠ cannot read: it is not there (any more)"))
        let warning = try #require(h.position(of: "⚠ cannot read"))
        #expect(h.style(at: warning).foreground == Theme.standard.destructive.foreground)
        h.press(.down)
        #expect(browser.focusedPath == sample.path("src"), "the warning's row stands for its folder")
        #expect(!h.hasStopped)
    }

    @Test func aStartFolderThatCannotBeReadSaysWhy() {
        let (h, browser) = start("/no/such/folder")
        #expect(h.text.contains("⚠ cannot read: it is not there (any more)"))
        #expect(browser.reader.foldersRead == ["/no/such/folder"])
        h.press(.character("c"), .ctrl)
        #expect(h.hasStopped)
    }

    @Test func typingFiltersWhatWasReadAndKeepsMatchesUnderTheirFolders() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        h.type("todo")  // nothing read holds it yet: notes/ was never opened
        #expect(treeRows(h) == ["no name matches “todo” in the folders opened so far"])
        #expect(h.text.contains("0 matches"))
        #expect(browser.reader.foldersRead == [sample.root], "filtering reads nothing")

        h.press(.escape)  // clears the filter
        enterTree(h)
        h.press(.right)                              // open docs/
        focus("notes", in: h, browser: browser)
        h.press(.right)                              // open docs/notes/
        h.press(.character("/"))                     // back to the filter
        h.type("TODO")
        #expect(treeRows(h) == ["▾ docs/", "▾ notes/", "todo.txt"])
        #expect(h.text.contains("1 match"))
        let match = try #require(h.runs(of: "todo.txt")?.first { $0.text.contains("todo") })
        #expect(match.style == Theme.standard.match, "the matched part is highlighted: \(h.runs(of: "todo.txt") ?? [])")

        h.press(.escape)  // the whole tree again, open as it was
        #expect(treeRows(h).prefix(4) == ["▾ docs/", "▾ notes/", "todo.txt", "guide.md"])
        #expect(treeRows(h).contains("README.md"))
    }

    @Test func aFolderOpenedWhileFilteringShowsItsMatchesOnly() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        h.type("src")
        #expect(treeRows(h) == ["▸ src/"], "its name matches; what it holds is not read yet")
        enterTree(h)
        h.press(.right)
        #expect(browser.reader.foldersRead == [sample.root, sample.path("src")])
        #expect(treeRows(h) == ["▾ src/", "no name here matches “src”"])
        h.press(.up)  // from the top row back to the filter
        h.press(.backspace)
        h.press(.backspace)
        h.press(.backspace)
        #expect(treeRows(h).prefix(6) == ["▸ docs/", "▸ empty/", "▾ src/", "main.swift", "util.swift", ".hidden"])
    }

    @Test func aClickFocusesARowAndShowsItsPath() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        h.click(onText: "README.md")
        #expect(browser.focusedPath == sample.path("README.md"))
        #expect(h.rows[h.rows.count - 2].contains(sample.path("README.md")))
    }

    @Test func qInTheTreeQuits() throws {
        let sample = try SampleTree()
        let (h, _) = start(sample.root)
        h.type("q")  // in the filter field, q is text
        #expect(!h.hasStopped)
        h.press(.escape)
        enterTree(h)
        h.press(.character("q"))
        #expect(h.hasStopped)
    }

    @Test func typingInTheTreeGoesToTheFilter() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        enterTree(h)
        #expect(browser.tree.isFocused)
        h.type("sr")  // s is no key of the tree; the field takes focus and the r after it
        #expect(browser.filterField.isFocused)
        #expect(browser.filter == "sr")
        #expect(treeRows(h) == ["▸ src/"])
        #expect(h.rows[0].contains("sr"), "the field shows what was typed: \(h.rows[0])")

        enterTree(h)  // ↓ from the field
        h.type("C")  // a capital comes as the letter; it is added at the end
        #expect(browser.filterField.isFocused)
        #expect(browser.filter == "srC")
        #expect(treeRows(h) == ["▸ src/"], "the filter ignores case")

        enterTree(h)
        h.press(.backspace)
        #expect(browser.filterField.isFocused, "Backspace edits the filter too")
        #expect(browser.filter == "sr")
        #expect(!h.hasStopped)
    }

    @Test func theTreesOwnLettersAreTextToo() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        enterTree(h)
        h.press(.character("j"))  // j moves down in other lists; here it is the start of a name
        #expect(browser.filter == "j")
        #expect(browser.filterField.isFocused)
        #expect(browser.reader.foldersRead == [sample.root], "nothing was opened by the keys")
    }

    @Test func theTreeKeepsItsOwnKeys() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        enterTree(h)
        h.press(.backspace)  // no filter to edit: nothing happens
        #expect(browser.tree.isFocused)
        h.press(.character(" "))  // Space opens the folder, as Enter does
        #expect(browser.tree.isFocused)
        #expect(treeRows(h).prefix(2) == ["▾ docs/", "▸ notes/"])
        h.press(.down)
        h.press(.down)
        #expect(browser.focusedPath == sample.path("docs/guide.md"), "the arrows move")
        #expect(browser.filter.isEmpty)
        h.press(.character("?"))
        #expect(h.text.contains("any key closes"), "? lists the keys")
        #expect(h.text.contains("type") && h.text.contains("filter"))
        h.press(.escape)  // closes the list
        #expect(browser.tree.isFocused)
        h.press(.character("/"))
        #expect(browser.filterField.isFocused)
        #expect(browser.filter.isEmpty, "/ goes to the filter without typing itself")
    }

    /// As in the Mountains demo's results, q from the tree goes back (here: quits) whatever is
    /// in the filter; in the field it is text.
    @Test func qInTheTreeQuitsEvenWithAFilter() throws {
        let sample = try SampleTree()
        let (h, browser) = start(sample.root)
        h.type("s")
        enterTree(h)
        h.press(.character("q"))
        #expect(browser.filter == "s")
        #expect(h.hasStopped)
    }
}
