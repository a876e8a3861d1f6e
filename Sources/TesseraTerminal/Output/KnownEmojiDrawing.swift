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
/// | rxvt-unicode  | every class                  | no colour emoji font: blank tiles, empty boxes |
/// | Alacritty     | flag                         | draws a flag's two regional indicators as letters ("US") |
///
/// A terminal not in the table keeps what was measured.
public enum KnownEmojiDrawing {
    /// The classes `identity`'s terminal is known to draw wrongly, with the reason.
    public static func fallbackClasses(for identity: TerminalIdentity) -> (classes: Set<EmojiClass>, reason: String)? {
        switch identity.name {
        case .xterm:
            ([.flag, .vs16],
             "xterm draws a flag as half a letter and VS16 emoji in one cell")
        case .rxvtUnicode:
            (Set(EmojiClass.allCases), "rxvt-unicode has no colour emoji font: blank tiles and empty boxes")
        case .alacritty:
            ([.flag], "Alacritty draws a flag's regional indicators as two letters")
        default:
            nil
        }
    }

    /// `measured` with the classes `identity` is known to draw wrongly sent to the fallback.
    public static func policy(measured: EmojiPolicy, for identity: TerminalIdentity) -> EmojiPolicy {
        guard let known = fallbackClasses(for: identity) else { return measured }
        var policy = measured
        for emojiClass in known.classes { policy[emojiClass] = .fallback }
        return policy
    }
}
