import Foundation
import ProcessTestSupport
import Testing
/// A program running in a detached tmux session of a fixed size, on a private tmux server
/// (`tmux -L <unique name>`), so tests never touch a user's sessions or each other's.
/// The server is killed by `kill()`, and by `deinit` when a test ends early by throwing.
///
/// Typical use:
///
///     let session = try TmuxSession(command: [demo.path, "keys"])
///     defer { session.kill() }
///     try session.waitForText("key and mouse inspector")
///     try session.sendKeys("Up")              // tmux key names: Up, BTab, F5, C-a, Enter, Escape…
///     try session.type("é")                   // literal text
///     try session.waitFor("Up in the log") { $0.contains("Up") }
public final class TmuxSession {
    public let socket: String
    public let width: Int
    public let height: Int
    /// A private folder for the session (its working directory), removed with it.
    public let directory: URL
    private var killed = false

    /// Starts `command` (program and arguments, no shell involved) in a new `width`×`height`
    /// session. The pane's TERM is tmux-256color (screen-256color where terminfo lacks it),
    /// its locale UTF-8, plus `environment`. The status line is off, so the pane is the
    /// whole window.
    public init(command: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        self.width = width
        self.height = height
        socket = "tessera-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let configuration = directory.appendingPathComponent("tmux.conf")
        try """
            set -g default-terminal "\(Self.paneTerm)"
            set -g status off
            set -g remain-on-exit on
            set -g history-limit 1000
            """.write(to: configuration, atomically: true, encoding: .utf8)
        var arguments = ["-f", configuration.path, "new-session", "-d", "-x", String(width), "-y", String(height),
                         "-c", directory.path]
        for (name, value) in Self.baseEnvironment.merging(environment, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        // The command runs under a shell that writes its exit status to a file: tmux 3.3's own
        // #{pane_dead_status} is sometimes never filled in (a race in tmux, seen with plain sh too).
        arguments += ["/bin/sh", "-c", "\"$@\"; echo $? > \"$0\"", exitStatusFile.path] + command
        try tmux(arguments)
        socketPath = try? display("#{socket_path}")
    }

    /// tmux leaves its socket file behind when the server exits: `kill()` removes it.
    private var socketPath: String?

    private var exitStatusFile: URL { directory.appendingPathComponent("exit-status") }

    /// A POSIX shell (dash where there is one: it leaves terminal modes alone, so what
    /// `stty -a` shows afterwards is what the program left) with the prompt "e2e$ ".
    public static func shell(width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws -> TmuxSession {
        let shell = FileManager.default.isExecutableFile(atPath: "/bin/dash") ? "/bin/dash" : "/bin/sh"
        // PS1 goes through env(1): a -e variable reaches the pane through tmux's own
        // `sh -c`, which does not pass PS1 on.
        let session = try TmuxSession(command: ["/usr/bin/env", "PS1=\(Self.prompt)", shell, "-i"],
                                      width: width, height: height, environment: environment)
        // capture-pane trims trailing blanks, the prompt's space included.
        try session.waitFor("the shell prompt") { $0.contains(Self.prompt.trimmingCharacters(in: .whitespaces)) }
        return session
    }

    public static let prompt = "e2e$ "

    deinit { kill() }

    /// Ends the session and its server. Safe to call more than once.
    public func kill() {
        guard !killed else { return }
        killed = true
        _ = try? tmux(["kill-server"], allowFailure: true)
        if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Input

    /// Sends tmux key names, one key each: "Up", "BTab", "F5", "C-a", "M-x", "Enter", "Escape".
    public func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally (any Unicode).
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Sends raw bytes, such as a mouse report a real terminal would send.
    public func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", target, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Pastes `text` as a terminal does: tmux wraps it in bracketed-paste brackets when the
    /// program asked for them (DECSET 2004), and sends it as typed keys when it did not.
    public func paste(_ text: String) throws {
        let file = directory.appendingPathComponent("paste-buffer")
        try Data(text.utf8).write(to: file)
        try tmux(["load-buffer", "-b", "tessera-paste", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "tessera-paste", "-t", target])
    }

    /// Types a shell command line and presses Enter.
    public func run(_ commandLine: String) throws {
        try type(commandLine)
        try sendKeys("Enter")
    }

    // MARK: - Output

    /// The visible screen, one line per row, trailing blanks trimmed.
    public func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target])
    }

