import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTesting

@Suite("Text width")
struct TextWidthTests {
    // MARK: - Graphemes

    @Test("ASCII: printable is 1, controls are 0", arguments: [
        ("a", 1), ("Z", 1), (" ", 1), ("~", 1), ("0", 1), ("#", 1),
        ("\t", 0), ("\n", 0), ("\r\n", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{0}", 0),
    ] as [(Character, Int)])
    func ascii(_ c: Character, _ width: Int) {
        #expect(TextWidth.of(c) == width)
    }

    @Test("Accented Latin is 1, precomposed or decomposed", arguments: [
        "\u{E9}", "e\u{301}", "\u{F1}", "n\u{303}", "\u{C5}", "A\u{30A}", "a\u{301}\u{302}\u{303}", "\u{1EC7}", "e\u{323}\u{302}",
    ] as [Character])
    func accentedLatin(_ c: Character) {
        #expect(TextWidth.of(c) == 1)
    }

    @Test func accentedWordsMeasureTheSameInBothForms() {
        #expect(TextWidth.of("caf\u{E9}") == 4)
        #expect(TextWidth.of("cafe\u{301}") == 4)
        #expect(TextWidth.of("Z\u{324}\u{354}a\u{308}\u{356}lgo\u{319}") == 5)  // stacked marks
    }

    @Test("East Asian wide and fullwidth are 2", arguments: [
        "日", "本", "語", "中", "あ", "ア", "한", "국", "ㄱ", "。", "「", "Ａ", "！", "＄", "\u{3000}",
        "\u{2000B}", "\u{31350}", "\u{1B132}", "\u{FF5E}",
    ] as [Character])
    func wide(_ c: Character) {
        #expect(TextWidth.of(c) == 2)
    }

    @Test func cjkAndHangulStrings() {
        #expect(TextWidth.of("日本語") == 6)
        #expect(TextWidth.of("한국어") == 6)
        #expect(TextWidth.of("Hello, 世界!") == 12)
        #expect(TextWidth.of("ｱｲｳ") == 3)  // halfwidth katakana
        #expect(TextWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)  // 한 from conjoining jamo: one grapheme
        #expect(TextWidth.of("\u{3099}") == 0)  // combining voiced mark, though East Asian Wide
    }

    @Test("Narrow and ambiguous are 1", arguments: [
        "…", "α", "Ω", "°", "─", "│", "▶", "★", "•", "Я", "ß", "\u{AD}", "ｱ", "\u{E000}", "\u{1F1EF}", "☺", "❤", "©",
    ] as [Character])
    func narrow(_ c: Character) {
        #expect(TextWidth.of(c) == 1)
    }

    @Test("Emoji are 2 as one grapheme", arguments: [
        "😀", "🚀", "🎉", "👍", "⌚", "🫨", "🩷",                        // Emoji_Presentation (🫨 🩷 new in 15.0)
        "☺\u{FE0F}", "❤\u{FE0F}", "©\u{FE0F}", "✔\u{FE0F}", "↔\u{FE0F}",   // text-default + VS16
        "👋🏽", "☝🏽", "👍🏿", "🏽",                                          // skin tones
        "👨‍👩‍👧‍👦", "🧑🏽‍💻", "🏳️‍🌈", "❤️‍🔥", "👩‍❤️‍💋‍👨",                    // ZWJ sequences
        "🇯🇵", "🇺🇦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",                                                // flags, a tag sequence
        "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "*\u{FE0F}\u{20E3}",      // keycaps
    ] as [Character])
    func emoji(_ c: Character) {
        #expect(c.unicodeScalars.count >= 1)
        #expect(TextWidth.of(c) == 2, "\(c.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func emojiStrings() {
        #expect(TextWidth.of("🇺🇸🇬🇧") == 4)
        #expect(TextWidth.of("a👨‍👩‍👧‍👦b") == 4)
        #expect(TextWidth.of("1\u{20E3}") == 1)  // keycap without VS16 stays text
        #expect(TextWidth.of("☺\u{FE0E}") == 1)
    }

    @Test("Marks, format characters and controls alone are 0", arguments: [
        "\u{301}", "\u{20E3}", "\u{200D}", "\u{200B}", "\u{FE0F}", "\u{FE0E}", "\u{2060}", "\u{E0100}", "\u{85}", "\u{2028}",
        "\u{11F00}",
    ] as [Character])
    func zeroWidth(_ c: Character) {
        #expect(TextWidth.of(c) == 0)
    }

    @Test func displayWidthShorthands() {
        #expect("日本".displayWidth == 4)
        #expect(Character("é").displayWidth == 1)
        #expect(TextWidth.of("日本語"[...].dropFirst()) == 4)
    }

    // MARK: - The table against other sources

    /// Scalars whose general category changed after Unicode 15.0 (the standard library may be newer):
    /// U+1171E AHOM CONSONANT SIGN MEDIAL RA went from Mn to Mc in 15.1.
    static let recategorizedAfter15: Set<UInt32> = [0x1171E]

    /// The Swift standard library knows general categories and Emoji_Presentation (not East
    /// Asian Width); every scalar Unicode had by 15.0 must agree with our table.
    @Test func tableAgreesWithTheStandardLibrary() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                  age.major < 15 || (age.major == 15 && age.minor == 0) else { continue }
            let properties = scalar.properties
            let widthClass = TextWidth.widthClass(of: scalar)
            let zeroByCategory: Bool
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator: zeroByCategory = true
            case .format: zeroByCategory = value != 0xAD
            default: zeroByCategory = false
            }
            let conjoiningJamo = (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
            if zeroByCategory != (widthClass == .zero) && !conjoiningJamo && !Self.recategorizedAfter15.contains(value) {
                disagreements.append("U+\(String(value, radix: 16)) \(properties.generalCategory) class \(widthClass)")
            }
            if properties.isEmojiPresentation && widthClass != .wide && !TextWidth.isRegionalIndicator(scalar) {
                disagreements.append("U+\(String(value, radix: 16)) is Emoji_Presentation but class \(widthClass)")
            }
            if widthClass == .textEmoji && !properties.isEmoji {
                disagreements.append("U+\(String(value, radix: 16)) is not an emoji but class textEmoji")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func tableIsSortedAndStartsAtZero() {
        let table = TextWidth.classTable
        #expect(table.first.map { $0 >> 2 } == 0)
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 >> 2 < $1 >> 2 })
    }

