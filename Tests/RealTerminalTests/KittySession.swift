import Foundation
import Testing
/// A real terminal emulator for tests: kitty (Debian's 0.26) on a private Xvfb display, with an
/// interactive POSIX shell in its one window, driven through kitty's remote control
/// (`kitty @ send-text`, `get-text`). Rendering is software OpenGL (mesa's llvmpipe), so it runs
/// on machines with no GPU and no screen. Both processes belong to the session and are ended by
/// `kill()` (or `deinit`); every remote-control call is bounded by a timeout.
///
///     let kitty = try KittySession(width: 80, height: 24)
///     defer { kitty.kill() }
///     try kitty.run("\(demo) emoji")          // a command line, then Enter
///     try kitty.waitForText("3,655 emoji")
///     try kitty.send("\u{1B}[B")             // raw bytes, exactly as a key would send them
final class KittySession {
    let width: Int
    let height: Int
    /// A private folder: kitty's socket and config, the shell's home.
    let directory: URL
    /// The X display, ":N".
    private(set) var display = ""
    private var xvfb: pid_t = 0
    private var kitty: pid_t = 0
    private var killed = false
    private var holdsTurn = false

    static let prompt = "kitty$ "

    /// Starts Xvfb and kitty with a `width`×`height` window running `dash -i`, and waits for
    /// the prompt. `environment` is added to the shell's.
    init(width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        self.width = width
        self.height = height
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-kitty-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XDisplayTurn.take()
        holdsTurn = true
        do {
            try startDisplay()
            try startKitty(environment: environment)
            try waitFor("the shell prompt") { $0.contains(Self.prompt.trimmingCharacters(in: .whitespaces)) }
        } catch {
            kill()
            throw error
        }
    }

    deinit { kill() }

    /// Ends kitty and the display (SIGTERM, then SIGKILL after two seconds). Safe to repeat.
    func kill() {
        guard !killed else { return }
        killed = true
        for pid in [kitty, xvfb] where pid > 0 { Subprocess.end(pid) }
        if holdsTurn { holdsTurn = false; XDisplayTurn.give() }
        try? FileManager.default.removeItem(at: directory)
    }

    private var socket: String { "unix:" + directory.appendingPathComponent("kitty.sock").path }

    private func startDisplay() throws {
        (xvfb, display) = try PrivateDisplay.start(screen: "1600x1200x24", in: directory)
    }

    private func startKitty(environment extra: [String: String]) throws {
        var environment = Subprocess.baseEnvironment
        environment["DISPLAY"] = display
        // No GPU here: mesa's software rasterizer (llvmpipe) does kitty's OpenGL.
        environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
        environment["HOME"] = directory.path
        environment["XDG_CONFIG_HOME"] = directory.path
        environment["KITTY_CONFIG_DIRECTORY"] = directory.path
        environment["PS1"] = Self.prompt
        environment.merge(extra) { $1 }
        let shell = FileManager.default.isExecutableFile(atPath: "/bin/dash") ? "/bin/dash" : "/bin/sh"
        let options = [
            "allow_remote_control=yes", "initial_window_width=\(width)c", "initial_window_height=\(height)c",
            "remember_window_size=no", "window_padding_width=0", "placement_strategy=top-left", "font_size=11",
            "enable_audio_bell=no", "cursor_blink_interval=0", "confirm_os_window_close=0", "linux_display_server=x11",
        ]
        kitty = try Subprocess.spawn("kitty", ["--config", "NONE", "--listen-on", socket] + options.flatMap { ["-o", $0] }
                                     + ["--directory", directory.path, shell, "-i"],
                                     environment: environment, log: directory.appendingPathComponent("kitty.log").path)
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if (try? remote(["ls"], timeout: 5)) != nil { return }
            guard Subprocess.isRunning(kitty) else { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw RealTerminalFailure("kitty did not start under Xvfb: \(Self.tail(directory.appendingPathComponent("kitty.log")))")
    }

    // MARK: - Input

    /// Sends bytes to the program as typed keys would be (`send-text --stdin`: no escapes
    /// interpreted, so any byte goes through as is).
    func send(_ text: String) throws {
        let file = directory.appendingPathComponent("send-\(UUID().uuidString.prefix(8))")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try remote(["send-text", "--stdin"], stdin: file.path)
    }

    /// Types a shell command line and presses Enter.
    func run(_ commandLine: String) throws { try send(commandLine + "\r") }

    // MARK: - Output

    /// The screen as text (`get-text`), one line per row, as kitty stores it.
    func capture() throws -> String { try remote(["get-text"]) }

    /// The screen with its styles as SGR sequences (`get-text --ansi`).
    func captureANSI() throws -> String { try remote(["get-text", "--ansi"]) }

    /// Polls the screen until `condition` holds; on timeout throws with the last screen.
    @discardableResult
    func waitFor(_ description: String, timeout: Duration = .seconds(20), until condition: (String) throws -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while true {
            screen = (try? capture()) ?? screen
            if try condition(screen) { return screen }
            if ContinuousClock.now >= deadline { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw RealTerminalFailure("kitty: timed out after \(timeout) waiting for \(description); the screen was:\n\(Self.framed(screen))")
    }

    @discardableResult
    func waitForText(_ text: String, timeout: Duration = .seconds(20)) throws -> String {
        try waitFor("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// The X window kitty draws in (for screenshots).
    func windowID() throws -> String {
        let listing = try remote(["ls"])
        guard let match = listing.firstMatch(of: /"platform_window_id": (\d+)/) else {
            throw RealTerminalFailure("kitty @ ls named no window:\n\(listing)")
        }
        return String(match.1)
    }

    static func framed(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { "│" + $0 }.joined(separator: "\n")
    }

    // MARK: - Remote control

    @discardableResult
    private func remote(_ arguments: [String], stdin: String? = nil, timeout: Int = 10) throws -> String {
        var environment = Subprocess.baseEnvironment
        environment["DISPLAY"] = display
        let result = try Subprocess.run("timeout", [String(timeout), "kitty", "@", "--to", socket] + arguments,
                                        environment: environment, stdin: stdin)
        guard result.status == 0 else {
            throw RealTerminalFailure("kitty @ \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.error)")
        }
        return result.output
    }

    private static func tail(_ file: URL) -> String {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? "(no log)"
        return String(text.suffix(2000))
    }
}

/// A failed step against a real terminal, with what a person needs to see to understand it.
struct RealTerminalFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
