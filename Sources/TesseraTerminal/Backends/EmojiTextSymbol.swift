/// What stands in for an emoji on a terminal with no emoji font (rxvt-unicode; see
/// `KnownEmojiDrawing`): one narrow symbol that text fonts have had since Unicode 3.2 (DejaVu
/// Sans, the fonts rxvt-unicode falls back on, draw them all), picked from the emoji's Unicode
/// name, so a face still reads as a face and a heart as a heart — 😀 → ☺, 💕 → ♥, 🤸 → ♙,
/// ⏱️ → ◷, 🔒 → ◘, 🌈 → ⌒ — else by the emoji's Unicode subgroup (`subgroupRanges`, generated:
/// 🍎 → ◉ food, 🐈 → ♘ animal, 🚲 → ⇉ vehicle), and anything newer as ◇. Never a box, and always one column, so with a blank after it
/// the stand-in fills the emoji's two columns exactly (`NcursesGlyph`).
///
/// An old text symbol made an emoji by VS16 (❤️, ☺️, ✈️) stands in for itself.
enum EmojiTextSymbol {
    /// For anything the table does not name: a hollow diamond, "a picture was here".
    static let unnamed: Unicode.Scalar = "\u{25C7}"

    /// Words of an emoji's Unicode name, first match wins, and the symbol each stands for.
    /// Clocks before faces ("CLOCK FACE ONE OCLOCK"), faces before people ("FACE WITH …").
    static let table: [(words: Set<String>, symbol: Unicode.Scalar)] = [
        (["CLOCK", "WATCH", "STOPWATCH", "TIMER", "HOURGLASS", "ALARM"], "\u{25F7}"),          // ◷
        (["LOCK", "KEY"], "\u{25D8}"),                                                           // ◘, a padlock's shape
        (["RAINBOW"], "\u{2312}"),                                                               // ⌒
        (["HEART", "HEARTS"], "\u{2665}"),                                                        // ♥
        (["FACE", "SMILE", "SMILING", "GRINNING"], "\u{263A}"),                                  // ☺
        (["PERSON", "MAN", "WOMAN", "MEN", "WOMEN", "PEOPLE", "BOY", "GIRL", "CHILD", "BABY",
          "ADULT", "FAMILY", "COUPLE", "KISS", "DANCER", "RUNNER", "SURFER", "SWIMMER", "GUARDSMAN",
          "ASTRONAUT", "DETECTIVE", "CONSTRUCTION", "PRINCESS", "PRINCE", "MAGE", "FAIRY", "VAMPIRE",
          "ELF", "GENIE", "ZOMBIE", "MERPERSON", "SUPERHERO", "SUPERVILLAIN", "NINJA", "BICYCLIST",
          "PEDESTRIAN", "JUGGLING", "SNOWBOARDER", "SKIER", "GOLFER", "LIFTER", "WRESTLERS"], "\u{2659}"), // ♙
        (["HAND", "HANDS", "FINGER", "THUMBS", "FIST", "PALM", "CLAPPING"], "\u{261E}"),          // ☞
        (["STAR", "STARS", "SPARKLES", "SPARKLE", "GLOWING"], "\u{2605}"),                        // ★
        (["SUN", "SUNRISE", "SUNSET", "SUNNY"], "\u{2600}"),                                      // ☀
        (["CLOUD", "CLOUDS", "RAIN", "CLOUDY"], "\u{2601}"),                                      // ☁
        (["UMBRELLA"], "\u{2602}"),                                                               // ☂
        (["SNOWMAN", "SNOWFLAKE", "SNOW"], "\u{2744}"),                                           // ❄
        (["FLOWER", "BLOSSOM", "ROSE", "TULIP", "HIBISCUS", "SUNFLOWER", "BOUQUET", "LOTUS"], "\u{273F}"), // ✿
        (["TELEPHONE", "PHONE", "MOBILE"], "\u{260E}"),                                           // ☎
        (["AIRPLANE", "PLANE"], "\u{2708}"),                                                      // ✈
        (["ENVELOPE", "MAIL", "E-MAIL", "LETTER", "MAILBOX"], "\u{2709}"),                        // ✉
        (["PENCIL", "PEN", "MEMO", "CRAYON", "PAINTBRUSH"], "\u{270E}"),                          // ✎
        (["SCISSORS"], "\u{2702}"),                                                               // ✂
        (["MUSICAL", "MUSIC", "NOTE", "NOTES", "HEADPHONE", "GUITAR", "VIOLIN", "SAXOPHONE"], "\u{266A}"), // ♪
        (["CHECK", "BALLOT"], "\u{2714}"),                                                        // ✔
        (["CROSS", "PROHIBITED", "NO"], "\u{2716}"),                                              // ✖
        (["FLAG", "FLAGS"], "\u{2691}"),                                                          // ⚑ (4.0, in DejaVu Sans)
        (["ARROW", "ARROWS"], "\u{279C}"),                                                        // ➜
        (["SKULL"], "\u{2620}"),                                                                  // ☠
        (["SPADE"], "\u{2660}"), (["CLUB"], "\u{2663}"), (["DIAMOND"], "\u{2666}"),               // ♠ ♣ ♦
        (["CIRCLE", "BALL", "BUTTON"], "\u{25CF}"),                                               // ●
        (["SQUARE"], "\u{25A0}"),                                                                 // ■
        (["TRIANGLE"], "\u{25B2}"),                                                               // ▲
    ]

    /// The symbol for `grapheme` if it is an emoji drawn as a picture — a single emoji, a ZWJ or
    /// skin-tone sequence, a VS16 emoji — and nil otherwise (flags and keycaps have their own
    /// text stand-ins: letters, "# ").
    static func standIn(for grapheme: Character) -> Unicode.Scalar? {
        guard let emojiClass = EmojiClass.of(grapheme), emojiClass != .flag, emojiClass != .keycap,
              let subject = grapheme.unicodeScalars.first(where: EmojiClass.isPictograph) ?? grapheme.unicodeScalars.first
        else { return nil }
        if isOldTextSymbol(subject) { return subject }
        let named = symbol(forName: subject.properties.name ?? "")
        return named != unnamed ? named : subgroupSymbol(for: subject) ?? unnamed
    }

    /// The symbol of `scalar`'s Unicode subgroup (`subgroupRanges`), or nil for an emoji newer
    /// than the table.
    static func subgroupSymbol(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        var low = 0, high = subgroupRanges.count
        while low < high {
            let middle = (low + high) / 2
            if subgroupRanges[middle].last < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < subgroupRanges.count, subgroupRanges[low].first <= scalar.value else { return nil }
        return subgroupRanges[low].symbol
    }

    /// The table's symbol for a Unicode character name ("GRINNING FACE" → ☺), or ``unnamed``.
    static func symbol(forName name: String) -> Unicode.Scalar {
        let words = Set(name.split(separator: " ").map(String.init))
        return table.first { !$0.words.isDisjoint(with: words) }?.symbol ?? unnamed
    }

    /// A narrow character text fonts have long had: in the Basic Multilingual Plane, from
    /// Unicode 3.2 or before, and text by default (❤, ☺, ✈ — not ⏱, new in 6.0).
    static func isOldTextSymbol(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value < 0x10000, !scalar.properties.isEmojiPresentation, let age = scalar.properties.age else { return false }
        return age.major < 3 || (age.major == 3 && age.minor <= 2)
    }
}
