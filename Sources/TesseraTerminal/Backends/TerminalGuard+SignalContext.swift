import Foundation

// The signal side of `TerminalGuard`: the state a handler reads and the handlers themselves.
// Everything here must stay async-signal-safe (no allocation, no locks, no Swift runtime calls
// beyond reaching `GuardState.shared`), which is why it is kept apart from the normal paths.

/// Everything a handler reads, in memory allocated once: no Swift runtime calls happen
/// inside a handler beyond reaching this pointer, which `install()` has already initialised.
struct GuardState {
    static let alternateStackSize = 256 * 1024
    static let copyBufferSize = 4096
    static let resizeByte = UInt8(ascii: "W")
    static let continueByte = UInt8(ascii: "C")

    /// The state's address, allocated once and never freed. Kept as a plain integer (which is
    /// `Sendable`): signal handlers on any thread reach it, and only async-signal-safe code
    /// writes through it.
    private static let address: Int = {
        let state = UnsafeMutablePointer<GuardState>.allocate(capacity: 1)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyBufferSize)
        state.initialize(to: GuardState(previous: previous, copyBuffer: buffer))
        return Int(bitPattern: state)
    }()

    static var shared: UnsafeMutablePointer<GuardState> { UnsafeMutablePointer(bitPattern: address)! }

    static func wasIgnored(_ signal: Int32) -> Bool {
        let handler = shared.pointee.previous.advanced(by: Int(signal)).pointee.handler
        return unsafeBitCast(handler, to: Int.self) == 1 // SIG_IGN
    }

    var installed: Int32 = 0
    var armed: Int32 = 0
    var stoppedBySignal: Int32 = 0
    var chainToPrevious: Int32 = 0
    var reset: UnsafeMutablePointer<UInt8>? = nil
    var resetCount = 0
    var savedTermios = termios()
    var termiosDescriptor: Int32 = STDIN_FILENO
    var originalStderr: Int32 = -1
    var captureFD: Int32 = -1
    var wakeRead: Int32 = -1
    var wakeWrite: Int32 = -1
    /// The dispositions we replaced, indexed by signal number.
    let previous: UnsafeMutablePointer<sigaction>
    let copyBuffer: UnsafeMutablePointer<UInt8>
}

/// Writes all of `count` bytes, retrying after EINTR and short writes. Async-signal-safe.
private func writeFully(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) {
    var done = 0
    while done < count {
        let written = write(descriptor, bytes + done, count - done)
        if written > 0 { done += written } else if written < 0 && errno == EINTR { continue } else { return }
    }
}

/// Puts standard error back and replays what was captured. Async-signal-safe.
func releaseStandardError(_ state: UnsafeMutablePointer<GuardState>) {
    let capture = state.pointee.captureFD
    let original = state.pointee.originalStderr
    guard capture >= 0, original >= 0 else { return }
    state.pointee.captureFD = -1
    state.pointee.originalStderr = -1
    dup2(original, STDERR_FILENO)
    close(original)
    var offset: off_t = 0
    while true {
        let count = pread(capture, state.pointee.copyBuffer, GuardState.copyBufferSize, offset)
        guard count > 0 else { break }
        writeFully(STDERR_FILENO, state.pointee.copyBuffer, count)
        offset += off_t(count)
    }
    close(capture)
}

/// The reset sequence, the saved termios and, unless the program will carry on (a stop),
/// standard error back. Async-signal-safe.
func restoreFromSignalContext(_ state: UnsafeMutablePointer<GuardState>, releasingStandardError: Bool = true) {
    guard state.pointee.armed != 0 else { return }
    state.pointee.armed = 0
    if let reset = state.pointee.reset { writeFully(STDOUT_FILENO, reset, state.pointee.resetCount) }
    _ = withUnsafePointer(to: &state.pointee.savedTermios) { tcsetattr(state.pointee.termiosDescriptor, TCSANOW, $0) }
    if releasingStandardError { releaseStandardError(state) }
}

/// Lets `signal` do what it would have done without us: the previous handler when chaining
/// was asked for, otherwise the default action. It is unblocked so it lands at once.
private func reraise(_ signal: Int32, _ state: UnsafeMutablePointer<GuardState>) {
    let previous = state.pointee.previous.advanced(by: Int(signal))
    let previousHandler = unsafeBitCast(previous.pointee.handler, to: Int.self)
    if state.pointee.chainToPrevious != 0, previousHandler != 0, previousHandler != 1 { // neither SIG_DFL nor SIG_IGN
        sigaction(signal, previous, nil)
    } else {
        var fallback = sigaction()
        fallback.handler = SIG_DFL
        sigemptyset(&fallback.sa_mask)
        sigaction(signal, &fallback, nil)
    }
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
}

func handleFatalSignal(_ signal: Int32) {
    let state = GuardState.shared
    let savedErrno = errno
    restoreFromSignalContext(state)
    reraise(signal, state)
    // Only reached when the chained handler returned, or for a signal re-raised while
    // blocked: the faulting instruction runs again and meets the restored disposition.
    errno = savedErrno
}

/// SIGTSTP from outside (`kill -TSTP`): restore, stop for real, and on SIGCONT ask the main
/// thread (through the self-pipe) to take the terminal over again. In an orphaned process group
/// the kernel would discard the stop, and no SIGCONT would ever come to take the terminal back:
/// the signal is ignored there, and the program keeps the terminal (`JobControl`).
func handleStop(_ signal: Int32) {
    let state = GuardState.shared
    let savedErrno = errno
    defer { errno = savedErrno }
    if JobControl.isProcessGroupOrphaned { return }
    let wasArmed = state.pointee.armed != 0
    if wasArmed {
        restoreFromSignalContext(state, releasingStandardError: false)
        state.pointee.stoppedBySignal = 1
    }
    var fallback = sigaction()
    fallback.handler = SIG_DFL
    sigemptyset(&fallback.sa_mask)
    var ours = sigaction()
    sigaction(SIGTSTP, &fallback, &ours)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(SIGTSTP) // stops here until SIGCONT
    sigaction(SIGTSTP, &ours, nil)
}

func handleNotice(_ signal: Int32) {
    let state = GuardState.shared
    let savedErrno = errno
    var byte = signal == SIGWINCH ? GuardState.resizeByte : GuardState.continueByte
    if state.pointee.wakeWrite >= 0 { _ = write(state.pointee.wakeWrite, &byte, 1) }
    errno = savedErrno
}
