#if canImport(Glibc)
import Glibc
#endif

/// Counts the bytes the calling thread has handed to `write(2)`, as the kernel keeps them in
/// `/proc/thread-self/io` ("wchar"). ncurses writes through its own buffer straight to the file
/// descriptor, with no hook to count, so `NcursesTerminal` reads the counter before and after
/// a flush: the difference is exactly what that frame cost on the wire.
///
/// Why not count at the source (issue 21): ncurses 6.1 and later write their buffer with
/// `write(fileno(output))` and use that same descriptor for the terminal's modes and size, so a
/// counting `FILE *` (fopencookie, funopen; `fileno` -1) gets no bytes and leaves the terminal
/// cooked and 80×24 (tried: 0 bytes counted, `raw()` = ERR). Linux-only, so it lives here in
/// Platform; on Darwin and wherever `/proc` is not mounted `total` is nil and
/// `FlushStats.bytesWritten` is 0. The benchmarks do not depend on it: they count the bytes
/// where they arrive (the pseudo-terminal's other end) or as the ANSI encoder writes them. The count is the
/// thread's, not the process's, so a write on another thread meanwhile (a log, a trace) is not
/// taken for output.
///
/// The main actor's thread may change over a run (under `await run()` libdispatch drains the
/// main queue on a worker thread), so the counter reopens the file when asked from another
/// thread; both readings of one flush come from the same thread. Where `/proc` is not
/// mounted, `total` is nil and flushes report 0 bytes.
final class OutputByteCounter {
    private var descriptor: Int32 = -1
    private var thread: pthread_t?
    private var buffer = [UInt8](repeating: 0, count: 512)

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Bytes written by this thread so far.
    var total: Int? {
        let current = pthread_self()
        if let thread, pthread_equal(thread, current) != 0 {
            // No /proc here: asked once for this thread, not again on every flush.
            guard descriptor >= 0 else { return nil }
            if let total = readTotal() { return total }
        }
        // First use, another thread, or a file that went stale (its thread ended and the
        // identifier was reused): open this thread's.
        if descriptor >= 0 { close(descriptor) }
        descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        thread = current
        return readTotal()
    }

    private func readTotal() -> Int? {
        guard descriptor >= 0 else { return nil }
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Self.parseWrittenCharacters(buffer[0..<count])
    }

    /// The number after "wchar:" in the text of /proc/…/io.
    static func parseWrittenCharacters(_ text: ArraySlice<UInt8>) -> Int? {
        let key = Array("wchar:".utf8)
        var index = text.startIndex
        while index + key.count <= text.endIndex {
            if text[index..<index + key.count].elementsEqual(key) {
                var position = index + key.count
                while position < text.endIndex, text[position] == UInt8(ascii: " ") { position += 1 }
                var value = 0, digits = 0
                while position < text.endIndex, (0x30...0x39).contains(text[position]) {
                    value = value * 10 + Int(text[position] - 0x30)
                    position += 1
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            index += 1
        }
        return nil
    }
}
