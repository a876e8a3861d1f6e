import Foundation
import ProcessTestSupport
import Testing

/// Where `make screenshots` writes (TESSERA_SCREENSHOTS); nil: no screenshots are taken.
let screenshotFolder = ProcessInfo.processInfo.environment["TESSERA_SCREENSHOTS"].flatMap { $0.isEmpty ? nil : $0 }

/// `make screenshots`: the three seed demos and three gallery examples as kitty draws them,
/// saved as PNG files for the README, each with its screen text beside it (`PictureText`). Runs only when `TESSERA_SCREENSHOTS` names the folder to
/// write to (the Makefile sets it to docs/images); `make test` skips it.
@Suite(.serialized, .ownThread, .enabled(if: screenshotFolder != nil, "set TESSERA_SCREENSHOTS (make screenshots) to take them"))
struct Screenshots {
    /// A demo, the keys that bring it to the state worth showing, and text that says it is there.
    struct Shot: Sendable, CustomStringConvertible {
        var name: String
        var arguments: String
        var keys: [String] = []
        var ready: String
        var description: String { name }
    }

    static let shots: [Shot] = [
        Shot(name: "mountains", arguments: "mountains", keys: ["mont"], ready: "Fremont Peak"),
        Shot(name: "wifi", arguments: "wifi", ready: "CHOOSE A NETWORK"),
        Shot(name: "emoji", arguments: "emoji", keys: ["\t\u{1B}[B\u{1B}[B\u{1B}[B\u{1B}[C"], ready: "food-fruit"),
        Shot(name: "conference-videos", arguments: "conference-videos", ready: "Conference Videos"),
        Shot(name: "orthogonal", arguments: "orthogonal", ready: "Orthogonal Sections"),
        Shot(name: "nested-groups", arguments: "nested-groups", ready: "Nested Groups"),
    ]

    @Test(arguments: shots)
    func take(_ shot: Shot) throws {
        let folder = try #require(screenshotFolder)
        let kitty = try KittySession(width: 100, height: 30)
        defer { kitty.kill() }
        try kitty.run("clear; exec \(try RealTerminalTests.demo) \(shot.arguments) --no-animation")
        try kitty.waitFor("the demo's first frame") { !$0.contains(KittySession.prompt) }
        for keys in shot.keys {
            let before = try kitty.capture()
            try kitty.send(keys)
            try kitty.waitFor("the screen to change after \(keys.debugDescription)") { $0 != before }
        }
        try kitty.waitForText(shot.ready)
        // Settled: the same text for three polls in a row (kitty paints within a frame of it).
        var last = "", same = 0
        try kitty.waitFor("the screen to settle") { screen in
            same = screen == last ? same + 1 : 0
            last = screen
            return same >= 3
        }
        let path = URL(fileURLWithPath: folder).appendingPathComponent("\(shot.name).png").path
        let result = try Subprocess.run("timeout", ["20", "import", "-display", kitty.display, "-window", try kitty.windowID(),
                                                    "-resize", "1000x>", "-strip", "-define", "png:compression-level=9", path],
                                        environment: Subprocess.baseEnvironment)
        #expect(result.status == 0, "import failed: \(result.error)")
        // The picture's screen text beside it, with how it was taken (`PicturesTellTheTruth`).
        let picture = PictureText(arguments: shot.arguments.split(separator: " ").map(String.init) + ["--no-animation"],
                                  width: kitty.width, height: kitty.height, keys: shot.keys, ready: shot.ready)
        let text = URL(fileURLWithPath: folder).appendingPathComponent("\(shot.name).txt")
        try picture.file(screen: try kitty.capture()).write(to: text, atomically: true, encoding: .utf8)
    }
}
