import Tessera

/// The screen Enter opens on an emoji (Emoji Explorer and Emoji Explorer – List): a title, the
/// emoji's card, and the hint bar. Esc or q goes back (the application's own keys).
final class EmojiDetailView: View {
    let title: TitleBar
    let card: EmojiCardView
    let hintBar = HintBar()

    init(emoji: Emoji, isStarred: Bool? = nil, from demoTitle: String) {
        title = TitleBar(title: emoji.name, subtitle: demoTitle)
        card = EmojiCardView(emoji: emoji, isStarred: isStarred)
        super.init()
        let stack = StackView()
        stack.addArrangedSubview(title, height: .fixed(1))
        stack.addArrangedSubview(card, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)
    }

    override func layoutSubviews() {
        subviews.first?.frame = frame
    }
}
