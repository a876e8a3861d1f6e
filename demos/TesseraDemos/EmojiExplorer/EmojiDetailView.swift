import Tessera

/// The screen Enter opens on an emoji (Emoji Explorer and Emoji Explorer – List): a title, the
/// emoji's card, and the hint bar. Esc or q goes back (the application's own keys), and so do
/// ← and Backspace, as in a browser.
final class EmojiDetailView: View {
    let title: TitleBar
    let card: EmojiCardView
    let hintBar = HintBar()

    private let context: DemoContext

    init(emoji: Emoji, isStarred: Bool? = nil, from demoTitle: String, context: DemoContext) {
        title = TitleBar(title: emoji.name, subtitle: demoTitle)
        self.context = context
        card = EmojiCardView(emoji: emoji, isStarred: isStarred)
        super.init()
        let stack = StackView()
        stack.addArrangedSubview(title, height: .fixed(1))
        stack.addArrangedSubview(card, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)
    }

    override var keyHints: [KeyHint] { [KeyHint("←", "back")] }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left, .character("h"), .backspace:
            context.close()
            return true
        default:
            return false
        }
    }

    override func layoutSubviews() {
        subviews.first?.frame = bounds
    }
}
