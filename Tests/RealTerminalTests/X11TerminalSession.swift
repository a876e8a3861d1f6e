import Foundation
import TesseraTerminal
/// xterm or rxvt-unicode on a private Xvfb display, with white backgrounds as their users often
/// have them, running one command under `script(1)`: `script` records every byte the program
/// writes to its terminal, which `ANSIScreenReader` turns back into cells with their colours —
/// what the program really sent, checked against the rules without trusting the emulator to
/// report it. Keys go in through the X server (`xdotool`, XTEST), as a person types them.
/// Everything waits for a condition, bounded by a timeout; `kill()` ends both processes.
final class X11TerminalSession {
    /// The emulators, and how each is started.
    enum Emulator: String, Sendable {
        case xterm, urxvt
    }

    let emulator: Emulator
    /// The TERM the emulator announces (`-tn` for xterm; urxvt picks rxvt-unicode-256color).
    let term: String
    let width: Int
    let height: Int
    let directory: URL
    private(set) var display = ""
    private var xvfb: pid_t = 0
    private var terminal: pid_t = 0
    private var killed = false
    private var holdsTurn = false

    /// Where `script` writes what the program sent.
    var transcript: URL { directory.appendingPathComponent("transcript") }

    /// Starts Xvfb and `emulator` (white background, black text) running `command` under script.
    init(_ emulator: Emulator, term: String? = nil, width: Int = 80, height: Int = 24, command: String,
         environment: [String: String] = [:]) throws {
        self.emulator = emulator
        self.term = term ?? (emulator == .xterm ? "xterm-256color" : "rxvt-unicode-256color")
        self.width = width
        self.height = height
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-x11-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XDisplayTurn.take()
        holdsTurn = true
        do {
            // Under a loaded full test run a fresh Xvfb has been seen to stop taking connections
            // just after it first answered (xterm: "Can't open display"): a terminal that dies
            // at once gets a new display, at most twice more.
            for attempt in 0..<3 {
                try startDisplay()
                try startTerminal(command: command, environment: environment)
                Thread.sleep(forTimeInterval: 0.3)
                if Subprocess.isRunning(terminal) || attempt == 2 { break }
                for pid in [terminal, xvfb] where pid > 0 { Subprocess.end(pid) }
        // script(1) outlives its terminal (it keeps running, and so does the program, once the
        // emulator is gone): it is found by its transcript, which no other process names. TERM
        // ends the program with it; KILL if script itself lingers.
        for signal in ["-TERM", "-KILL"] {
            _ = try? Subprocess.run("pkill", [signal, "-f", transcript.path], environment: Subprocess.baseEnvironment)
        }
            }
        } catch {
            kill()
            throw error
        }
    }

    deinit { kill() }

    func kill() {
        guard !killed else { return }
        killed = true
        for pid in [terminal, xvfb] where pid > 0 { Subprocess.end(pid) }
        // script(1) outlives its terminal (it keeps running, and so does the program, once the
        // emulator is gone): it is found by its transcript, which no other process names. TERM
        // ends the program with it; KILL if script itself lingers.
        for signal in ["-TERM", "-KILL"] {
            _ = try? Subprocess.run("pkill", [signal, "-f", transcript.path], environment: Subprocess.baseEnvironment)
        }
        if holdsTurn { holdsTurn = false; XDisplayTurn.give() }
        try? FileManager.default.removeItem(at: directory)
    }

    private func startDisplay() throws {
        (xvfb, display) = try PrivateDisplay.start(screen: "1280x800x24", in: directory)
    }

