import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos
@testable import TesseraTerminal

/// The emoji demos as the ncurses backend puts them on terminals of each kind — every class as
/// a stand-in, every class whole, and mixed as kitty measures (flags, VS16 and keycaps whole) —
/// at the golden sizes: every row fills the screen's width exactly as the terminal counts
/// columns, whatever sits at the end of a row stands in the same column as in the screen model,
/// and the glyphs are the ones the policy says.
@Suite("Emoji policies on screen") @MainActor
struct EmojiPolicyScreenTests {
    nonisolated static let kittyLike = EmojiPolicy(whole: [.flag, .vs16, .keycap])
    nonisolated static let policies: [EmojiPolicy] = [.fallback, .whole, kittyLike]
    nonisolated static let sizes = [(80, 24), (120, 40)]

    /// The screens to check: the flags at the top of the list, and the explorer filtered to
    /// families (ZWJ), keycaps, dark skin tones and hearts (VS16).
    func screens(width: Int, height: Int) -> [(name: String, frame: ScreenBuffer)] {
        var screens: [(String, ScreenBuffer)] = []
        let list = ApplicationHarness(demo: "emoji-list", width: width, height: height)
        list.press(.pageDown)
        screens.append(("flags", list.terminal.lastFrame))
        for filter in ["family", "keycap", "dark skin tone", "heart"] {
            let explorer = ApplicationHarness(demo: "emoji", width: width, height: height)
            explorer.type("/" + filter)
            explorer.press(.down)
            screens.append((filter, explorer.terminal.lastFrame))
        }
        return screens
    }

    /// Columns a terminal that draws `policy`'s classes as two columns moves for `text`: a
    /// grapheme drawn whole 2, anything else its scalars' `wcwidth` (what ncurses counts).
    static func terminalColumns(_ text: Substring, policy: EmojiPolicy) -> Int {
        var columns = 0
        for grapheme in text {
            if policy.drawsWhole(grapheme) {
                columns += 2
            } else {
                for scalar in grapheme.unicodeScalars { columns += max(0, NcursesGlyph.systemWidth(scalar)) }
            }
        }
        return columns
    }

    @Test(arguments: policies)
    func rowsStayAlignedAtTheGoldenSizes(policy: EmojiPolicy) {
        for (width, height) in Self.sizes {
            for (name, frame) in screens(width: width, height: height) {
                let drawn = NcursesTerminal.drawnText(of: frame, policy: policy).split(separator: "\n", omittingEmptySubsequences: false)
                #expect(drawn.count == height)
                for (y, row) in drawn.enumerated() {
                    let context = "\(name) \(width)×\(height) \(policy) row \(y): │\(row)│"
                    #expect(Self.terminalColumns(row, policy: policy) == width, "\(context)")
                    // The last thing on the row (a count, a "›", a group name) in its column.
                    let model = frame.rowText(y)
                    guard let last = model.lastIndex(where: { $0 != " " }), let drawnLast = row.lastIndex(where: { $0 != " " }) else { continue }
                    if EmojiClass.of(model[last]) == nil { #expect(model[last] == row[drawnLast], "\(context)") }
                    #expect(TextWidth.of(model[..<last]) == Self.terminalColumns(row[..<drawnLast], policy: policy), "\(context)")
                }
            }
        }
    }

    @Test func eachPolicyShowsItsOwnGlyphs() {
        let screens = Dictionary(uniqueKeysWithValues: screens(width: 120, height: 40).map { ($0.name, $0.frame) })
        func drawn(_ name: String, _ policy: EmojiPolicy) -> String { NcursesTerminal.drawnText(of: screens[name]!, policy: policy) }

        #expect(drawn("flags", .fallback).contains("BR flag: Brazil"))
        #expect(drawn("flags", .whole).contains("🇧🇷 flag: Brazil"))
        #expect(drawn("flags", Self.kittyLike).contains("🇧🇷 flag: Brazil"))

        #expect(drawn("family", .whole).contains("👨‍👩‍👧 family: man, woman, girl"))
        #expect(drawn("family", Self.kittyLike).contains("👨 family: man, woman, girl"))
        #expect(!drawn("family", Self.kittyLike).unicodeScalars.contains { $0.value == 0x200D })

        #expect(drawn("keycap", .fallback).contains("#  keycap: #"))
        #expect(drawn("keycap", Self.kittyLike).contains("#️⃣ keycap: #"))

        #expect(drawn("dark skin tone", .whole).contains("👋🏿 waving hand: dark skin tone"))
        #expect(drawn("dark skin tone", Self.kittyLike).contains("👋 waving hand: dark skin tone"))

        #expect(drawn("heart", .fallback).contains("❤  red heart"))
        #expect(drawn("heart", Self.kittyLike).contains("❤️ red heart"))
    }
}
