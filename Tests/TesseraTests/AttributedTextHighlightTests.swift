import Testing
import TesseraTerminal
@testable import Tessera

/// `AttributedText(_:highlighting:with:)`: grapheme offsets, clamped to the text, empty runs left out.
@Suite struct AttributedTextHighlightTests {
    let mark = Style(attributes: .underline)

    func runs(_ text: String, _ range: Range<Int>?) -> [String] {
        AttributedText(text, highlighting: range, with: mark).runs.map { ($0.style == nil ? "" : "*") + $0.text }
    }

    @Test func splitsAroundTheRangeInGraphemes() {
        #expect(runs("Mount Everest", 6..<9) == ["Mount ", "*Eve", "rest"])
        #expect(runs("Mount Everest", 0..<5) == ["*Mount", " Everest"])
        #expect(runs("Mount Everest", 6..<13) == ["Mount ", "*Everest"])
        // Graphemes, not bytes or scalars: "é" as e + U+0301 is one.
        #expect(runs("Ce\u{301}sar", 1..<2) == ["C", "*e\u{301}", "sar"])
        #expect(runs("🏔️ Fuji", 0..<1) == ["*🏔️", " Fuji"])
    }

    @Test func clampsRangesOutsideTheText() {
        #expect(runs("Fuji", -2..<2) == ["*Fu", "ji"])
        #expect(runs("Fuji", 2..<40) == ["Fu", "*ji"])
        #expect(runs("Fuji", 7..<9) == ["Fuji"])
        #expect(runs("Fuji", nil) == ["Fuji"])
        #expect(runs("Fuji", 2..<2) == ["Fuji"])
        #expect(runs("", 0..<3) == [])
    }
}
