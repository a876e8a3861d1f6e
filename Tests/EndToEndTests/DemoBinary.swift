import Foundation

/// The built `tessera-demos`: `$TESSERA_BIN_DIR/tessera-demos` (the Makefile sets it), else
/// `.build/debug/` of the package these tests belong to. `path(of:)` finds the package's other
/// programs (the `loop-check` fixture) in the same folder; the examples' programs are
/// built in their own packages (`ExamplePackage`).
enum DemoBinary {
    static var path: String {
        get throws { try path(of: "tessera-demos") }
    }

    static func path(of program: String) throws -> String {
        let folder: String
        if let configured = ProcessInfo.processInfo.environment["TESSERA_BIN_DIR"], !configured.isEmpty {
            folder = configured
        } else {
            folder = packageRoot.appendingPathComponent(".build/debug").path
        }
        let path = folder + "/" + program
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure("\(path) does not exist: build it first (`swift build`, or `make test`).")
        }
        return path
    }

    /// The package these tests belong to.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A shell script that runs the demo, writes its process id to `demo.pid` and, when the
    /// demo ends (however), prints "demo exit status: N". It is a non-interactive shell, so
    /// it reports a death by SIGINT too, where an interactive shell would drop the line.
    static func writeRunner(in directory: URL) throws -> String {
        let script = directory.appendingPathComponent("run-demo.sh")
        try """
            #!/bin/sh
            sh -c 'echo $$ > demo.pid; exec "$@"' sh "$@"
            echo "demo exit status: $?"

            """.write(to: script, atomically: true, encoding: .utf8)
        return script.path
    }
}
