import Testing
@testable import Tessera
import TesseraTesting

@MainActor private func styled(_ text: String) -> [StyledCharacter] { text.map { StyledCharacter($0) } }
@MainActor private func plain(_ line: [StyledCharacter]) -> [Character] { line.map(\.character) }

/// The longest prefix / suffix of whole graphemes within `width` columns, the slow obvious way.
@MainActor private func longestPrefix(_ chars: [Character], _ width: Int) -> [Character] {
    var n = chars.count
    while n > 0 && TextWidth.of(String(chars[..<n])) > width { n -= 1 }
    return Array(chars[..<n])
}

@MainActor private func longestSuffix(_ chars: [Character], _ width: Int) -> [Character] {
    var n = chars.count
    while n > 0 && TextWidth.of(String(chars[(chars.count - n)...])) > width { n -= 1 }
    return Array(chars[(chars.count - n)...])
}

@MainActor private func isBreakingSpace(_ c: Character) -> Bool { c == " " }

@Suite("ListContent line breaking properties") @MainActor
struct ListContentLineBreakingPropertyTests {
    /// One line: the result fits; text that fits comes back unchanged; otherwise each mode keeps
    /// exactly the longest whole-grapheme prefix and/or suffix its rule allows around one "…".
    @Test func singleLinesFitAndKeepTheRightGraphemes() {
        var rng = SeededRandom.fromEnvironment(default: 0x1E1E)
        let modes: [TextProperties.LineBreakMode] = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping, .byWordWrapping]
        for _ in 0..<3000 {
            let text = Array(randomText(&rng, maxLength: 12))
            let width = Int.random(in: 1...16, using: &rng)
            let mode = modes.randomElement(using: &rng)!
            let line = plain(StyledLineBreaker.singleLine(text.map { StyledCharacter($0) }, width: width, mode: mode, moreFollows: false))
            let context = "seed \(rng.seed): \(String(text)) at \(width), \(mode)"
            #expect(TextWidth.of(String(line)) <= width, "\(context) → \(String(line))")
            if TextWidth.of(String(text)) <= width {
                #expect(line == text, "\(context)")
                continue
            }
            let expected: [Character]
            switch mode {
            case .byClipping: expected = longestPrefix(text, width)
            case .byTruncatingHead: expected = ["…"] + longestSuffix(text, width - 1)
            case .byTruncatingMiddle:
                let head = longestPrefix(text, width / 2)
                expected = head + ["…"] + longestSuffix(text, width - 1 - TextWidth.of(String(head)))
            default: expected = longestPrefix(text, width - 1) + ["…"]
            }
            #expect(line == expected, "\(context) → \(String(line))")
        }
    }

    /// Wrapping: every line fits (but a lone grapheme wider than the width), no line after a
    /// paragraph's first starts with a space, and what was dropped is only spaces (word
    /// wrapping) or nothing (character wrapping).
    @Test func wrappedLinesFitAndLoseOnlySpaces() {
        var rng = SeededRandom.fromEnvironment(default: 0xB4EA)
        for _ in 0..<3000 {
            let text = randomText(&rng, maxLength: 24)
            let width = Int.random(in: 1...10, using: &rng)
            let byCharacter = Bool.random(using: &rng)
            let mode: TextProperties.LineBreakMode = byCharacter ? .byCharWrapping : .byWordWrapping
            let lines = StyledLineBreaker.lines(of: styled(text), width: width, maxLines: .max, mode: mode).map(plain)
            let context = "seed \(rng.seed): \(text) at \(width), \(mode)"
            for line in lines {
                #expect(TextWidth.of(String(line)) <= width || line.count == 1, "\(context): \(String(line))")
            }
            let joined = lines.flatMap { $0 }
            if byCharacter {
                #expect(joined == Array(text), "\(context)")
            } else {
                #expect(joined.filter { !isBreakingSpace($0) } == Array(text).filter { !isBreakingSpace($0) }, "\(context)")
                for line in lines.dropFirst() { #expect(line.first != " ", "\(context): \(lines.map { String($0) })") }
            }
        }
    }

    /// A line limit keeps the first lines of the full wrap; when lines were left over, the last
    /// one kept ends in "…" and still fits.
    @Test func limitedLinesEndInAnEllipsisWhenTextIsLeftOver() {
        var rng = SeededRandom.fromEnvironment(default: 0x11AE)
        for _ in 0..<2000 {
            var text = randomText(&rng, maxLength: 20)
            if Bool.random(using: &rng) { text += "\n" + randomText(&rng, maxLength: 8) }
            let width = Int.random(in: 2...10, using: &rng)
            let limit = Int.random(in: 2...4, using: &rng)
            let all = StyledLineBreaker.lines(of: styled(text), width: width, maxLines: .max, mode: .byWordWrapping).map(plain)
            let limited = StyledLineBreaker.lines(of: styled(text), width: width, maxLines: limit, mode: .byWordWrapping).map(plain)
            let context = "seed \(rng.seed): \(text.debugDescription) at \(width), \(limit) lines"
            if all.count <= limit || text.isEmpty {
                #expect(limited == all, "\(context)")
                continue
            }
            #expect(limited.count == limit, "\(context)")
            #expect(Array(limited.dropLast()) == Array(all.prefix(limit - 1)), "\(context)")
            let last = limited[limit - 1]
            #expect(last.last == "…" && TextWidth.of(String(last)) <= width, "\(context): \(String(last))")
            #expect(Array(last.dropLast()) == longestPrefix(all[limit - 1], width - 1), "\(context)")
        }
    }

    /// Rendering random text in every mode never leaves part of a wide grapheme on screen: every
    /// grapheme read back from the row is one of the text's, or "…", or a blank.
    @Test func renderedRowsHoldOnlyWholeGraphemesOfTheText() {
        var rng = SeededRandom.fromEnvironment(default: 0xD12A)
        let modes: [TextProperties.LineBreakMode] = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping, .byWordWrapping, .byCharWrapping]
        for _ in 0..<800 {
            let text = randomText(&rng, maxLength: 16)
            var c = ListContentConfiguration.cell()
            c.text = text
            c.textProperties.lineBreakMode = modes.randomElement(using: &rng)!
            c.textProperties.numberOfLines = Int.random(in: 0...2, using: &rng)
            let width = Int.random(in: 1...14, using: &rng)
            let height = Int.random(in: 1...3, using: &rng)
            let buffer = render(c, width: width, height: height)
            let allowed = Set(text).union(["…", " "])
            for y in 0..<height {
                let row = buffer.rowText(y)
                #expect(TextWidth.of(row) == width, "seed \(rng.seed)")
                #expect(row.allSatisfy { allowed.contains($0) }, "seed \(rng.seed): \(text) → \(row)")
                #expect(buffer[0, y].grapheme == " " && buffer[width - 1, y].grapheme == " " || width == 1, "seed \(rng.seed): margins")
            }
        }
    }
}
