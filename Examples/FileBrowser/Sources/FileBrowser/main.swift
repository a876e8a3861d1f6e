// FileBrowser: a folder's tree, each folder read when you open it. ↑/↓ move, →/← or Enter open
// and close a folder; type to filter by name, in the field or from the tree (↓ goes to the
// tree, / comes back), Esc clears the filter, q in the tree quits. Run it with
// `swift run file-browser [folder]` (default: this folder).
import Foundation
import Tessera

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
    let application = try Application(rootView: FileBrowser(folder: folder.standardizedFileURL.path))
    application.run()  // until q, Esc or Ctrl-C; the terminal is given back
} catch {
    FileHandle.standardError.write(Data("file-browser: \(error)\n".utf8))
    exit(1)
}