    static let emojiTestFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data/emoji-test.txt")

    /// Every fully-qualified emoji of Unicode 15 is one grapheme, two columns. Runs where the
    /// project's shared data sits beside the checkout (as on CI).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: emojiTestFile.path)))
    func everyFullyQualifiedEmojiIsOneGraphemeTwoColumns() throws {
        let lines = try String(contentsOf: Self.emojiTestFile, encoding: .utf8).split(separator: "\n")
        var checked = 0
        for line in lines where line.contains("; fully-qualified") {
            let points = line.split(separator: ";")[0].split(separator: " ")
            let scalars = points.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            #expect(text.count == 1, "\(line)")
            #expect(TextWidth.of(text) == 2, "\(line)")
            checked += 1
        }
        #expect(checked > 3000)
    }

    // MARK: - Truncation and fitting

    @Test func truncationKeepsTextThatFits() {
        #expect(TextWidth.truncate("hello", to: 10) == "hello")
        #expect(TextWidth.truncate("hello", to: 5) == "hello")
        #expect(TextWidth.truncate("", to: 3) == "")
    }

    @Test func truncationEndsInEllipsis() {
        #expect(TextWidth.truncate("hello", to: 4) == "hel…")
        #expect(TextWidth.truncate("hello", to: 1) == "…")
        #expect(TextWidth.truncate("hello", to: 0) == "")
        #expect(TextWidth.truncate("hello", to: -3) == "")
        #expect(TextWidth.truncate("cafe\u{301}s!", to: 5) == "cafe\u{301}…")
    }

    @Test func truncationNeverHalvesAWideGrapheme() {
        #expect(TextWidth.truncate("日本語", to: 5) == "日本…")
        #expect(TextWidth.truncate("日本語", to: 4) == "日…")  // 本 would straddle: the ellipsis takes its place
        #expect(TextWidth.of(TextWidth.truncate("日本語", to: 4)) == 3)
        #expect(TextWidth.truncate("日本語", to: 2) == "…")
        #expect(TextWidth.truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", to: 3) == "👨‍👩‍👧‍👦…")
    }

