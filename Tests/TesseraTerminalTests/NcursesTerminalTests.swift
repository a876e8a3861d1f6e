import Foundation
import Testing
@testable import TesseraTerminal

/// The parts of the ncurses backend that need no terminal. Starting it for real is covered
/// by the end-to-end tests in tmux.
@Suite @MainActor struct NcursesTerminalTests {
    private func problem(output: Bool = true, input: Bool = true, term: String?,
                         lookUp: TerminfoLookup = .usable) -> TerminalStartError? {
        TerminalStartError.problem(outputIsTerminal: output, inputIsTerminal: input, term: term) { _ in lookUp }
    }

    @Test func refusesWithoutATerminalOrAUsableTERM() {
        #expect(problem(term: "xterm-256color") == nil)
        #expect(problem(output: false, input: false, term: "xterm") == .outputNotATerminal)
        #expect(problem(input: false, term: "xterm") == .inputNotATerminal)
        #expect(problem(term: nil) == .termNotSet)
        #expect(problem(term: "") == .termNotSet)
        #expect(problem(term: "dumb") == .termTooLimited("dumb"))
        #expect(problem(term: "nonsense", lookUp: .notFound) == .termUnknown("nonsense"))
        #expect(problem(term: "xterm", lookUp: .noDatabase) == .noTerminfoDatabase("xterm"))
        #expect(problem(term: "glasstty", lookUp: .cannotAddressCursor) == .termTooLimited("glasstty"))
    }

    @Test func everyRefusalIsOneSentenceOnOneLine() {
        let all: [TerminalStartError] = [.outputNotATerminal, .inputNotATerminal, .termNotSet, .termUnknown("x"),
                                         .noTerminfoDatabase("x"), .termTooLimited("dumb")]
        for error in all {
            let text = error.description
            #expect(!text.contains("\n"), "\(text)")
            #expect(text.hasSuffix("."), "\(text)")
            #expect(!text.contains(". "), "one sentence: \(text)")
        }
        #expect(TerminalStartError.termTooLimited("dumb").description.contains("TERM=dumb"))
    }

    @Test func terminfoPaddingIsRemovedBeforeWritingRaw() {
        #expect(NcursesTerminal.withoutPadding(Array("\u{1B}[?5h$<100/>\u{1B}[?5l".utf8)) == Array("\u{1B}[?5h\u{1B}[?5l".utf8))
        #expect(NcursesTerminal.withoutPadding(Array("\u{1B}[?1049l".utf8)) == Array("\u{1B}[?1049l".utf8))
        #expect(NcursesTerminal.withoutPadding(Array("$5".utf8)) == Array("$5".utf8))
    }

    @Test func writtenByteCountIsReadFromProcIO() {
        let text = "rchar: 6976\nwchar: 12345\nsyscr: 10\n"
        #expect(OutputByteCounter.parseWrittenCharacters(Array(text.utf8)[...]) == 12345)
        #expect(OutputByteCounter.parseWrittenCharacters(Array("rchar: 1\n".utf8)[...]) == nil)
    }

    @Test func threadCounterGrowsWithWrites() throws {
        let counter = OutputByteCounter()
        guard let before = counter.total else { return } // no /proc here: nothing to measure
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]); close(pipeEnds[1]) }
        let bytes = [UInt8](repeating: 0x41, count: 100)
        #expect(write(pipeEnds[1], bytes, bytes.count) == 100)
        let after = try #require(counter.total)
        #expect(after - before >= 100)
    }

    @Test func writesOnAnotherThreadAreNotCounted() throws {
        let counter = OutputByteCounter()
        guard let before = counter.total else { return } // no /proc here: nothing to measure
        let megabyte = 1 << 20
        let done = DispatchSemaphore(value: 0)
        Thread {
            let null = open("/dev/null", O_WRONLY)
            let bytes = [UInt8](repeating: 0x41, count: megabyte)
            _ = write(null, bytes, bytes.count)
            close(null)
            done.signal()
        }.start()
        done.wait()
        let after = try #require(counter.total)
        #expect(after - before < megabyte)
    }
}
