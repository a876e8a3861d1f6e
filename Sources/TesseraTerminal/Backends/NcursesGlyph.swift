import CNcursesw

/// What the ncurses backend hands ncurses for one cell's grapheme.
///
/// ncurses keeps a cell as one spacing character plus a few zero-width ones (a `cchar_t`), and
/// moves its cursor by the C library's `wcwidth` of that spacing character. Many emoji are
/// more than that: a ZWJ family (👨‍👩‍👧) or a skin tone (🤸🏿‍♀️) joins several spacing
/// characters, a flag is two regional indicators of width 1 each, and ⏱️ is a width-1 character
/// made wide by VS16. Handed over as is they are cut, split or measured 1 wide where our cell is
/// 2, and the row drifts: stray halves, a dangling joiner that glues itself to the next cell.
///
/// So a grapheme goes over whole only when ncurses measures it exactly as our cell does, and
/// otherwise as the nearest thing it can measure, filling the cell's columns exactly:
///
/// 1. a picture drawn with a plain shape and colours where no part of it will do: 🏳️‍⚧️, all of
///    whose parts are narrow, as its stripes, "▬▬" pink on light blue (`paint(for:)`);
/// 2. on a terminal with no emoji pictures (`EmojiPolicy.drawsPictographs` false), any emoji but
///    a flag or keycap as a text symbol and a blank (😀 → "☺ ", 🤸🏿‍♀️ → "♙ "; `EmojiTextSymbol`);
/// 3. as is, when its first scalar is the cell's width and the rest are zero-width marks that fit;
/// 4. a flag as its two letters, "🇯🇵" → "JP" (one column each);
/// 5. its first scalar alone when that is the cell's width (👨‍👩‍👧 → 👨, 🤸🏿‍♀️ → 🤸), or, in a
///    ZWJ sequence led by a narrow one, its first part that is (🏳️‍🌈 → 🌈);
/// 6. a one-column first scalar, in text presentation, then a blank (⏱️ → "⏱ ", #️⃣ → "# ");
/// 7. blanks.
///
/// Our screen model (and every other backend) keeps the real grapheme; only what reaches
/// ncurses changes.
enum NcursesGlyph {
    /// The column-by-column pieces to draw for `grapheme` in a cell `width` columns wide: one
    /// piece covering the whole cell, or one narrow piece per column. Each piece is a spacing
    /// scalar followed by zero-width ones. `wcwidth` is the C library's, as ncurses uses it;
    /// `maximumScalars` is how many a `cchar_t` holds.
    /// `pictographs` is whether the terminal draws emoji pictures (`EmojiPolicy.drawsPictographs`).
    static func pieces(for grapheme: Character, width: Int, maximumScalars: Int, pictographs: Bool = true,
                       wcwidth: (Unicode.Scalar) -> Int = systemWidth) -> [[Unicode.Scalar]] {
        let scalars = Array(grapheme.unicodeScalars)
        guard let first = scalars.first, width > 0 else { return [] }
        let blanks = Array(repeating: [Unicode.Scalar(" ")], count: width)
        if width == 2, let painted = paintedPictures[grapheme], wcwidth(painted.glyph) == 1 {
            return [[painted.glyph], [painted.glyph]]
        }
        if !pictographs, width == 2, let symbol = EmojiTextSymbol.standIn(for: grapheme), wcwidth(symbol) == 1 {
            return [[symbol], [" "]]
        }
        let firstWidth = wcwidth(first)
        if firstWidth == width, scalars.count <= maximumScalars, scalars.dropFirst().allSatisfy({ wcwidth($0) == 0 }) {
            return [scalars]
        }
        if width == 2, scalars.count == 2, let a = letter(ofRegionalIndicator: scalars[0]), let b = letter(ofRegionalIndicator: scalars[1]) {
            return [[a], [b]]
        }
        if firstWidth == width { return [[first]] }
        // A joined sequence led by a text-default character (🏳️‍🌈): its first part the cell's
        // width stands in (🌈) — 🏳 alone is drawn as a thin grey outline, a sliver at 11 pt.
        if scalars.contains(where: { $0.value == 0x200D }), let wide = scalars.first(where: { wcwidth($0) == width }) {
            return [[wide]]
        }
        if firstWidth == 1 { return [[first]] + blanks.dropFirst() }
        return blanks
    }

    /// Flags with no part that stands in well, drawn as two cells of one plain shape in their
    /// colours: 🏳️‍⚧️'s light blue, pink and white stripes as "▬" pink on light blue (a pink band
    /// between blue ones; kitty draws 🏳 and ⚧ alone as grey slivers). ▬ is in every text font
    /// with geometric shapes (DejaVu Sans Mono, Noto Sans Mono), so it shows in kitty, xterm and
    /// rxvt-unicode alike (all three looked at under Xvfb).
    static let paintedPictures: [Character: (glyph: Unicode.Scalar, foreground: Color, background: Color)] = [
        "🏳️‍⚧️": ("\u{25AC}", .palette(218), .palette(117)),
    ]

    /// The colours a stand-in brings with it (`paintedPictures`), which replace the cell's own;
    /// nil for every other grapheme. The backend maps them to the terminal's depth like any colour.
    static func paint(for grapheme: Character) -> (foreground: Color, background: Color)? {
        paintedPictures[grapheme].map { ($0.foreground, $0.background) }
    }

    /// "A" for 🇦 (U+1F1E6) … "Z" for 🇿.
    private static func letter(ofRegionalIndicator scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard (0x1F1E6...0x1F1FF).contains(scalar.value) else { return nil }
        return Unicode.Scalar(UInt8(ascii: "A") + UInt8(scalar.value - 0x1F1E6))
    }

    /// The C library's width of a scalar in the current locale (-1 when it has none).
    static func systemWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(tessera_wcwidth(wchar_t(bitPattern: scalar.value)))
    }
}

extension NcursesGlyph {
    /// What ncurses holds for a two-column grapheme that is drawn whole after its update (see
    /// `WholeClusterWriter`): two one-column braille patterns picked by a hash of the grapheme,
    /// drawn concealed (`A_INVIS`, which nothing else we draw uses).
    ///
    /// So ncurses' idea of those cells never equals anything but the same grapheme: not other
    /// text (ncurses would otherwise skip writing a lone 👩 where it believes its stand-in for
    /// 👩‍❤️‍💋‍👩 already is), and — up to a 1 in 65,536 hash collision — not another whole
    /// grapheme either, so lines ncurses scrolls carry the right clusters with them. Concealed,
    /// so a terminal without synchronized output shows blanks, not patterns, for the instant
    /// before the cluster lands on them.
    static func placeholder(for grapheme: Character) -> [[Unicode.Scalar]] {
        var hash: UInt32 = 2_166_136_261 // FNV-1a: the same in every process, unlike Hasher
        for scalar in grapheme.unicodeScalars {
            hash = (hash ^ scalar.value) &* 16_777_619
        }
        let braille: (UInt32) -> Unicode.Scalar = { Unicode.Scalar(0x2800 + ($0 & 0xFF))! }
        return [[braille(hash)], [braille(hash >> 8)]]
    }
}
