import Foundation
import Testing
@testable import TesseraTerminal

/// The text-symbol fallback (terminals with no colour emoji font, e.g. rxvt-unicode) against the
/// emoji the demos really show: every emoji written in a demo's source and every emoji of the
/// Emoji Explorer's data. A new emoji in a demo with no symbol fails here, named.
@Suite("Emoji text symbols for the demos' emoji")
struct EmojiTextSymbolCoverageTests {
    /// demos/ in this checkout.
    static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demos")

    /// Emoji drawn as pictures (what gets a stand-in: flags and keycaps have their own) in `text`.
    static func pictureEmoji(in text: String) -> Set<Character> {
        Set(text.filter { EmojiClass.of($0).map { $0 != .flag && $0 != .keycap } ?? false })
    }

    static func demoSourceEmoji() throws -> [String: Set<Character>] {
        var found: [String: Set<Character>] = [:]
        let files = try #require(FileManager.default.enumerator(at: demos, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let emoji = pictureEmoji(in: try String(contentsOf: file, encoding: .utf8))
            if !emoji.isEmpty { found[file.lastPathComponent] = emoji }
        }
        return found
    }

    @Test func everyEmojiInADemosSourceHasASymbolOfItsOwn() throws {
        let found = try Self.demoSourceEmoji()
        // The demos that show emoji of their own: Custom Cells' categories, Wi-Fi's lock.
        #expect(found["CustomCellItem.swift"]?.isEmpty == false)
        #expect(found["WiFiSettingsScreen.swift"]?.contains("🔒") == true)
        for (file, emoji) in found {
            for character in emoji.sorted(by: { String($0) < String($1) }) where EmojiTextSymbol.standIn(for: character) != nil {
                #expect(EmojiTextSymbol.standIn(for: character) != EmojiTextSymbol.unnamed,
                        "\(character) (\(file)) has no text symbol: it would show as a bare ◇")
            }
        }
    }

    @Test func everyEmojiOfTheExplorersDataHasASymbol() throws {
        let table = try String(contentsOf: Self.demos.appendingPathComponent("TesseraDemos/Resources/emoji.tsv"), encoding: .utf8)
        var checked = 0, unnamed: [Character] = []
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 4, let emoji = fields[3].first, fields[3].count == 1,
                  let symbol = EmojiTextSymbol.standIn(for: emoji) else { continue }
            checked += 1
            if symbol == EmojiTextSymbol.unnamed { unnamed.append(emoji) }
        }
        #expect(checked > 3000)
        #expect(unnamed.isEmpty, "\(unnamed.count) emoji show as a bare ◇: \(String(unnamed.prefix(40)))")
    }

    /// Wi-Fi's lock marks a secured network: its stand-in is a symbol no other row shows, and
    /// the rows without it have a blank there.
    @Test func theLockStandsApartAndTheNamedOnesAreTheirKind() {
        let lock = EmojiTextSymbol.standIn(for: "🔒")
        #expect(lock == "\u{25D8}")
        #expect(lock != EmojiTextSymbol.unnamed)
        #expect(EmojiTextSymbol.standIn(for: "🌈") == "\u{2312}")
        #expect(EmojiTextSymbol.standIn(for: "🍎") == "\u{25C9}")   // food
        #expect(EmojiTextSymbol.standIn(for: "🐈") == "\u{2658}")   // an animal
        #expect(EmojiTextSymbol.standIn(for: "🚲") == "\u{21C9}")   // a vehicle
        // Words before subgroups: a face stays a face, a heart a heart.
        #expect(EmojiTextSymbol.standIn(for: "😀") == "\u{263A}")
        #expect(EmojiTextSymbol.standIn(for: "💕") == "\u{2665}")
    }

    /// The generated ranges are sorted and do not overlap, so the binary search finds each.
    @Test func subgroupRangesAreSortedAndApart() {
        let ranges = EmojiTextSymbol.subgroupRanges
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.first <= a.last && a.last < b.first) }
        #expect(EmojiTextSymbol.subgroupSymbol(for: "a") == nil)
    }
}
