import Foundation
import Testing

extension EndToEndTests {
    /// A TERM this machine's terminfo lacks, but close to one it has, starts (with the close
    /// entry) and `--probe` says which; one with nothing close still refuses, as before.
    @Suite struct TerminfoFallback {
        /// The demo's `--probe` with TERM set to `term` (the pane's own TERM is tmux's).
        static func probe(term: String) throws -> TmuxSession {
            try TmuxSession(command: ["/usr/bin/env", "TERM=\(term)", try DemoBinary.path, "--probe"])
        }

        @Test(arguments: [("xterm-tessera-test", "xterm-256color"), ("tmux-tessera-256color", "screen-256color"),
                          ("tessera-test-256color", "xterm-256color")])
        func anUnknownTermWithACloseEntryStarts(_ term: String, _ used: String) throws {
            let session = try Self.probe(term: term)
            defer { session.kill() }
            let screen = try session.waitForText("TESSERA_EMOJI: not set")
            #expect(screen.contains("terminfo: TERM=\(term) unknown here, using \(used)"), "\(screen)")
            #expect(screen.contains("Start-up probe: 1 write, answered"), "\(screen)")
            #expect(try session.waitForExit() == 0)
        }

        @Test func aKnownTermIsUsedAsItIs() throws {
            let session = try Self.probe(term: "xterm-256color")
            defer { session.kill() }
            let screen = try session.waitForText("TESSERA_EMOJI: not set")
            #expect(!screen.contains("terminfo:"), "\(screen)")
            #expect(try session.waitForExit() == 0)
        }
    }
}
