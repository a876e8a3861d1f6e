
/// How the ncurses backend draws each `EmojiClass`: whole, or as the stand-in `NcursesGlyph`
/// picks (its first scalar, a flag's two letters, "⏱ ", and where the terminal has no emoji
/// font a text symbol: 😀 → "☺ "). `NcursesTerminal` decides it at start-up from what the
/// terminal does (`TerminalProbe`) and is known to draw (`KnownEmojiDrawing`), and
/// `TESSERA_EMOJI` overrides it.
///
/// Width does not depend on the policy, on purpose. Both ways fill exactly the two columns
/// `TextWidth` gives the grapheme: a class is drawn whole only where the terminal was measured
/// advancing its cursor by exactly 2 for it, and every stand-in is built to be 2 columns wide.
/// So layout, truncation and wrapping never need to know the policy — nothing is threaded
/// through them, no layout changes when the terminal changes — and what the terminal shows
/// always lines up with what was laid out. The policy only changes which glyphs appear.
public struct EmojiPolicy: Hashable, Sendable, CustomStringConvertible {
    /// How one class of emoji is drawn; the raw values are the words `TESSERA_EMOJI` takes.
    public enum Rendering: String, Hashable, Sendable {
        /// The cluster itself, written after ncurses' update.
        case whole
        /// `NcursesGlyph`'s stand-in, through ncurses.
        case fallback
    }

    /// The classes drawn whole; the rest fall back.
    public var wholeClasses: Set<EmojiClass>

    /// A policy drawing the classes in `whole` whole and the rest as stand-ins; single emoji as
    /// they are unless `pictographs` is false (a terminal with no emoji font).
    public init(whole: Set<EmojiClass> = [], pictographs: Bool = true) {
        wholeClasses = pictographs ? whole.union([.single]) : whole.subtracting([.single])
    }

    /// Every measured class as a stand-in, single emoji as they are: what Tessera did before it
    /// measured, and what a terminal that answers nothing gets. (A cursor cannot tell whether a
    /// terminal has an emoji font, so nothing but `KnownEmojiDrawing` or `single=fallback` turns
    /// 😀 into a text symbol.)
    public static let fallback = EmojiPolicy()
    /// Every class whole (WezTerm, Ghostty, foot, iTerm2, Windows Terminal).
    public static let whole = EmojiPolicy(whole: Set(EmojiClass.allCases))

    /// How `emojiClass` is drawn; setting it adds the class to or removes it from ``wholeClasses``.
    public subscript(_ emojiClass: EmojiClass) -> Rendering {
        get { wholeClasses.contains(emojiClass) ? .whole : .fallback }
        set {
            if newValue == .whole { wholeClasses.insert(emojiClass) } else { wholeClasses.remove(emojiClass) }
        }
    }

    /// Whether `grapheme` is written whole after ncurses' update (`WholeClusterWriter`): it is
    /// of a measured class drawn whole. A single emoji never is: ncurses holds it in one cell.
    public func drawsWhole(_ grapheme: Character) -> Bool {
        guard !wholeClasses.isEmpty, let emojiClass = EmojiClass.of(grapheme), emojiClass.isMeasured else { return false }
        return wholeClasses.contains(emojiClass)
    }

    /// Whether the terminal draws emoji pictures at all (single emoji whole). When it does not,
    /// every stand-in avoids them too: 🤸🏿‍♀️ becomes a text symbol, not 🤸 (`NcursesGlyph`).
    public var drawsPictographs: Bool { wholeClasses.contains(.single) }

    /// "zwj=fallback,skin=fallback,flag=whole,vs16=whole,keycap=whole,single=whole": the same form
    /// `TESSERA_EMOJI` takes.
    public var description: String {
        EmojiClass.allCases.map { "\($0.key)=\(self[$0].rawValue)" }.joined(separator: ",")
    }

    // MARK: - TESSERA_EMOJI

    /// The environment variable that overrides the probe: `whole`, `fallback`, or
    /// `class=whole|fallback` terms, comma-separated, applied left to right over what was
    /// measured — `TESSERA_EMOJI=fallback,flag=whole` draws flags whole and no other multi-scalar
    /// emoji; `TESSERA_EMOJI=zwj=fallback` keeps the probe's answer for every class but ZWJ
    /// sequences. Classes: zwj, skin, flag, vs16, keycap, single. `fallback` alone is
    /// ``fallback`` (single emoji stay as they are); `single=fallback` draws 😀 as a text symbol,
    /// for a terminal with no emoji font, and `single=whole` undoes that where one was installed.
    public static let environmentVariable = "TESSERA_EMOJI"

    /// This policy with `override` (a `TESSERA_EMOJI` value) applied, and the terms that were
    /// not understood (they change nothing).
    public func overridden(by override: String) -> (policy: EmojiPolicy, problems: [String]) {
        var policy = self
        var problems: [String] = []
        for field in override.split(separator: ",") {
            let term = String(field.filter { !$0.isWhitespace })
            guard !term.isEmpty else { continue }
            let parts = term.split(separator: "=", maxSplits: 1).map(String.init)
            guard let rendering = Rendering(rawValue: parts.last!.lowercased()) else { problems.append(term); continue }
            if parts.count == 1 {
                policy = rendering == .whole ? .whole : .fallback
            } else if let emojiClass = EmojiClass(rawValue: parts[0].lowercased()) {
                policy[emojiClass] = rendering
            } else {
                problems.append(term)
            }
        }
        return (policy, problems)
    }

    /// This policy with the environment's `TESSERA_EMOJI`, if any, applied.
    public func overridden(byEnvironment environment: [String: String]) -> EmojiPolicy {
        guard let value = environment[Self.environmentVariable] else { return self }
        return overridden(by: value).policy
    }

    // MARK: - The process's terminal

    /// How the terminal this process draws on shows each class: set once by `NcursesTerminal`
    /// when it starts (after its probe, before the first frame), `.fallback` until then.
    ///
    /// The one piece of process-wide state Tessera keeps, because it describes the process's
    /// one terminal, like the locale does: what reads it describes the screen as the terminal
    /// shows it (`NcursesTerminal.drawnText`, the keys inspector). Drawing and layout never
    /// read it — the terminal keeps its own copy, and widths do not depend on it (see above).
    /// Behind a mutex, so any thread or actor may read it.
    public static var current: EmojiPolicy {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private static let storage = Guarded(EmojiPolicy.fallback)
}
