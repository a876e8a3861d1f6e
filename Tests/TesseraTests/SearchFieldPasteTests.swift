import Testing
@testable import Tessera
import TesseraTesting

/// Pastes into a search field, and the edit that makes them cheap: only the part of the text
/// around an edit is segmented again.
@Suite("SearchField pastes and local edits") @MainActor
struct SearchFieldPasteTests {
    private func makeField(width: Int = 40) -> (SearchField, Window) {
        let field = SearchField()
        let window = Window(size: CellSize(width: width, height: 1), rootView: field)
        field.frame = window.bounds
        window.focusedView = field
        return (field, window)
    }

    @Test func aPasteIsOneEditAndOneChange() {
        let (field, window) = makeField()
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        field.insert("ab")
        changes.removeAll()
        field.moveCursor(to: 1)
        #expect(window.dispatch(.paste(Paste(text: "XYZ"))))
        #expect(field.text == "aXYZb")
        #expect(field.cursor == 4)
        #expect(changes == ["aXYZb"])
    }

    @Test func aPastePastTheLimitIsCutAndTheFieldSaysSo() {
        let (field, window) = makeField(width: 60)
        field.maximumLength = 100
        window.dispatch(.paste(Paste(text: String(repeating: "x", count: 1_000))))
        #expect(field.characters.count == 100)
        #expect(field.cursor == 100)
        #expect(field.notice == "100 characters at most: 900 left out")
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0).hasSuffix("100 characters at most: 900 left out"))
        window.dispatch(char("y")) // full: typing changes nothing, and says why
        #expect(field.characters.count == 100)
        #expect(field.notice == "100 characters at most: 1 left out")
        window.dispatch(key(.backspace)) // an edit that fits: the notice goes
        #expect(field.notice == nil)
        window.dispatch(char("y"))
        #expect(field.text.hasSuffix("xy"))
    }

    @Test func aMultiLinePasteIsOneLine() {
        let (field, window) = makeField()
        window.dispatch(.paste(Paste(text: "Mont\nBlanc\tmassif")))
        #expect(field.text == "Mont Blanc massif")
    }

    /// Random edits of text full of joining characters (accents, skin tones, ZWJ, regional
    /// indicators that re-pair down a run of flags) come out as if the whole text had been
    /// segmented again after each one, which is what the field did before edits were local.
    @Test(arguments: 0..<12)
    func localEditsSegmentLikeTheWholeText(seed: Int) {
        let (field, _) = makeField()
        let parts = ["a", "e", "\u{301}", "日", "👍", "🏽", "\u{200D}", "👩", "🇫", "🇷", "🇺", " ", "❤", "\u{FE0F}", "x y"]
        var random = SeededRandom(seed: UInt64(seed))
        for step in 0..<150 {
            let before = field.characters
            let cursor = Int.random(in: 0...before.count, using: &random)
            field.moveCursor(to: cursor)
            let deleting = Int.random(in: 0..<4, using: &random) == 0 && cursor > 0
            var inserted = ""
            if deleting {
                field.deleteBackward()
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &random) { inserted += parts.randomElement(using: &random)! }
                field.insert(inserted)
            }
            let expected = deleting
                ? Self.wholeText(before[..<(cursor - 1)], "", before[cursor...])
                : Self.wholeText(before[..<cursor], inserted, before[cursor...])
            #expect(field.characters == expected.characters, "seed \(seed) step \(step)")
            #expect(field.cursor == expected.cursor, "seed \(seed) step \(step)")
            if field.characters != expected.characters { return }
        }
    }

    /// The whole text segmented again, as the field once did on every edit (its own segmenting,
    /// given everything as the window).
    private static func wholeText(_ head: ArraySlice<Character>, _ inserted: String,
                                  _ tail: ArraySlice<Character>) -> (characters: [Character], cursor: Int) {
        SearchField.segment(before: head, inserted: inserted, after: tail)
    }
}
