import Foundation

/// Starting the programs the end-to-end and real-terminal tests drive (tmux, Xvfb, kitty,
/// `kitty @`, ImageMagick), with the same care for each.
///
/// posix_spawn rather than Foundation's Process, for two reasons: the child must start with no
/// signal blocked and default dispositions (the test runner's threads block signals, and a tmux
/// server or a kitty inheriting that mask passes it to every program it starts, whose Ctrl-C and
/// SIGWINCH handling then does not work), and Process has been seen never to notice a child's
/// exit here. Output goes to files, never pipes: a server forked by the command must not hold
/// a pipe we wait on.
public enum CleanSpawn {
    /// A program that could not be started, and why.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `program` (a path; a bare name is looked up on PATH) and returns its process id.
    /// Standard input reads `input`; output goes to `output`, errors to `error` (or `output`);
    /// with `descriptor3`, file descriptor 3 writes that file (Xvfb's -displayfd).
    public static func start(_ program: String, _ arguments: [String], environment: [String: String],
                             input: String = "/dev/null", output: String, error: String? = nil,
                             descriptor3: String? = nil) throws -> pid_t {
        // Darwin declares both types as opaque pointers, set by their init functions.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let error {
            posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        if let descriptor3 { posix_spawn_file_actions_addopen(&actions, 3, descriptor3, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }

        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
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
        let spawned = program.contains("/") ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
                                            : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "could not start \(program): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// Sends `signal` to `pid` (a name no test type's own `kill` shadows).
    public static func send(_ signal: Int32, to pid: pid_t) {
        _ = kill(pid, signal)
    }

    /// Waits for `pid` to end and returns its exit status as a shell shows it (128 + N for a
    /// death by signal N).
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs a program to completion and returns its exit status, output and errors.
    public static func run(_ program: String, _ arguments: [String], environment: [String: String],
                           input: String = "/dev/null") throws -> (status: Int32, output: String, error: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out").path, error = scratch.appendingPathComponent("err").path
        let status = wait(try start(program, arguments, environment: environment, input: input, output: output, error: error))
        return (status, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: error, encoding: .utf8)) ?? "")
    }
}