    @Test func padAndFit() {
        #expect(TextWidth.pad("ab", to: 5) == "ab   ")
        #expect(TextWidth.pad("ab", to: 5, alignment: .trailing) == "   ab")
        #expect(TextWidth.pad("ab", to: 5, alignment: .center) == " ab  ")
        #expect(TextWidth.pad("abcdef", to: 3) == "abcdef")
        #expect(TextWidth.fit("日本語", to: 4) == "日… ")
        #expect(TextWidth.fit("日本", to: 6, alignment: .center) == " 日本 ")
        #expect(TextWidth.fit("hello world", to: 8) == "hello w…")
    }

    /// The alphabet the property tests draw from: every kind of width, including sequences.
    static let mixedAlphabet: [Character] = [
        "a", "b", "z", " ", " ", "é", "e\u{301}", "日", "本", "한", "😀", "👨‍👩‍👧‍👦", "🇯🇵", "1\u{FE0F}\u{20E3}", "…", "\u{301}", "Ａ",
    ]

    static func randomText(_ random: inout SeededRandom, maxLength: Int = 14) -> String {
        String((0..<random.int(0...maxLength)).map { _ in random.pick(mixedAlphabet) })
    }

    @Test func truncationProperties() {
        var random = SeededRandom.fromEnvironment()
        for _ in 0..<2000 {
            let text = Self.randomText(&random)
            let width = random.int(0...12)
            let result = TextWidth.truncate(text, to: width)
            let context = "seed \(random.seed): truncate(\(text.debugDescription), to: \(width)) = \(result.debugDescription)"
            #expect(TextWidth.of(result) <= max(0, width), "\(context)")
            if TextWidth.of(text) <= width || width <= 0 {
                #expect(result == (width <= 0 ? "" : text), "\(context)")
            } else {
                #expect(result.last == "…", "\(context)")
                #expect(TextWidth.of(result) >= width - 1, "\(context)")
                #expect(Array(text).starts(with: Array(result.dropLast())), "\(context)")
            }
        }
    }

    // MARK: - Wrapping

    @Test func wrapsAtSpaces() {
        #expect(TextWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("the quick brown fox", width: 8) == ["the", "quick", "brown", "fox"])
        #expect(TextWidth.wrap("a   b", width: 10) == ["a   b"])
        #expect(TextWidth.wrap("ab    cd", width: 3) == ["ab", "cd"])  // spaces at the break go
        #expect(TextWidth.wrap("  ab cd", width: 5) == ["  ab", "cd"])  // indentation stays
    }

    @Test func hardBreaksLongWords() {
        #expect(TextWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("a abcdefghij b", width: 4) == ["a", "abcd", "efgh", "ij b"])
        #expect(TextWidth.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func breaksBetweenWideCharacters() {
        #expect(TextWidth.wrap("日本語のテキスト", width: 6) == ["日本語", "のテキ", "スト"])
        #expect(TextWidth.wrap("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
        #expect(TextWidth.wrap("Hello世界", width: 6) == ["Hello", "世界"])
        #expect(TextWidth.wrap("안녕하세요 세계", width: 6) == ["안녕하", "세요", "세계"])
        #expect(TextWidth.wrap("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", width: 5) == ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
    }

    @Test func newlinesAndEdgeCases() {
        #expect(TextWidth.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextWidth.wrap("a\r\nb", width: 5) == ["a", "b"])
        #expect(TextWidth.wrap("", width: 5) == [""])
        #expect(TextWidth.wrap("abc", width: 0) == [])
        #expect(TextWidth.wrap("日x", width: 1) == ["日", "x"])  // too wide for any line: alone, whole
        #expect(TextWidth.wrap("a\u{A0}b c", width: 3) == ["a\u{A0}b", "c"])  // no-break space holds
    }

    @Test func wrapProperties() {
        var random = SeededRandom.fromEnvironment()
        for _ in 0..<2000 {
            let text = Self.randomText(&random, maxLength: 24)
            let width = random.int(1...10)
            let lines = TextWidth.wrap(text, width: width)
            let context = "seed \(random.seed): wrap(\(text.debugDescription), width: \(width)) = \(lines)"
            #expect(!lines.isEmpty, "\(context)")
            for line in lines {
                #expect(TextWidth.of(line) <= width || line.count == 1, "\(context)")
            }
            // Nothing but spaces is lost, and order is kept.
            let original = text.filter { $0 != " " }
            #expect(lines.joined().filter { $0 != " " } == original, "\(context)")
        }
    }
}
