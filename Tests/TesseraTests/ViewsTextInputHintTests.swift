import Testing
@testable import Tessera

@Suite("Hints while typing") @MainActor
struct ViewsTextInputHintTests {
    @Test func singleLetterGlobalKeysAreNotOfferedWhileASearchFieldHasFocus() {
        let field = SearchField()
        let stack = StackView()
        let other = SearchFieldFreeView()
        stack.addArrangedSubview(field, height: .fixed(1))
        stack.addArrangedSubview(other, height: .flexible())
        let window = Window(size: CellSize(width: 40, height: 5), rootView: stack)
        window.globalKeyHints = [KeyHint("?", "help"), KeyHint("q", "back"), KeyHint("^C", "quit")]
        window.focusedView = field
        #expect(!window.activeKeyHints.contains { $0.keys == "q" || $0.keys == "?" })
        #expect(window.activeKeyHints.contains { $0.keys == "^C" })
        window.focusedView = other
        #expect(window.activeKeyHints.contains { $0.keys == "q" })
    }
}

/// A focusable view that does not take text.
final class SearchFieldFreeView: View {
    override var canBecomeFocused: Bool { true }
}
