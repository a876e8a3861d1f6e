import Foundation
import Testing

/// Golden text files under `Golden/`, next to this file. A test compares its output with the
/// checked-in file exactly; run with `UPDATE_GOLDEN=1` to write the files instead.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        if isUpdating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(url.lastPathComponent); run the tests with UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.components(separatedBy: "\n"), actualLines = actual.components(separatedBy: "\n")
            let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
            let shown = { (lines: [String]) in line < lines.count ? lines[line] : "<end>" }
            Issue.record("""
                \(url.lastPathComponent) differs at line \(line + 1):
                  expected: \(shown(expectedLines))
                  actual:   \(shown(actualLines))
                (UPDATE_GOLDEN=1 rewrites it after a deliberate change)
                """, sourceLocation: sourceLocation)
        }
    }
}
