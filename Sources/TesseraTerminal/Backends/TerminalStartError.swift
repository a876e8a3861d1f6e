import Foundation

/// Why a full-screen program cannot start here. The description is one sentence a person
/// can act on; programs print it on standard error and exit with status 2.
public enum TerminalStartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard output is redirected to a pipe or a file.
    case outputNotATerminal
    /// Standard input is redirected from a pipe or a file.
    case inputNotATerminal
    /// `TERM` is missing or empty.
    case termNotSet
    /// terminfo has no entry for this TERM (or it is a generic one such as "unknown").
    case termUnknown(String)
    /// No terminfo database at all.
    case noTerminfoDatabase(String)
    /// The entry exists but cannot place the cursor: `dumb`, hardcopy terminals.
    case termTooLimited(String)

    /// One sentence naming the program, the problem and what to do about it.
    public var description: String {
        let program = ProcessInfo.processInfo.processName
        return switch self {
        case .outputNotATerminal:
            "\(program) needs a terminal, but its standard output is not one (it is redirected to a pipe or a file)."
        case .inputNotATerminal:
            "\(program) needs a terminal, but its standard input is not one (it is redirected from a pipe or a file)."
        case .termNotSet:
            "\(program) needs to know the terminal type, but TERM is not set."
        case .termUnknown(let term):
            "\(program) does not know the terminal type TERM=\(term) (terminfo has no entry for it; try TERM=xterm-256color)."
        case .noTerminfoDatabase(let term):
            "\(program) cannot look up TERM=\(term) because no terminfo database is installed (install ncurses-base)."
        case .termTooLimited(let term):
            "\(program) needs a terminal that can move the cursor, and TERM=\(term) cannot."
        }
    }

    /// What `NcursesTerminal` checks before it touches the terminal, as a pure function:
    /// standard output first (the usual mistake is a pipe), then input, then TERM.
    /// `lookUp` asks terminfo about a TERM value. An unknown TERM with a close known entry
    /// (`TerminfoFallback`) is no problem: see ``startingTerm(outputIsTerminal:inputIsTerminal:term:lookUp:)``.
    package static func problem(outputIsTerminal: Bool, inputIsTerminal: Bool, term: String?,
                               lookUp: (String) -> TerminfoLookup) -> TerminalStartError? {
        if case .failure(let problem) = startingTerm(outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal,
                                                     term: term, lookUp: lookUp) {
            return problem
        }
        return nil
    }

    /// The terminfo entry to start with (TERM itself, or the close entry `TerminfoFallback`
    /// found for it), or why the program cannot start.
    package static func startingTerm(outputIsTerminal: Bool, inputIsTerminal: Bool, term: String?,
                                     lookUp: (String) -> TerminfoLookup) -> Result<String, TerminalStartError> {
        guard outputIsTerminal else { return .failure(.outputNotATerminal) }
        guard inputIsTerminal else { return .failure(.inputNotATerminal) }
        guard let term, !term.isEmpty else { return .failure(.termNotSet) }
        if term == "dumb" { return .failure(.termTooLimited(term)) }
        let (entry, lookup) = TerminfoFallback.resolve(term, lookUp: lookUp)
        switch lookup {
        case .usable: return .success(entry)
        case .notFound: return .failure(.termUnknown(term))
        case .noDatabase: return .failure(.noTerminfoDatabase(term))
        case .cannotAddressCursor: return .failure(.termTooLimited(term))
        }
    }
}

/// What terminfo says about a TERM value.
package enum TerminfoLookup: Hashable, Sendable {
    /// The entry exists and can place the cursor.
    case usable
    /// No entry for the TERM value.
    case notFound
    /// No terminfo database is installed.
    case noDatabase
    /// Hardcopy, or no `cup` capability.
    case cannotAddressCursor
}