    private func startTerminal(command: String, environment extra: [String: String]) throws {
        var environment = Subprocess.baseEnvironment
        environment["DISPLAY"] = display
        // The display takes connections before the terminal tries: a client that connects.
        let deadline = ContinuousClock.now + .seconds(10)
        while (try? xdotool(["getmouselocation"])) == nil {
            guard ContinuousClock.now < deadline else { throw RealTerminalFailure("the display \(display) takes no connections") }
            Thread.sleep(forTimeInterval: 0.1)
        }
        environment["HOME"] = directory.path
        environment.merge(extra) { $1 }
        // script -f flushes after every write, so the transcript follows the screen.
        let inner = "cd '\(directory.path)' && exec script -qfc \"\(command)\" '\(transcript.path)'"
        let geometry = "\(width)x\(height)+0+0"
        switch emulator {
        case .xterm:
            terminal = try Subprocess.spawn("xterm", ["-geometry", geometry, "-bg", "white", "-fg", "black", "-fa", "DejaVu Sans Mono",
                                                      "-fs", "11", "-tn", term, "-xrm", "XTerm*allowWindowOps: true",
                                                      "-e", "sh", "-c", inner],
                                            environment: environment, log: directory.appendingPathComponent("terminal.log").path)
        case .urxvt:
            terminal = try Subprocess.spawn("urxvt", ["-geometry", geometry, "-bg", "white", "-fg", "black",
                                                      "-fn", "xft:DejaVu Sans Mono:size=11", "-tn", term, "-e", "sh", "-c", inner],
                                            environment: environment, log: directory.appendingPathComponent("terminal.log").path)
        }
        // Keys typed through XTEST go to the window under the pointer (there is no window manager).
        _ = try? xdotool(["mousemove", "40", "40"])
    }

    // MARK: - Reading what the program sent

    /// The screen the transcript draws so far (the `script` header line skipped).
    func screen() -> ScreenBuffer {
        var bytes = (try? Data(contentsOf: transcript)).map { [UInt8]($0) } ?? []
        if let newline = bytes.firstIndex(of: 0x0A), bytes.starts(with: Array("Script started".utf8)) {
            bytes.removeSubrange(...newline)
        }
        var reader = ANSIScreenReader(size: CellSize(width: width, height: height))
        reader.feed(bytes)
        return reader.screen
    }

    /// Waits until the screen the program drew satisfies `condition` and has stopped changing
    /// (the same twice, 100 ms apart); throws with the last screen after `timeout`.
    @discardableResult
    func waitFor(_ description: String, timeout: Duration = .seconds(20), until condition: (ScreenBuffer) -> Bool) throws -> ScreenBuffer {
        let deadline = ContinuousClock.now + timeout
        var previous: ScreenBuffer?
        var last = screen()
        while ContinuousClock.now < deadline {
            last = screen()
            if condition(last), let previous, previous == last { return last }
            previous = last
            Thread.sleep(forTimeInterval: 0.1)
        }
        let log = (try? String(contentsOf: directory.appendingPathComponent("terminal.log"), encoding: .utf8)) ?? ""
        let sent = (try? Data(contentsOf: transcript))?.count ?? 0
        throw RealTerminalFailure("\(emulator) (\(term)): timed out waiting for \(description) (terminal running: "
                                  + "\(Subprocess.isRunning(terminal)), \(sent) bytes recorded, log: \(log.suffix(600))); the screen:\n\(last.text)")
    }

    // MARK: - Typing

    /// Types `text` (letters and punctuation) through the X server.
    func type(_ text: String) throws { try xdotool(["type", "--delay", "30", text]) }

    /// Presses keys by X keysym name: "Down", "Escape", "ctrl+c".
    func key(_ names: String...) throws { try xdotool(["key"] + names) }

    /// A picture of the screen (ImageMagick's import), for `make screenshots`.
    func screenshot(to path: String) throws {
        var environment = Subprocess.baseEnvironment
        environment["DISPLAY"] = display
        let geometry = try Subprocess.run("timeout", ["10", "xdotool", "search", "--onlyvisible", "--class",
                                                      emulator == .xterm ? "xterm" : "urxvt", "getwindowgeometry", "--shell"],
                                          environment: environment)
        let values = Dictionary(uniqueKeysWithValues: geometry.output.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
        var arguments = ["10", "import", "-window", "root"]
        if let w = values["WIDTH"], let h = values["HEIGHT"], w > 0, h > 0 { arguments += ["-crop", "\(w)x\(h)+0+0"] }
        let result = try Subprocess.run("timeout", arguments + [path], environment: environment)
        guard result.status == 0 else { throw RealTerminalFailure("import failed: \(result.error)") }
    }

    private func xdotool(_ arguments: [String]) throws {
        guard !display.isEmpty else { throw RealTerminalFailure("no display yet") }
        var environment = Subprocess.baseEnvironment
        environment["DISPLAY"] = display
        let result = try Subprocess.run("timeout", ["10", "xdotool"] + arguments, environment: environment)
        guard result.status == 0 else { throw RealTerminalFailure("xdotool \(arguments.joined(separator: " ")) failed: \(result.error)") }
    }
}
