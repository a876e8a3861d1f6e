import Foundation
import ProcessTestSupport
/// The programs a `KittySession` starts and ends (Xvfb, kitty, `kitty @`, ImageMagick), through
/// `CleanSpawn`, with the environment they all start from.
enum Subprocess {
    /// What every program starts with: a UTF-8 locale and a PATH, nothing of the test runner's
    /// own (NO_COLOR, TERM, TMUX…), so what is tested does not depend on who runs the tests.
    static let baseEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        // TESSERA_SELF_CHECKS: the demos in the terminal are this package's debug builds under
        // test, so their self-checks stay on unless the runner says otherwise.
        return ["LC_ALL": TestLocale.utf8, "LANG": TestLocale.utf8, "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
                "TESSERA_SELF_CHECKS": inherited["TESSERA_SELF_CHECKS"] ?? "1"]
    }()

    /// Starts a long-running program (looked up on PATH), its output and errors to `log`.
    static func spawn(_ program: String, _ arguments: [String], environment: [String: String],
                      log: String, descriptor3: String? = nil) throws -> pid_t {
        do {
            return try CleanSpawn.start(program, arguments, environment: environment, output: log, descriptor3: descriptor3)
        } catch let failure as CleanSpawn.Failure {
            throw RealTerminalFailure("\(failure) — scripts/check-tools.sh installs what the kitty tests need")
        }
    }

    /// Runs `program` to completion (callers bound it with timeout(1)).
    static func run(_ program: String, _ arguments: [String], environment: [String: String],
                    stdin: String? = nil) throws -> (status: Int32, output: String, error: String) {
        try CleanSpawn.run(program, arguments, environment: environment, input: stdin ?? "/dev/null")
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// SIGTERM, up to two seconds to go, then SIGKILL; reaped either way.
    static func end(_ pid: pid_t) {
        CleanSpawn.send(SIGTERM, to: pid)
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            if !isRunning(pid) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        CleanSpawn.send(SIGKILL, to: pid)
        _ = CleanSpawn.wait(pid)
    }
}
