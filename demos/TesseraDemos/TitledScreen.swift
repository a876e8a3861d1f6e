import Tessera

/// The shape of a demo screen, the launcher's included: a title bar, the content, and a hint
/// bar showing the focused view's keys with a status at its right edge.
public class TitledScreen: View {
    public let titleBar: TitleBar
    public let hintBar = HintBar()
    private let stack = StackView()

    public init(title: String, subtitle: String, content: View) {
        titleBar = TitleBar(title: title, subtitle: subtitle)
        super.init()
        stack.addArrangedSubview(titleBar, height: .fixed(1))
        stack.addArrangedSubview(content, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)
    }

    public override func layoutSubviews() {
        stack.frame = bounds
        // At once rather than later in the layout pass, so a subclass can read the content's
        // frame right after calling super.
        stack.layoutSubviews()
    }
}
