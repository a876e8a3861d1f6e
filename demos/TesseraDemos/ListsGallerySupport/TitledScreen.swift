import Tessera

/// The launcher's shape, shared by the examples of the Diffable Data Source, Lists and Cell
/// Configurations groups: a title bar, the example's content, and a hint bar showing the
/// focused view's keys with a status at its right edge.
class TitledScreen: View {
    let titleBar: TitleBar
    let hintBar = HintBar()
    private let stack = StackView()

    init(title: String, subtitle: String, content: View) {
        titleBar = TitleBar(title: title, subtitle: subtitle)
        super.init()
        stack.addArrangedSubview(titleBar, height: .fixed(1))
        stack.addArrangedSubview(content, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)
    }

    override func layoutSubviews() {
        stack.frame = frame
        // At once rather than later in the layout pass, so a subclass can read the content's
        // frame right after calling super.
        stack.layoutSubviews()
    }
}
