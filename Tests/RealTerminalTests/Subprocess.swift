import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starting and ending the programs a `KittySession` needs (Xvfb, kitty, `kitty @`, ImageMagick).
///
/// posix_spawn with no signal blocked and default dispositions, not Foundation's Process: the
/// test runner's threads block signals, and a kitty started with that mask would pass it on to
/// the shell and the demo under test (whose Ctrl-C and SIGWINCH handling would then not work).
enum Subprocess {
    /// What every program starts with: a UTF-8 locale and a PATH, nothing of the test runner's
    /// own (NO_COLOR, TERM, TMUX…), so what is tested does not depend on who runs the tests.
    static let baseEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        return ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
    }()

    /// Starts `program` (looked up on PATH) and returns its process id without waiting.
    /// Standard input is /dev/null (or `stdin`); output goes to `log`, errors to `errorLog`
    /// (or `log` too); with
    /// `outputFD3`, descriptor 3 is that file (Xvfb's -displayfd).
    static func spawn(_ program: String, _ arguments: [String], environment: [String: String],
                      stdin: String? = nil, log: String, errorLog: String? = nil, outputFD3: String? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errorLog {
            posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        if let outputFD3 { posix_spawn_file_actions_addopen(&actions, 3, outputFD3, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw RealTerminalFailure("could not start \(program): \(String(cString: strerror(spawned))) — see scripts/check-tools.sh")
        }
        return pid
    }

    /// Runs `program` to completion (callers bound it with timeout(1)) and returns its exit
    /// status and output.
    static func run(_ program: String, _ arguments: [String], environment: [String: String],
                    stdin: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-kitty-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("out").path, errorLog = scratch.appendingPathComponent("err").path
        let pid = try spawn(program, arguments, environment: environment, stdin: stdin, log: log, errorLog: errorLog)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? "")
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// SIGTERM, up to two seconds to go, then SIGKILL; reaped either way.
    static func end(_ pid: pid_t) {
        Glibc.kill(pid, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            if !isRunning(pid) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
