import Foundation
import Testing

extension EndToEndTests {
    /// `async-list`, the program of the Examples/AsyncList package, built by `ExamplePackage`.
    @Suite struct AsyncList {
        @Test func showsLoadingThenTheFolderAndReloads() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("async-list-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
            try Data(count: 2048).write(to: folder.appendingPathComponent("notes.txt"))
            defer { try? FileManager.default.removeItem(at: folder) }

            let session = try TmuxSession(command: [try ExamplePackage.binary("async-list", in: "AsyncList"), folder.path])
            defer { session.kill() }
            try session.waitForText("Loading…")
            // The status changes at once; the rows animate in as the loading state goes.
            let listed = try session.waitFor("the folder's entries") {
                $0.contains("2 entries") && $0.contains("notes.txt") && !$0.contains("Loading…")
            }
            let rows = listed.split(separator: "\n").map(String.init)
            let photos = try #require(rows.firstIndex { $0.contains("photos/") })
            let notes = try #require(rows.firstIndex { $0.contains("notes.txt") })
            #expect(photos < notes, "folders first")
            #expect(rows[notes].contains("KB"), "the file's size: \(rows[notes])")

            try FileManager.default.removeItem(at: folder.appendingPathComponent("notes.txt"))
            try session.sendKeys("r")
            try session.waitForText("Loading…")
            try session.waitFor("the folder read again") { $0.contains("1 entries") && $0.contains("photos/") && !$0.contains("Loading…") }

            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }

        @Test func saysWhyWhenTheFolderCannotBeRead() throws {
            let session = try TmuxSession(command: [try ExamplePackage.binary("async-list", in: "AsyncList"), "/no/such/folder"])
            defer { session.kill() }
            try session.waitFor("the reason, in place of the loading state") {
                $0.contains("could not read /no/such/folder") && !$0.contains("Loading…")
            }
            try session.sendKeys("q")   // Esc goes back a screen and never quits
            #expect(try session.waitForExit() == 0)
        }
    }
}
