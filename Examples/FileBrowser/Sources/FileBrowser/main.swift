// FileBrowser: a folder's entries, each folder opened as a page of its own and read when you
// open it. ↑/↓ move, Enter opens a folder, Esc comes back; type to filter the page by name (the
// search bar takes the letters, ↓ goes back to the first match), Esc ends editing, a second Esc
// clears the filter. q on the first page quits (Esc never does). Run it with `swift run file-browser [folder]`
// (default: this folder).
import Foundation
import Tessera

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
    let top = FolderViewController(folder: folder.standardizedFileURL.path, reader: FolderReader())
    let application = try Application(rootViewController: NavigationController(rootViewController: top))
    application.run()  // until q or Ctrl-C; the terminal is given back
} catch {
    FileHandle.standardError.write(Data("file-browser: \(error)\n".utf8))
    exit(1)
}
