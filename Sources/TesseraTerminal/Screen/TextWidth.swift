/// How many terminal columns text takes. Our own rules, not the C library's `wcwidth`, so every
/// machine agrees and a grapheme (Swift's `Character`) is measured as one thing:
///
/// - East Asian Wide and Fullwidth characters (CJK, kana, Hangul syllables, fullwidth forms) and
///   emoji with Emoji_Presentation are 2 columns.
/// - A text-default emoji (☺, ❤, ©, a digit in a keycap) is 2 inside an emoji sequence: followed
///   by VS16 (U+FE0F), by a skin tone, or joined by ZWJ. Skin-tone sequences, ZWJ families, flags
///   (regional indicator pairs) and keycaps are one grapheme, 2 columns.
/// - Combining and enclosing marks (variation selectors among them), format characters (ZWJ,
///   ZWSP) and controls are 0; they ride on the grapheme they belong to.
/// - Everything else, East Asian Ambiguous included, is 1.
///
/// The width of a grapheme is the width of its first scalar that has any, adjusted for emoji
/// sequences and capped at 2; a lone combining mark or control is 0. The width of a string is the
/// sum over its graphemes. Data: `TextWidthTable.swift`, Unicode 15.0.
public enum TextWidth {
    /// The ellipsis that ends truncated text: one column wide.
    public static let ellipsis: Character = "…"

    /// The columns one grapheme takes: 0, 1 or 2.
    public static func of(_ c: Character) -> Int {
        // A lone ASCII byte first (cheaper than `asciiValue`, which also folds "\r\n"); ASCII
        // with marks ("e\u{301}") takes the general path below.
        let utf8 = c.utf8
        if utf8.count == 1, let byte = utf8.first { return asciiWidth(byte) }
        let scalars = c.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return width(ofClass: widthClass(of: first)) }
        return sequenceWidth(scalars, firstTwo: (first, second))
    }

    /// The columns a string takes: the sum of its graphemes' widths.
    public static func of(_ s: String) -> Int { widthOfText(s) }

    /// The columns a slice of a string takes, without copying it.
    public static func of(_ s: Substring) -> Int { widthOfText(s) }

    private static func widthOfText(_ s: some StringProtocol) -> Int {
        var asciiWidthSoFar = 0
        for byte in s.utf8 {
            // Leaves the fast path at the first non-ASCII byte; in ASCII every byte is a grapheme
            // (but "\r\n", which is 0 either way), so counting printable bytes is exact.
            guard byte < 0x80 else {
                var total = 0
                for c in s { total += of(c) }
                return total
            }
            asciiWidthSoFar += asciiWidth(byte)
        }
        return asciiWidthSoFar
    }

    // MARK: - Scalar classes

    /// Width classes stored in `classTable`.
    enum WidthClass: UInt32 {
        case zero = 0, narrow = 1, wide = 2, textEmoji = 3
    }

    @inline(__always)
    static func asciiWidth(_ byte: UInt8) -> Int { (byte >= 0x20 && byte < 0x7F) ? 1 : 0 }

    /// The class of one scalar: binary search for the last table entry starting at or before it.
    static func widthClass(of scalar: Unicode.Scalar) -> WidthClass {
        let value = scalar.value
        let table = classTable
        var low = 0, high = table.count  // invariant: table[low] starts at or before value
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] >> 2 <= value { low = mid } else { high = mid }
        }
        return WidthClass(rawValue: table[low] & 3)!
    }

    static func width(ofClass c: WidthClass) -> Int {
        switch c {
        case .zero: 0
        case .narrow, .textEmoji: 1
        case .wide: 2
        }
    }

    static func isRegionalIndicator(_ s: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(s.value) }
    static func isSkinTone(_ s: Unicode.Scalar) -> Bool { (0x1F3FB...0x1F3FF).contains(s.value) }
    static let variationSelector16: UInt32 = 0xFE0F
    static let zeroWidthJoiner: UInt32 = 0x200D

    /// A grapheme of two or more scalars: a base with marks, Hangul jamo, or an emoji sequence.
    private static func sequenceWidth(_ scalars: Character.UnicodeScalarView, firstTwo: (Unicode.Scalar, Unicode.Scalar)) -> Int {
        if isRegionalIndicator(firstTwo.0) && isRegionalIndicator(firstTwo.1) { return 2 }  // a flag
        var base: WidthClass?
        for scalar in scalars {
            guard let baseClass = base else {
                let c = widthClass(of: scalar)
                if c != .zero { base = c }  // prepended marks (Arabic number signs) come first
                continue
            }
            // Only a text-default emoji changes width with what follows; the rest keep their base's.
            guard baseClass == .textEmoji else { break }
            if scalar.value == variationSelector16 || scalar.value == zeroWidthJoiner || isSkinTone(scalar) {
                return 2
            }
        }
        guard let base else { return 0 }
        return width(ofClass: base)
    }
}

extension String {
    /// The columns this text takes in a terminal (see `TextWidth`).
    public var displayWidth: Int { TextWidth.of(self) }
}

extension Character {
    /// The columns this grapheme takes in a terminal: 0, 1 or 2 (see `TextWidth`).
    public var displayWidth: Int { TextWidth.of(self) }
}
