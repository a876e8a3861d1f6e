import Tessera

/// What an emoji demo shows instead of itself when its data cannot be read (a broken
/// install): the demo's title, the reason, and the way back.
final class DemoUnavailableView: View {
    let titleBar: TitleBar
    let reason: String
    let hintBar = HintBar()

    init(title: String, reason: String) {
        titleBar = TitleBar(title: title, subtitle: "unavailable")
        self.reason = reason
        super.init()
        let stack = StackView()
        stack.addArrangedSubview(titleBar, height: .fixed(1))
        stack.addArrangedSubview(View(), height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)
    }

    /// The emoji demo `make` builds from the bundled emoji, or, when they cannot be read, this
    /// view under the demo's `title`.
    static func emojiDemo(titled title: String, _ make: (EmojiIndex) -> View) -> View {
        switch EmojiIndex.bundled {
        case .success(let index): make(index)
        case .failure(let error): DemoUnavailableView(title: title, reason: "\(error)")
        }
    }

    override func layoutSubviews() {
        subviews.first?.frame = bounds
    }

    override func draw(into buffer: inout ScreenBuffer) {
        let lines = TextWidth.wrap(reason, width: max(1, bounds.width - 4))
        for (i, line) in lines.enumerated() where 2 + i < bounds.height - 1 {
            buffer.draw(line, at: CellPoint(x: bounds.x + 2, y: bounds.y + 2 + i), style: theme.destructive)
        }
    }
}
