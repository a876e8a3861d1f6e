import Foundation
import ProcessTestSupport
import Testing

/// `make screenshots`, light side: seed demos as xterm (white background, 256 colours) and
/// rxvt-unicode (white background) draw them, for the README's light-background picture. Runs
/// only when `TESSERA_SCREENSHOTS` names the folder to write to (nested in `Screenshots`, whose
/// condition it shares, so the pictures are taken one at a time).
extension Screenshots { @Suite(.serialized) struct LightScreenshots {
    struct Shot: Sendable, CustomStringConvertible {
        var name: String
        var emulator: X11TerminalSession.Emulator
        var term: String
        var demo: String
        var started = "↑↓"
        var keys: [String] = []
        var ready: String
        var description: String { name }
    }

    static let shots: [Shot] = [
        Shot(name: "wifi-light-xterm", emulator: .xterm, term: "xterm-256color", demo: "wifi", ready: "CHOOSE A NETWORK"),
        Shot(name: "mountains-light-xterm-8", emulator: .xterm, term: "xterm", demo: "mountains", started: "1,645 of 1,645",
             keys: ["mont"], ready: "Fremont Peak"),
        Shot(name: "emoji-light-urxvt", emulator: .urxvt, term: "rxvt-unicode-256color", demo: "emoji", ready: "Emoji Explorer"),
    ]

    @Test(arguments: shots)
    func take(_ shot: Shot) throws {
        let folder = try #require(screenshotFolder)
        let session = try X11TerminalSession(shot.emulator, term: shot.term, width: 100, height: 30,
                                             command: "\(try RealTerminalTests.demo) \(shot.demo) --no-animation")
        defer { session.kill() }
        try session.waitFor("\(shot.demo) to start") { $0.text.contains(shot.started) }
        for keys in shot.keys { try session.type(keys) }
        try session.waitFor("\(shot.ready)") { $0.text.contains(shot.ready) }
        // The emulator paints what it was sent within a frame or two of it.
        Thread.sleep(forTimeInterval: 0.5)
        try session.screenshot(to: URL(fileURLWithPath: folder).appendingPathComponent("\(shot.name).png").path)
        // The screen text beside it (`PictureText`): what the program sent, read back.
        let picture = PictureText(arguments: [shot.demo, "--no-animation"], width: session.width, height: session.height,
                                  keys: shot.keys, ready: shot.ready, emojiAsTextSymbols: shot.emulator == .urxvt ? true : nil)
        try picture.file(screen: session.screen().text)
            .write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(shot.name).txt"), atomically: true, encoding: .utf8)
    }
} }
