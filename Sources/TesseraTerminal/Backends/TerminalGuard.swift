import Foundation

/// Gives the terminal back in its normal state however the program ends: a normal exit
/// (also through `exit()`, via `atexit`), SIGINT, SIGTERM, SIGHUP, SIGQUIT, a crash
/// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE — Swift's `fatalError` and
/// `precondition` traps arrive as SIGILL or SIGTRAP), and an external SIGTSTP.
///
/// A signal handler may only do async-signal-safe things, so everything it needs is
/// prepared ahead in plain memory: the reset sequence (leave the alternate screen, show the
/// cursor, SGR reset, mouse and keypad off, end synchronized output) and the saved termios.
/// It writes the one, `tcsetattr`s the other, then re-raises the signal with its default
/// action so the exit status stays honest (130 for SIGINT, 132 for a trap…).
///
/// While the terminal is armed, standard error goes to a private file: whatever is written
/// there (a `fatalError` message, a warning) would land on the alternate screen and vanish
/// with it. Restoring — normally or from a handler — copies it back to the real standard
/// error, after the reset, so a programmer error stays readable.
///
/// SIGWINCH and SIGCONT only write a byte to a self-pipe; `wakeDescriptor` lets the input
/// wait `poll` on it, and `takeNotices()` says what happened.
enum TerminalGuard {
    /// What signals told the main thread since it last asked.
    struct Notices: OptionSet, Sendable {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        /// SIGWINCH: the terminal's size may have changed.
        static let resized = Notices(rawValue: 1 << 0)
        /// SIGCONT after a SIGTSTP stopped us: the terminal must be taken over again.
        static let resumedFromStop = Notices(rawValue: 1 << 1)
    }

    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers and the `atexit` hook, once per process. Call it before
    /// `newterm`: ncurses installs its own SIGINT/SIGTSTP/SIGWINCH handlers only where the
    /// disposition is still the default, and ours must win.
    ///
    /// The Swift runtime's backtracer also catches crash signals; in a terminal it stops and
    /// asks "press space to interact", which a full-screen program cannot show. We take those
    /// signals over and chain to it only when `SWIFT_BACKTRACE` is set, i.e. someone asked.
    static func install() {
        let state = GuardState.shared
        guard state.pointee.installed == 0 else { return }
        state.pointee.installed = 1
        state.pointee.chainToPrevious = getenv("SWIFT_BACKTRACE") != nil ? 1 : 0

        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            state.pointee.wakeRead = descriptors[0]
            state.pointee.wakeWrite = descriptors[1]
        }

        // A stack of its own, so that a stack overflow (SIGSEGV) can still be handled.
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: GuardState.alternateStackSize, alignment: 16)
        stack.ss_size = GuardState.alternateStackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)

        for signal in terminatingSignals + crashSignals {
            install(handleFatalSignal, for: signal, flags: SA_ONSTACK)
        }
        // A signal the parent chose to ignore (nohup ignores SIGHUP) stays ignored.
        for signal in terminatingSignals where GuardState.wasIgnored(signal) {
            sigaction(signal, GuardState.shared.pointee.previous.advanced(by: Int(signal)), nil)
        }
        install(handleStop, for: SIGTSTP, flags: SA_RESTART)
        install(handleNotice, for: SIGWINCH, flags: SA_RESTART)
        install(handleNotice, for: SIGCONT, flags: SA_RESTART)
        // A blocked signal mask is inherited across exec: started by a parent that had these
        // blocked, the handlers above would never run and SIGTERM would not even end us.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in terminatingSignals + crashSignals + [SIGTSTP, SIGWINCH, SIGCONT] { sigaddset(&handled, signal) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        atexit { TerminalGuard.restoreAtExit() }
    }

    /// The terminal is now in program mode. `reset` undoes it from any state; `termios` is
    /// how the terminal was found, to be set again through `descriptor` (one that stays open
    /// when standard input is closed). `restoreNormally` is what a clean exit should run instead
    /// (ncurses' own `endwin`), called from `atexit`.
    static func arm(reset: [UInt8], termios saved: termios, descriptor: Int32,
                    restoreNormally: @escaping @Sendable () -> Void) {
        let state = GuardState.shared
        state.pointee.armed = 0
        state.pointee.reset?.deallocate()
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, reset.count))
        copy.initialize(from: reset, count: reset.count)
        state.pointee.reset = copy
        state.pointee.resetCount = reset.count
        state.pointee.savedTermios = saved
        state.pointee.termiosDescriptor = descriptor
        normalRestore.withLock { $0 = restoreNormally }
        captureStandardError()
        state.pointee.armed = 1
    }

    /// A normal restore happened: nothing is left to undo. Standard error is given back,
    /// with whatever was written to it meanwhile.
    static func disarm() {
        let state = GuardState.shared
        state.pointee.armed = 0
        normalRestore.withLock { $0 = nil }
        releaseStandardError(state)
    }

    /// Whether a handler would restore the terminal right now.
    static var isArmed: Bool { GuardState.shared.pointee.armed != 0 }

    /// Becomes readable when a signal has something to say; -1 before `install()`.
    static var wakeDescriptor: Int32 { GuardState.shared.pointee.wakeRead }

    /// Drains the self-pipe and reports what it carried.
    static func takeNotices() -> Notices {
        let state = GuardState.shared
        var notices: Notices = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while state.pointee.wakeRead >= 0 {
            let count = read(state.pointee.wakeRead, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                if byte == GuardState.resizeByte { notices.insert(.resized) }
                if byte == GuardState.continueByte, state.pointee.stoppedBySignal != 0 {
                    state.pointee.stoppedBySignal = 0
                    notices.insert(.resumedFromStop)
                }
            }
        }
        return notices
    }

    // MARK: - Normal paths

    /// `atexit`: the program ended without restoring (it called `exit()`, say). The terminal
    /// restores itself on the main thread; from another thread (`exit()` called there) the
    /// signal-context reset below does the work.
    private static let normalRestore = Guarded<(@Sendable () -> Void)?>(nil)

    private static func restoreAtExit() {
        guard isArmed else { return }
        if Thread.isMainThread, let restore = normalRestore.withLock({ current in defer { current = nil }; return current }) {
            restore()
        }
        if isArmed { restoreFromSignalContext(GuardState.shared) } // the closure did not disarm
    }

    private static func captureStandardError() {
        let state = GuardState.shared
        guard state.pointee.captureFD < 0 else { return }
        var template = Array("/tmp/tessera-stderr-XXXXXX".utf8CString)
        let capture = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard capture >= 0 else { return } // no temporary file: standard error stays where it is
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(capture, F_SETFD, FD_CLOEXEC)
        let original = dup(STDERR_FILENO)
        guard original >= 0 else { close(capture); return }
        _ = fcntl(original, F_SETFD, FD_CLOEXEC)
        state.pointee.originalStderr = original
        state.pointee.captureFD = capture
        dup2(capture, STDERR_FILENO)
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        action.handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, GuardState.shared.pointee.previous.advanced(by: Int(signal)))
    }
}

extension TerminalGuard {
    /// The program itself is handing the terminal back for a while (Ctrl-Z): handlers must
    /// not reset it meanwhile. Standard error stays captured.
    static func standDown() {
        GuardState.shared.pointee.armed = 0
    }

    /// The program has the terminal again (after `fg`): the reset sequence and saved
    /// termios given to `arm` still hold.
    static func rearm() {
        let state = GuardState.shared
        guard state.pointee.reset != nil else { return }
        state.pointee.armed = 1
    }
}
