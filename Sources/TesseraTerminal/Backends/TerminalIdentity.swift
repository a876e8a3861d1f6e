import Foundation

/// Which terminal emulator this is, as far as it tells: XTVERSION (`CSI > 0 q`), then secondary
/// device attributes (`CSI > c`) for the few whose type number is their own, then the
/// environment (`TERM_PROGRAM`, `TERM`). Only used to look up what a cursor cannot measure
/// (`KnownEmojiDrawing`): how a terminal *draws* an emoji it advances correctly over.
package struct TerminalIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The emulators Tessera knows something about; `other` for the rest.
    package enum Name: String, Hashable, Sendable {
        /// xterm (XTVERSION "XTerm(390)", DA2 41).
        case xterm
        /// kitty (XTVERSION "kitty(0.26.5)", TERM xterm-kitty).
        case kitty
        /// rxvt-unicode (DA2 85, TERM rxvt-unicode*).
        case rxvtUnicode = "rxvt-unicode"
        /// Alacritty (TERM alacritty).
        case alacritty
        /// tmux (XTVERSION "tmux 3.3a", DA2 84): the emoji are drawn by whatever terminal tmux runs in.
        case tmux
        /// GNU screen (DA2 83).
        case screen
        /// WezTerm.
        case wezterm
        /// foot.
        case foot
        /// Ghostty.
        case ghostty
        /// iTerm2.
        case iterm2
        /// macOS Terminal.
        case appleTerminal = "apple-terminal"
        /// Konsole.
        case konsole
        /// VTE-based terminals (GNOME Terminal, Tilix…).
        case vte
        /// Anything else, or nothing said.
        case other
    }

    /// Where the name came from.
    package enum Source: String, Hashable, Sendable {
        /// The terminal's XTVERSION answer.
        case xtversion = "XTVERSION"
        /// The terminal's secondary device attributes.
        case secondaryDeviceAttributes = "DA2"
        /// `TERM_PROGRAM`.
        case termProgram = "TERM_PROGRAM"
        /// `TERM`.
        case term = "TERM"
        /// Nothing identified it.
        case none
    }

    /// The emulator.
    package var name: Name
    /// Its version as it gave it ("390", "0.26.5"), when it did.
    package var version: String?
    /// What identified it.
    package var source: Source

    /// An identity as given.
    package init(name: Name, version: String? = nil, source: Source) {
        self.name = name
        self.version = version
        self.source = source
    }

    /// "xterm 390 (XTVERSION)", "unknown".
    package var description: String {
        guard name != .other || version != nil else { return "unknown" }
        return [name.rawValue, version].compactMap { $0 }.joined(separator: " ") + " (\(source.rawValue))"
    }

    /// Identifies from the probe's answers and the environment, most trusted first.
    package static func identify(xtversion: String?, secondaryDeviceAttributes: [Int]?,
                                environment: [String: String]) -> TerminalIdentity {
        if let xtversion, let identity = fromVersionReport(xtversion) { return identity }
        if let attributes = secondaryDeviceAttributes, let type = attributes.first {
            let version = attributes.count > 1 ? String(attributes[1]) : nil
            // Only type numbers no one else answers with; kitty, VTE and others send 1 or 0.
            switch type {
            case 41: return TerminalIdentity(name: .xterm, version: version, source: .secondaryDeviceAttributes)
            case 85: return TerminalIdentity(name: .rxvtUnicode, version: version, source: .secondaryDeviceAttributes)
            case 84: return TerminalIdentity(name: .tmux, version: nil, source: .secondaryDeviceAttributes)
            case 83: return TerminalIdentity(name: .screen, version: version, source: .secondaryDeviceAttributes)
            default: break
            }
        }
        if let program = environment["TERM_PROGRAM"]?.lowercased() {
            let name: Name? = switch program {
            case "iterm.app": .iterm2
            case "apple_terminal": .appleTerminal
            case "wezterm": .wezterm
            case "tmux": .tmux
            case "ghostty": .ghostty
            case "alacritty": .alacritty
            case "kitty": .kitty
            default: nil
            }
            if let name { return TerminalIdentity(name: name, version: environment["TERM_PROGRAM_VERSION"], source: .termProgram) }
        }
        if let term = environment["TERM"]?.lowercased() {
            let name: Name? = if term.hasPrefix("rxvt-unicode") { .rxvtUnicode }
                else if term == "alacritty" || term.hasPrefix("alacritty-") { .alacritty }
                else if term == "xterm-kitty" { .kitty }
                else if term.hasPrefix("foot") { .foot }
                else if term == "wezterm" { .wezterm }
                else if term == "xterm-ghostty" { .ghostty }
                else { nil }
            if let name { return TerminalIdentity(name: name, source: .term) }
        }
        return TerminalIdentity(name: .other, source: .none)
    }

    /// "XTerm(390)", "kitty(0.26.5)", "tmux 3.3a", "WezTerm 20240203-…", "foot(1.13.1)": a
    /// name, then the version in parentheses or after a space.
    static func fromVersionReport(_ report: String) -> TerminalIdentity? {
        let trimmed = report.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let nameEnd = trimmed.firstIndex { $0 == "(" || $0 == " " } ?? trimmed.endIndex
        let rawName = trimmed[..<nameEnd].lowercased()
        var version = String(trimmed[nameEnd...]).trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
        if version.isEmpty { version = "" }
        let name: Name = switch rawName {
        case "xterm": .xterm
        case "kitty": .kitty
        case "tmux": .tmux
        case "wezterm": .wezterm
        case "foot": .foot
        case "ghostty": .ghostty
        case "iterm2": .iterm2
        case "alacritty": .alacritty
        case "konsole": .konsole
        case "vte": .vte
        default: .other
        }
        return TerminalIdentity(name: name, version: name == .other ? trimmed : (version.isEmpty ? nil : version), source: .xtversion)
    }
}
