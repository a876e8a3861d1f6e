import Foundation
import Testing

extension EndToEndTests {
    /// Without a terminal to take over, the program says why in one sentence on standard
    /// error and exits with status 2 — no ncurses noise, no escape sequences.
    @Suite struct StartupRefusal {
        static func expectOneSentence(_ error: String, mentioning phrase: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
            let lines = error.split(separator: "\n")
            #expect(lines.count == 1, "standard error:\n\(error)", sourceLocation: sourceLocation)
            #expect(error.hasSuffix(".\n"), "standard error:\n\(error)", sourceLocation: sourceLocation)
            #expect(!error.contains("\u{1B}"), "no escape sequences", sourceLocation: sourceLocation)
            #expect(!error.contains("Error opening terminal"), sourceLocation: sourceLocation)
            #expect(error.contains(phrase), "standard error:\n\(error)", sourceLocation: sourceLocation)
        }

        @Test func withoutAnyTerminal() throws {
            // Standard input and output are files here: this process has no terminal at all.
            let result = try TmuxSession.execute(try DemoBinary.path, ["keys"])
            #expect(result.status == 2)
            Self.expectOneSentence(result.error, mentioning: "standard output is not")
            #expect(result.output.isEmpty)
        }

        enum Case: String, CustomTestStringConvertible, CaseIterable {
            case outputRedirected, dumbTerminal, unknownTerminal, noTerm
            var testDescription: String { rawValue }

            /// The shell command that starts the demo this way, its error going to err.txt.
            func commandLine(_ demo: String) -> String {
                switch self {
                case .outputRedirected: "\(demo) keys > out.txt 2> err.txt"
                case .dumbTerminal: "TERM=dumb \(demo) keys 2> err.txt"
                case .unknownTerminal: "TERM=no-such-terminal \(demo) keys 2> err.txt"
                case .noTerm: "env -u TERM \(demo) keys 2> err.txt"
                }
            }

            var phrase: String {
                switch self {
                case .outputRedirected: "standard output is not"
                case .dumbTerminal: "TERM=dumb cannot"
                case .unknownTerminal: "TERM=no-such-terminal"
                case .noTerm: "TERM is not set"
                }
            }
        }

        @Test(arguments: Case.allCases)
        func insideATerminal(_ refusal: Case) throws {
            let session = try TmuxSession.shell()
            defer { session.kill() }
            try session.run("clear; \(refusal.commandLine(try DemoBinary.path)); echo \"demo exit status: $?\"")
            let screen = try TerminalRestore.waitForExitStatus(in: session)
            #expect(TerminalRestore.exitStatus(in: screen) == 2, "screen:\n\(screen)")
            #expect(try !session.isAlternateScreenOn)
            let error = try String(contentsOf: session.directory.appendingPathComponent("err.txt"), encoding: .utf8)
            Self.expectOneSentence(error, mentioning: refusal.phrase)
            if refusal == .outputRedirected {
                let output = try String(contentsOf: session.directory.appendingPathComponent("out.txt"), encoding: .utf8)
                #expect(output.isEmpty, "nothing written to the redirected output")
            }
        }
    }
}
