/// The terminfo entry to start with when this system's database has none for `TERM` but has a
/// close one: an older ncurses (the macOS SDK's 5.7) has no `tmux-256color`, a minimal container
/// no `xterm-kitty`. Refusing to start there helps nobody; the close entry draws correctly for
/// what Tessera uses (cursor addressing, colours, the alternate screen), and `--probe` says
/// which entry was used instead (`TerminalProbe.terminfoNote`).
package enum TerminfoFallback {
    /// The entries to try, best first, for a TERM that has none: tmux's own names → screen's
    /// (tmux is screen-compatible), `xterm-*` → `xterm-256color`, any `*-256color` →
    /// `xterm-256color`. Empty when nothing is close (`no-such-terminal`, `dumb`).
    package static func candidates(for term: String) -> [String] {
        var names: [String] = []
        if term == "tmux" || term.hasPrefix("tmux-") {
            names.append(term.hasSuffix("256color") ? "screen-256color" : "screen")
        }
        if term.hasPrefix("xterm-") || term.hasSuffix("-256color") {
            names.append("xterm-256color")
        }
        var seen: Set<String> = [term]
        return names.filter { seen.insert($0).inserted }
    }

    /// The TERM to start ncurses with: `term` itself when terminfo knows it, else the first close
    /// entry it knows; nil when neither (the caller then refuses with the lookup's reason).
    package static func resolve(_ term: String, lookUp: (String) -> TerminfoLookup) -> (term: String, lookup: TerminfoLookup) {
        let own = lookUp(term)
        guard own == .notFound else { return (term, own) }
        for candidate in candidates(for: term) where lookUp(candidate) == .usable {
            return (candidate, .usable)
        }
        return (term, own)
    }

    /// What `--probe` reports when a close entry was used (one line of an 80-column screen).
    package static func note(requested: String, used: String) -> String {
        "terminfo: TERM=\(requested) unknown here, using \(used)"
    }
}
