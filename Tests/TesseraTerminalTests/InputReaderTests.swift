import Foundation
import Testing
@testable import TesseraTerminal

/// `InputReader` on a pipe standing in for the terminal: what is written arrives, stamped, in
/// order; a burst already waiting is one arrival; the end of input is reported; after `stop()`
/// nothing more is read. (The thread and the main thread share only the locked arrivals: the
/// suite runs under ThreadSanitizer in `make sanitize`.)
@Suite struct InputReaderTests {
    /// A pipe: the reader reads its read end, the test writes the other.
    final class Pipe {
        let read: Int32
        let write: Int32
        init() {
            var fds: [Int32] = [-1, -1]
            precondition(pipe(&fds) == 0)
            (read, write) = (fds[0], fds[1])
        }
        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { Foundation.write(write, $0.baseAddress, $0.count) } }
        func closeWriting() { close(write) }
        deinit { close(read) }
    }

    /// Waits (at most 5 s) until the reader says something arrived, then takes it.
    private func takeWhenNotified(_ reader: InputReader) -> (arrivals: [InputReader.Arrival], ending: InputReader.Ending?) {
        var descriptor = pollfd(fd: reader.notificationDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 5_000)
        return reader.take()
    }

    @Test func bytesArriveInOrderWithTheirTimes() {
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.read)
        defer { reader.stop() }
        let before = ContinuousClock.now
        pipe.send("abc")
        var bytes: [UInt8] = []
        var times: [ContinuousClock.Instant] = []
        while bytes.count < 3 {
            let (arrivals, ending) = takeWhenNotified(reader)
            #expect(ending == nil)
            for arrival in arrivals { bytes += arrival.bytes; times.append(arrival.time) }
        }
        #expect(bytes == Array("abc".utf8))
        #expect(times.allSatisfy { $0 >= before && $0 <= ContinuousClock.now })
    }

    @Test func aBurstLongerThanOneReadIsOneArrival() {
        let pipe = Pipe()
        // Written before the reader starts: all of it is waiting when it first looks.
        let burst = String(repeating: "x", count: 10_000)
        pipe.send(burst)
        let reader = InputReader(descriptor: pipe.read)
        defer { reader.stop() }
        var arrivals: [InputReader.Arrival] = []
        while arrivals.reduce(0, { $0 + $1.bytes.count }) < 10_000 { arrivals += takeWhenNotified(reader).arrivals }
        #expect(arrivals.count == 1, "one burst, one arrival time, however many 4 KiB reads")
    }

    @Test func theEndOfInputIsReported() {
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.read)
        defer { reader.stop() }
        pipe.send("q")
        pipe.closeWriting()
        var bytes: [UInt8] = []
        var ending: InputReader.Ending?
        while ending == nil {
            let taken = takeWhenNotified(reader)
            bytes += taken.arrivals.flatMap(\.bytes)
            ending = taken.ending
        }
        #expect(bytes == [0x71], "what came before the end is delivered")
        #expect(ending == .endOfFile)
    }

    @Test func afterStopNothingMoreIsRead() {
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.read)
        reader.stop()
        reader.stop() // idempotent
        pipe.send("left for the next program")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(pipe.read, &buffer, buffer.count)
        #expect(count == 25, "the bytes are still there for whoever reads next")
        #expect(reader.take().arrivals.isEmpty)
    }
}
