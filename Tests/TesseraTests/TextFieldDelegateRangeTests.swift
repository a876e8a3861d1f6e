import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Checks every range it is handed against the text: the old text, as UTF-16, with the range
/// replaced, must be the new text.
@MainActor private final class CheckingDelegate: TextFieldDelegate {
    var ranges: [NSRange] = []
    var wrong: [String] = []
    private var pending: (old: String, range: NSRange, string: String)?

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ranges.append(range)
        pending = (textField.text ?? "", range, string)
        return true
    }

    /// Compares the text now with what the last range said it would be.
    func check(_ field: TextField) {
        guard let (old, range, string) = pending else { return }
        pending = nil
        let expected = (old as NSString).replacingCharacters(in: range, with: string)
        if expected != field.text { wrong.append("\(old) \(range.location),\(range.length) \(string) → \(field.text ?? "")") }
    }
}

@Suite("TextField delegate ranges") @MainActor
struct TextFieldDelegateRangeTests {
    private func makeField(width: Int = 20) -> (TextField, Window, CheckingDelegate) {
        let field = TextField()
        let window = Window(size: CellSize(width: width, height: 1), rootView: field)
        field.frame = window.bounds
        window.focusedView = field
        let delegate = CheckingDelegate()
        field.delegate = delegate
        return (field, window, delegate)
    }

    @Test func rangesCountUTF16UnitsForWideCharactersEmojiAndFlags() {
        let (field, window, delegate) = makeField()
        var events: [Event] = "a👍日🇫🇷b".map { char($0) }
        events += [key(.left), key(.left), key(.backspace)]            // the 日 before the flag
        events.append(.paste(Paste(text: "😀x")))                       // inside, after 👍
        events += [key(.home), key(.right), key(.delete)]               // 👍
        events += [key(.end), char(" "), char("e"), char("\u{301}")]   // é, the accent joining the e
        events += [char("w", .ctrl), key(.left), char("🎉")]            // the word é, then before the space
        for event in events {
            window.dispatch(event)
            delegate.check(field)
        }
        #expect(delegate.wrong.isEmpty, "\(delegate.wrong)")
        #expect(delegate.ranges.count == 13)
        #expect(delegate.ranges[7] == NSRange(location: 1, length: 2), "👍 is two UTF-16 units")
        #expect(field.text == "a😀x🇫🇷b🎉 ")
    }

    @Test func theWorkPerKeyDoesNotGrowWithTheText() {
        func workPerKey(length: Int) -> Int {
            let (field, window, delegate) = makeField()
            window.dispatch(.paste(Paste(text: String(repeating: "日👍a", count: length / 3))))
            window.dispatch(key(.left))
            let before = field.utf16GraphemesMeasured
            let keys: [Event] = [char("x"), char("🎉"), key(.backspace), key(.left), key(.delete), char("y"), key(.right)]
            for event in keys {
                window.dispatch(event)
                delegate.check(field)
            }
            #expect(delegate.wrong.isEmpty, "\(delegate.wrong)")
            return field.utf16GraphemesMeasured - before
        }
        let short = workPerKey(length: 30)
        let long = workPerKey(length: 9_000)
        #expect(short == long, "graphemes measured for 7 keys: \(short) at 30 characters, \(long) at 9,000")
        #expect(long < 50)
    }
}
