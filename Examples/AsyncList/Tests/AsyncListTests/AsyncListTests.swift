import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import AsyncList

/// AsyncList's folder list on the headless harness. Reading a folder is real async work (a
/// pause, then the disk), so the tests wait for what it leads to, with a timeout.
@Suite @MainActor
struct AsyncListTests {
    /// A folder holding `photos/` and `notes.txt` (2 KB), removed when `body` ends.
    func withSampleFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("async-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data(count: 2048).write(to: folder.appendingPathComponent("notes.txt"))
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    /// The folder's controller in a navigation controller, as `main.swift` starts it; loading
    /// the view reads the folder.
    func start(_ list: FolderViewController) -> ApplicationHarness {
        ApplicationHarness(rootViewController: NavigationController(rootViewController: list), width: 100, height: 12)
    }

    @Test func showsLoadingThenTheEntriesFoldersFirst() async throws {
        try await withSampleFolder { folder in
            let list = FolderViewController(folder: folder)
            let h = start(list)
            #expect(h.text.contains("Loading…"))
            #expect(h.text.contains("reading \(folder.path)"))
            #expect(h.rows[0].contains(folder.lastPathComponent), "the folder's name is the title")
            #expect(h.text.contains("r reload"), "the bar button item's key is hinted")

            #expect(await h.wait(forText: "2 entries"))
            #expect(!h.text.contains("Loading…"))
            let photos = try #require(h.position(of: "photos/"))
            let notes = try #require(h.position(of: "notes.txt"))
            #expect(photos.y < notes.y, "folders first")
            #expect(h.rows[notes.y].contains("KB"), "the file's size: \(h.rows[notes.y])")
        }
    }

    @Test func readingAgainShowsLoadingThenWhatIsThereNow() async throws {
        try await withSampleFolder { folder in
            let list = FolderViewController(folder: folder)
            let h = start(list)
            #expect(await h.wait(forText: "2 entries"))

            try FileManager.default.removeItem(at: folder.appendingPathComponent("notes.txt"))
            h.press(.character("r"))   // the bar button item
            #expect(h.text.contains("Loading…"))
            #expect(await h.wait(forText: "1 entries"))
            #expect(h.position(of: "photos/") != nil)
            #expect(h.position(of: "notes.txt") == nil)
        }
    }

    @Test func saysWhyWhenTheFolderCannotBeRead() async {
        let list = FolderViewController(folder: URL(fileURLWithPath: "/no/such/folder"))
        let h = start(list)
        #expect(await h.wait(forText: "could not read /no/such/folder"))
        #expect(!h.text.contains("Loading…"), "the reason takes the loading state's place")
        #expect(h.text.contains("The folder could not be read"))
    }

    @Test func loadEntriesSortsFoldersFirstThenByName() async throws {
        try await withSampleFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("archive"), withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent("a.txt"))
            let entries = try await loadEntries(in: folder)
            #expect(entries.map(\.name) == ["archive", "photos", "a.txt", "notes.txt"])
            #expect(entries.map(\.isFolder) == [true, true, false, false])
            #expect(entries.last?.size == 2048)
        }
    }

    @Test func theSegmentedControlSortsBySize() async throws {
        try await withSampleFolder { folder in
            try Data(count: 9000).write(to: folder.appendingPathComponent("big.bin"))
            let list = FolderViewController(folder: folder)
            let h = start(list)
            #expect(await h.wait(forText: "3 entries"))
            #expect(h.text.contains("‹ by name | by size ›"))
            let byName = try #require(h.position(of: "big.bin")), notes = try #require(h.position(of: "notes.txt"))
            #expect(byName.y < notes.y)
            h.click(onText: "by size")
            #expect(list.sortControl.selectedSegmentIndex == SortOrder.size.rawValue)
            h.settle()
            let big = try #require(h.position(of: "big.bin")), photos = try #require(h.position(of: "photos/"))
            #expect(big.y < photos.y, "the largest first: \(h.text)")
            h.press(.left)   // the control has focus from the click: ← goes back to by name
            h.settle()
            #expect(list.sortControl.selectedSegmentIndex == SortOrder.name.rawValue)
            #expect(try #require(h.position(of: "photos/")).y < (try #require(h.position(of: "big.bin"))).y)
        }
    }

    @Test func theEditButtonShowsEachRowsHideButton() async throws {
        try await withSampleFolder { folder in
            let list = FolderViewController(folder: folder)
            let h = start(list)
            #expect(await h.wait(forText: "2 entries"))
            #expect(h.text.contains("e edit") && !h.text.contains("⊖"))
            h.press(.character("e"))
            #expect(list.isEditing && list.collectionView.isEditing && h.text.contains("e done"))
            #expect(h.text.contains("⊖"))
            let notes = try #require(h.position(of: "notes.txt"))
            let minus = try #require(h.rows[notes.y].firstIndex(of: "⊖"))
            h.click(x: h.rows[notes.y].distance(from: h.rows[notes.y].startIndex, to: minus), y: notes.y)
            h.settle()
            #expect(h.position(of: "notes.txt") == nil && h.text.contains("1 entries, 1 hidden"))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path), "the file stays")
        }
    }

    @Test func aRowsContextMenuShowsItsPathOrHidesIt() async throws {
        try await withSampleFolder { folder in
            let list = FolderViewController(folder: folder)
            let h = start(list)
            #expect(await h.wait(forText: "2 entries"))
            let notes = try #require(h.position(of: "notes.txt"))
            h.click(at: notes, button: .right)
            #expect(h.text.contains("Show Path") && h.text.contains("Hide from List"))
            h.press(.enter)
            #expect(h.text.contains(folder.appendingPathComponent("notes.txt").path))
            h.press(.function(10), .shift)   // the keyboard's way: the focused row (notes.txt)
            h.press(.down)
            h.press(.enter)
            h.settle()
            #expect(h.position(of: "notes.txt") == nil)
        }
    }
}
