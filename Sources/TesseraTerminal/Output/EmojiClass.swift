/// The kinds of multi-scalar emoji that terminals disagree about. Each is one grapheme and two
/// columns by our rules (`TextWidth`), but a terminal may move its cursor by something else:
/// kitty 0.26 by the sum of a ZWJ sequence's parts (8 columns for 👩‍❤️‍💋‍👩), tmux 3.3 by 1
/// for ⏱️ and by 4 for 👍🏽. So the start-up probe measures one class at a time, and
/// `EmojiPolicy` says per class whether the ncurses backend draws it whole or as a stand-in.
///
/// A grapheme belongs to at most one class, the first that fits in this order: a flag, a
/// keycap, a ZWJ sequence, a skin-tone sequence, a text-default emoji with VS16, a single
/// emoji. Other graphemes (é, 日, ⏱ without VS16) belong to none: they need no policy.
///
/// ``single`` is the one class the probe does not measure: 😀 moves every cursor by 2, and
/// what a cursor cannot see is whether a font has a picture for it (rxvt-unicode draws an
/// empty box). Only `KnownEmojiDrawing` and `TESSERA_EMOJI` send it to the fallback.
public enum EmojiClass: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Emoji joined by U+200D: 👩‍❤️‍💋‍👩, 👨‍👩‍👧, 🧑🏽‍💻, 🏳️‍🌈.
    case zwjSequence = "zwj"
    /// A base and a skin-tone modifier, with no joiner: 👍🏽, ☝🏻.
    case skinToneSequence = "skin"
    /// Two regional indicators (🇺🇸) or a tag sequence (🏴󠁧󠁢󠁥󠁮󠁧󠁿).
    case flag = "flag"
    /// A text-default character made an emoji by U+FE0F: ⏱️, ❤️, ☺️.
    case vs16 = "vs16"
    /// A digit, # or * with U+20E3: #️⃣, 1️⃣.
    case keycap = "keycap"
    /// One emoji-presentation character, alone or with VS16: 😀, 🤸, 🌈. ncurses holds it in
    /// one cell as it is; the fallback is for terminals with no emoji font (`NcursesGlyph`).
    case single = "single"

    /// The name people read in reports: "ZWJ sequence", "flag"…
    public var description: String {
        switch self {
        case .zwjSequence: "ZWJ sequence"
        case .skinToneSequence: "skin tone"
        case .flag: "flag"
        case .vs16: "VS16 emoji"
        case .keycap: "keycap"
        case .single: "single emoji"
        }
    }

    /// Whether the start-up probe measures this class (every class but ``single``, which every
    /// terminal advances over by 2 whether or not it can draw it).
    package var isMeasured: Bool { self != .single }

    /// The key in `TESSERA_EMOJI` ("zwj", "skin", "flag", "vs16", "keycap", "single").
    public var key: String { rawValue }

    /// The class of `grapheme`, or nil when it is not an emoji of these kinds.
    public static func of(_ grapheme: Character) -> EmojiClass? {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return nil }
        if isPictograph(first), scalars.dropFirst().allSatisfy({ $0.value == TextWidth.variationSelector16 }) {
            return .single
        }
        guard scalars.count > 1 else { return nil }
        if TextWidth.isRegionalIndicator(first) || scalars.contains(where: { (0xE0020...0xE007F).contains($0.value) }) {
            return .flag
        }
        if scalars.contains(where: { $0.value == 0x20E3 }) { return .keycap }
        if scalars.contains(where: { $0.value == TextWidth.zeroWidthJoiner }) { return .zwjSequence }
        if scalars.contains(where: TextWidth.isSkinTone) { return .skinToneSequence }
        if scalars.contains(where: { $0.value == TextWidth.variationSelector16 }),
           TextWidth.widthClass(of: first) == .textEmoji {
            return .vs16
        }
        return nil
    }

    /// An emoji drawn as a picture by default, two columns wide: 😀, 🤸 — not a lone regional
    /// indicator or skin-tone swatch, which are only parts of one.
    static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation && !TextWidth.isRegionalIndicator(scalar) && !TextWidth.isSkinTone(scalar)
            && TextWidth.widthClass(of: scalar) == .wide
    }

    /// What the start-up probe draws to measure this class (nothing for ``single``). More than one where the class
    /// holds shapes a terminal may treat differently (tmux 3.3 keeps 👩‍❤️‍💋‍👩 to 2 columns but
    /// not 🧑🏽‍💻; kitty 0.26 keeps 👍🏽 but not ☝🏻): the class is drawn whole only if the
    /// terminal keeps every one of them to its two columns.
    public var probeSamples: [Character] {
        switch self {
        case .zwjSequence: ["👩‍❤️‍💋‍👩", "👨‍👩‍👧", "🧑🏽‍💻", "🏳️‍🌈"]
        case .skinToneSequence: ["👍🏽", "☝🏻"]
        case .flag: ["🇺🇸", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"]
        case .vs16: ["⏱️", "❤️", "☺️"]
        case .keycap: ["#️⃣", "1️⃣"]
        case .single: []
        }
    }
}
