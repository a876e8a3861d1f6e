import Foundation

/// Reads standard input on a thread of its own as bytes arrive, and keeps each read with its
/// arrival time for the main thread (``TimedInputDecoder`` decodes them by those times). The
/// main thread waits on ``notificationDescriptor``, which becomes readable when reads are waiting.
///
/// Why a thread: while the main thread is busy, bytes wait in the terminal and reach a reader
/// in one read, and Esc followed by q is then the same bytes as Alt-q; a thread that only reads
/// takes each key when it comes.
///
/// Shared state (the reads waiting and how input ended) is behind one lock. Invariant: after
/// ``stop()`` returns, the thread reads nothing more, so the terminal's input is the next
/// program's. Costs: O(bytes) per read; the main thread's `take()` O(reads waiting).
final class InputReader: @unchecked Sendable {
    /// One read, and when it was made.
    struct Arrival {
        var bytes: [UInt8]
        var time: ContinuousClock.Instant
    }

    /// Why input ended: the descriptor was closed or invalid, the terminal hung up, or a read failed.
    enum Ending: Equatable {
        case endOfFile
        case failed(errno: Int32)
        case invalidDescriptor
    }

    private struct Shared {
        var arrivals: [Arrival] = []
        var ending: Ending?
    }

    private let shared = Guarded(Shared())
    private let descriptor: Int32
    private let clock = ContinuousClock()
    /// Readable while reads wait: the reader writes a byte per read, the main thread drains it.
    private let notifyPipe: (read: Int32, write: Int32)
    /// Written once by `stop()`: the thread's poll wakes and the thread ends.
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)
    private var isStopped = false

    /// The descriptor the main thread polls: readable when ``take()`` has something.
    var notificationDescriptor: Int32 { notifyPipe.read }

    /// Starts reading `descriptor` (standard input) at once.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        notifyPipe = Self.makePipe()
        stopPipe = Self.makePipe()
        let thread = Thread { [self] in run() }
        thread.name = "tessera.input"
        thread.start()
    }

    deinit {
        stop()
        for fd in [notifyPipe.read, notifyPipe.write, stopPipe.read, stopPipe.write] { close(fd) }
    }

    /// The reads made since the last call, oldest first, and how input ended if it did.
    func take() -> (arrivals: [Arrival], ending: Ending?) {
        var drain = [UInt8](repeating: 0, count: 256)
        while read(notifyPipe.read, &drain, drain.count) > 0 {}
        return shared.withLock { state in
            defer { state.arrivals.removeAll() }
            return (state.arrivals, state.ending)
        }
    }

    /// Ends the thread and waits for it (a read under way finishes first). Idempotent.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        _ = finished.wait(timeout: .now() + 1)
    }

    // MARK: The thread

    private func run() {
        defer { finished.signal() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return end(.failed(errno: errno))
            }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents & Int16(POLLNVAL) != 0 { return end(.invalidDescriptor) }
            guard descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
            let time = clock.now
            var bytes: [UInt8] = []
            var ending: Ending?
            // Everything waiting now arrived by now: one arrival, however many reads it takes
            // (a 4 KiB read can cut a sequence in two, and the second read may come late if this
            // thread is descheduled between them; that is no pause in the typing).
            repeat {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    bytes += buffer[0..<count]
                } else if count == 0 {
                    ending = .endOfFile
                } else if errno != EINTR && errno != EAGAIN {
                    ending = .failed(errno: errno)
                }
            } while ending == nil && Self.hasInput(descriptor)
            if !bytes.isEmpty {
                let arrival = Arrival(bytes: bytes, time: time)
                shared.withLock { $0.arrivals.append(arrival) }
                notify()
            }
            if let ending { return end(ending) }
        }
    }

    /// Whether `descriptor` has bytes to read right now.
    private static func hasInput(_ descriptor: Int32) -> Bool {
        var check = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&check, 1, 0) > 0 && check.revents & Int16(POLLIN) != 0
    }

    private func end(_ ending: Ending) {
        shared.withLock { $0.ending = ending }
        notify()
    }

    private func notify() {
        var byte: UInt8 = 1
        _ = write(notifyPipe.write, &byte, 1) // a full pipe already says "reads are waiting"
    }

    /// A pipe whose ends do not block (a full notification pipe is fine) and are not inherited.
    private static func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { fatalError("InputReader: pipe() failed (errno \(errno))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }
}
