import Foundation

/// A file or folder on disk.
struct Entry: Hashable, Sendable {
    let path: String
    let isFolder: Bool

    var name: String { (path as NSString).lastPathComponent }
}

/// Why a folder could not be read, in a few words a row can show ("permission denied").
struct FolderReadError: Error, Hashable, Sendable {
    let reason: String
}

/// Reads folders from disk, one at a time, when asked. It notes each folder it read, so tests
/// can see that reading is lazy: a folder is read when it is opened, never before.
@MainActor
final class FolderReader {
    /// Every folder read, in order (a folder opened twice is read twice).
    private(set) var foldersRead: [String] = []

    /// The folder's entries, folders first, then by name ignoring case; or why it could not be
    /// read. Symbolic links to folders count as folders.
    func contents(of folder: String) -> Result<[Entry], FolderReadError> {
        foldersRead.append(folder)
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder)
        } catch {
            return .failure(FolderReadError(reason: Self.reason(reading: folder, error)))
        }
        let entries = names.map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            let exists = manager.fileExists(atPath: path, isDirectory: &isFolder)
            return Entry(path: path, isFolder: exists && isFolder.boolValue)
        }
        return .success(entries.sorted(by: Self.areInOrder))
    }

    /// Folders first, then by name ignoring case (and by name as it is, to break a tie).
    static func areInOrder(_ a: Entry, _ b: Entry) -> Bool {
        if a.isFolder != b.isFolder { return a.isFolder }
        let (left, right) = (a.name.lowercased(), b.name.lowercased())
        return left != right ? left < right : a.name < b.name
    }

    /// The plain reason: what is wrong with the path, else the system's description.
    static func reason(reading folder: String, _ error: any Error) -> String {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if !manager.fileExists(atPath: folder, isDirectory: &isFolder) { return "it is not there (any more)" }
        if !isFolder.boolValue { return "it is not a folder" }
        if !manager.isReadableFile(atPath: folder) { return "permission denied" }
        return error.localizedDescription
    }
}
