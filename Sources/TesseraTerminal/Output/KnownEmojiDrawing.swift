/// What a cursor-position report cannot tell: how a terminal *draws* an emoji it advances
/// over correctly. The probe sees a flag move the cursor two columns in xterm and calls it whole,
/// but xterm draws half a blue letter there. So, per terminal, the classes known to be drawn
/// wrongly go to the fallback whatever the probe measured. `TESSERA_EMOJI` still wins.
///
/// Kept small and only from what was seen (the terminals under Xvfb, issue 17):
///
/// | terminal      | classes sent to the fallback | why                                           |
/// |---------------|------------------------------|-----------------------------------------------|
/// | xterm         | flag, vs16                   | a flag drawn as half a blue letter, ⏱️ cut to one cell |
/// | rxvt-unicode  | every class, single included | no colour emoji: empty boxes wherever no text font has the character (🤸, ⏱, 🌈) |
/// | Alacritty     | flag                         | draws a flag's two regional indicators as letters ("US") |
///
/// `single` (😀, one emoji character) is in the table only for rxvt-unicode: it cannot draw
/// colour fonts, so a face DejaVu Sans happens to have comes out as a line drawing and the
/// rest as boxes. There every emoji becomes a text symbol that fonts have (😀 → "☺ ",
/// 🤸 → "♙ ", ⏱️ → "◷ "; `NcursesGlyph`), so a screen is never a row of boxes. Someone who
/// has installed a monochrome emoji font (Symbola, Noto Emoji) sets
/// `TESSERA_EMOJI=single=whole` to see it instead.
///
/// A terminal not in the table keeps what was measured.
package enum KnownEmojiDrawing {
    /// The classes `identity`'s terminal is known to draw wrongly, with the reason.
    package static func fallbackClasses(for identity: TerminalIdentity) -> (classes: Set<EmojiClass>, reason: String)? {
        switch identity.name {
        case .xterm:
            ([.flag, .vs16],
             "xterm draws a flag as half a letter and VS16 emoji in one cell")
        case .rxvtUnicode:
            (Set(EmojiClass.allCases), "rxvt-unicode draws no colour emoji: empty boxes where no text font has one")
        case .alacritty:
            ([.flag], "Alacritty draws a flag's regional indicators as two letters")
        default:
            nil
        }
    }

    /// `measured` with the classes `identity` is known to draw wrongly sent to the fallback.
    package static func policy(measured: EmojiPolicy, for identity: TerminalIdentity) -> EmojiPolicy {
        guard let known = fallbackClasses(for: identity) else { return measured }
        var policy = measured
        for emojiClass in known.classes { policy[emojiClass] = .fallback }
        return policy
    }
}
