import Foundation
import Testing

/// A folder of golden files: checked-in text that a test's output must equal exactly, one
/// `<name>.txt` each. A mismatch is reported as the lines that differ; run the tests with
/// `UPDATE_GOLDEN=1` to write the files from the output instead (after a deliberate change,
/// or to create a new one), then review them as any other diff.
public struct GoldenFiles: Sendable {
    /// The environment variable that turns checking into recording.
    public static let updateVariable = "UPDATE_GOLDEN"

    /// Whether this run records golden files rather than checking them.
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

    /// The folder holding the `<name>.txt` files.
    public let directory: URL

    /// The golden files in `directory` (created on the first recording if missing).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The `folder` beside a test source file: `GoldenFiles(nextTo: #filePath)`.
    public init(nextTo filePath: String, folder: String = "Golden") {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder)
    }

    /// Records an issue unless `actual` equals the golden file `name` (`<name>.txt`); with
    /// `UPDATE_GOLDEN=1`, writes `actual` to it instead.
    public func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let shownName = "\(directory.lastPathComponent)/\(url.lastPathComponent)"
        if Self.isUpdating {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write \(shownName): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(shownName) — run with \(Self.updateVariable)=1 to create it; the output was:\n\(actual)",
                         sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("""
                \(shownName) differs (\(Self.updateVariable)=1 rewrites it after a deliberate change):
                \(GoldenDifference(expected: expected, actual: actual))
                """, sourceLocation: sourceLocation)
        }
    }
}