    /// A tmux format evaluated for the pane, e.g. "#{alternate_on}", "#{pane_dead_status}".
    public func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the program in the pane has switched to the alternate screen.
    public var isAlternateScreenOn: Bool {
        get throws { try display("#{alternate_on}") == "1" }
    }

    /// Polls the screen until `condition` holds and returns that screen. On timeout it throws,
    /// with the last screen in the message so the failure shows what was there instead.
    @discardableResult
    public func waitFor(_ description: String, timeout: Duration = .seconds(15),
                        until condition: (String) throws -> Bool) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        while true {
            screen = try capture()
            if try condition(screen) { return screen }
            if clock.now >= deadline { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw EndToEndFailure("timed out after \(timeout) waiting for \(description); the screen was:\n\(Self.framed(screen))")
    }

    /// Like `waitFor`, but the screen must also be the same on two looks in a row: tmux can be
    /// captured while a frame is half written (rows shifting as groups close), and a test that
    /// reads positions off the screen needs the whole of one frame.
    @discardableResult
    public func waitForSettled(_ description: String, timeout: Duration = .seconds(15),
                               until condition: (String) throws -> Bool) throws -> String {
        var previous: String?
        return try waitFor("\(description), on a settled screen", timeout: timeout) { screen in
            defer { previous = screen }
            guard screen == previous else { return false }
            return try condition(screen)
        }
    }

    @discardableResult
    public func waitForText(_ text: String, timeout: Duration = .seconds(15)) throws -> String {
        try waitFor("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the pane is (or is not) on the alternate screen.
    public func waitForAlternateScreen(_ on: Bool, timeout: Duration = .seconds(15)) throws {
        try waitFor(on ? "the alternate screen" : "the normal screen", timeout: timeout) { _ in
            try isAlternateScreenOn == on
        }
    }

    /// Waits for the session's command to end and returns its exit status, 128 + N for a
    /// death by signal N, as a shell shows it.
    @discardableResult
    public func waitForExit(timeout: Duration = .seconds(15)) throws -> Int32 {
        var status: Int32?
        try waitFor("the program to end", timeout: timeout) { _ in
            let text = try? String(contentsOf: exitStatusFile, encoding: .utf8)
            status = text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return status != nil
        }
        return status!
    }

    static func framed(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { "│" + $0 }.joined(separator: "\n")
    }

    // MARK: - tmux

    private var target: String { "=\(Self.sessionName):" }
    private static let sessionName = "0"

    @discardableResult
    private func tmux(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        let result = try Self.execute(Self.tmuxPath, ["-L", socket] + arguments)
        if result.status != 0 && !allowFailure {
            throw EndToEndFailure("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.error)")
        }
        return result.output
    }

    static var tmuxPath: String {
        get throws {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/tmux") {
                return "\(folder)/tmux"
            }
            throw EndToEndFailure("tmux is not installed; the end-to-end tests need it (sudo apt-get install tmux).")
        }
    }

    /// Runs a program to completion (see `CleanSpawn` for why not Foundation's Process).
    static func execute(_ executable: String, _ arguments: [String],
                        environment: [String: String]? = nil) throws -> (status: Int32, output: String, error: String) {
        do {
            return try CleanSpawn.run(executable, arguments, environment: environment ?? baseEnvironment)
        } catch let failure as CleanSpawn.Failure {
            throw EndToEndFailure(failure.description)
        }
    }

    /// What tmux, and so every pane, starts with: only what is needed, so the test runner's
    /// own variables (NO_COLOR, TMUX, a TERM of its own…) never leak into what is tested.
    /// The locale is UTF-8 whatever the caller's: tmux decides from it whether to pass UTF-8.
    static let baseEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["LC_ALL": TestLocale.utf8, "LANG": TestLocale.utf8]
        environment["PATH"] = inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        environment["HOME"] = inherited["HOME"] ?? "/"
        // The demos run in tmux are this package's debug builds under test: their self-checks
        // (a full redraw compared with every frame) stay on unless the runner says otherwise.
        environment["TESSERA_SELF_CHECKS"] = inherited["TESSERA_SELF_CHECKS"] ?? "1"
        return environment
    }()

    /// tmux-256color where this machine's terminfo has it, else the older screen-256color.
    static let paneTerm: String = {
        let hasTmuxEntry = (try? execute("/usr/bin/env", ["infocmp", "tmux-256color"]).status) == 0
        return hasTmuxEntry ? "tmux-256color" : "screen-256color"
    }()
}

/// A failed end-to-end step, with what a person needs to see to understand it.
public struct EndToEndFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
