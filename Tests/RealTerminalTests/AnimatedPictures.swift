import Foundation
import ProcessTestSupport
import Testing

/// `make screenshots` also records short animated GIFs of what Tessera is for — the frames
/// between two screens — from real frames in kitty under Xvfb. The demo runs with its updates
/// slowed down (`TESSERA_ANIMATION_MS`) so that the window can be grabbed many times within one;
/// the GIF plays them back at about a quarter of real speed, so a reader can follow each row,
/// and holds the settled screen before it loops. Runs only with `TESSERA_SCREENSHOTS` set.
@Suite(.serialized, .ownThread, .enabled(if: screenshotFolder != nil, "set TESSERA_SCREENSHOTS (make screenshots) to record them"))
struct AnimatedPictures {
    /// A demo, what to do in it (each step: keys, then how long to keep recording), and text
    /// that says it is ready.
    struct Recording: Sendable, CustomStringConvertible {
        var name: String
        var arguments: String
        var ready: String
        var setup: [String] = []
        var steps: [(keys: String, seconds: Double)]
        var width = 100, height = 26
        var description: String { name }
    }

    /// How much slower than real time updates run while recording.
    static let slowdown = 8
    static let recordings: [Recording] = [
        Recording(name: "mountains-typing", arguments: "mountains", ready: "1,645 of 1,645",
                  steps: [("m", 2.2), ("o", 2.2), ("n", 2.2), ("t", 2.4)]),
        Recording(name: "wifi-networks", arguments: "wifi", ready: "CHOOSE A NETWORK", steps: [("", 9)], width: 80, height: 24),
        Recording(name: "outline-opening", arguments: "outline", ready: "Outline", setup: ["\u{1B}[B"],
                  steps: [("\u{1B}[C", 2.4), ("\u{1B}[B\u{1B}[B\u{1B}[C", 2.4), ("\u{1B}[A\u{1B}[A\u{1B}[D", 2.4)], width: 80, height: 24),
        Recording(name: "insertion-sort", arguments: "insertion-sort", ready: "Insertion Sort", steps: [("\r", 9)], width: 60, height: 16),
    ]

    @Test(arguments: recordings)
    func record(_ recording: Recording) throws {
        let folder = try #require(screenshotFolder)
        let kitty = try KittySession(width: recording.width, height: recording.height,
                                     environment: ["TESSERA_ANIMATION_MS": "\(200 * Self.slowdown)"])
        defer { kitty.kill() }
        try kitty.run("clear; exec \(try RealTerminalTests.demo) \(recording.arguments)")
        try kitty.waitForText(recording.ready)
        for keys in recording.setup {
            try kitty.send(keys)
            Thread.sleep(forTimeInterval: 2)
        }
        let frames = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-gif-\(recording.name)-\(getpid())")
        try? FileManager.default.removeItem(at: frames)
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: frames) }

        // Grab the window as fast as `import` allows, noting when each grab was taken.
        let window = try kitty.windowID()
        var shots: [(file: String, at: Double)] = []
        var grabs = 0
        let start = ContinuousClock.now
        func elapsed() -> Double { let d = ContinuousClock.now - start; return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        func grab() throws {
            let file = frames.appendingPathComponent(String(format: "%04d.png", grabs)).path
            grabs += 1
            let at = elapsed()
            let result = try Subprocess.run("timeout", ["10", "import", "-display", kitty.display, "-window", window,
                                                        "-resize", "900x>", "-strip", file],
                                            environment: Subprocess.baseEnvironment)
            guard result.status == 0, let data = FileManager.default.contents(atPath: file) else { return }
            // A grab the same as the one before adds nothing: the earlier one just shows longer.
            if let last = shots.last, FileManager.default.contents(atPath: last.file) == data {
                try? FileManager.default.removeItem(atPath: file)
                return
            }
            shots.append((file, at))
        }
        try grab()
        for step in recording.steps {
            if !step.keys.isEmpty { try kitty.send(step.keys) }
            let end = elapsed() + step.seconds
            while elapsed() < end { try grab() }
        }
        #expect(shots.count > 5, "too few different frames grabbed: \(shots.count)")

        // Each grab shows for the time until the next, played back at `slowdown / 4` × speed
        // (so a 200 ms update takes about 0.8 s); the last one holds for two seconds. GIF delays
        // are in hundredths of a second.
        var arguments = ["-loop", "0"]
        for (n, shot) in shots.enumerated() {
            let next = n + 1 < shots.count ? shots[n + 1].at : shot.at + 2 * Double(Self.slowdown) / 4
            let hundredths = max(2, Int(((next - shot.at) * 4 / Double(Self.slowdown) * 100).rounded()))
            arguments += ["-delay", "\(hundredths)", shot.file]
        }
        let gif = URL(fileURLWithPath: folder).appendingPathComponent("\(recording.name).gif").path
        arguments += ["-layers", "Optimize", "-colors", "128", gif]
        let result = try Subprocess.run("timeout", ["300", "convert"] + arguments, environment: Subprocess.baseEnvironment)
        #expect(result.status == 0, "convert failed: \(result.error)")
        #expect(FileManager.default.fileExists(atPath: gif))
    }
}
