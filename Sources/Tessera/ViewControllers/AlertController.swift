/// A message with buttons, presented over the screen with focus kept inside it until a button is
/// chosen (Apple's `UIAlertController`).
///
///     let alert = AlertController(title: "Delete “Notes”?", message: nil, preferredStyle: .alert)
///     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
///     alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteNotes() })
///     present(alert, animated: true)
///
/// ←/→, ↑/↓ and Tab move between the buttons, Enter or Space chooses one, Esc chooses the cancel
/// action (and does nothing when there is none). The chosen action's handler runs after the
/// alert is dismissed.
///
/// An `.alert` may ask for text: ``addTextField(configurationHandler:)`` adds a ``TextField``
/// under the message, and the handlers read ``textFields`` (`alert.textFields?.first?.text`).
/// The first field has focus when the alert appears; Tab and ↑/↓ go round the fields and the
/// buttons (focus stays in the alert), and Enter in a field chooses the ``preferredAction``, or
/// else the first enabled `.default` action (never a destructive one by accident).
@MainActor
open class AlertController: ViewController {
    /// How the alert is shown (Apple's `UIAlertController.Style`).
    public enum Style: Hashable, Sendable {
        /// A sheet of buttons at the bottom of the screen, the cancel one last.
        case actionSheet
        /// A box in the middle of the screen; two buttons sit side by side, cancel first.
        case alert
    }

    /// The text under the title.
    public var message: String? { didSet { viewIfLoaded?.setNeedsDisplay() } }
    /// How the alert is shown.
    public let preferredStyle: Style
    /// The buttons, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The button highlighted first (drawn bold in UIKit); it must be one of ``actions``.
    /// Enter in a text field chooses it.
    public var preferredAction: AlertAction?
    /// The text fields added with ``addTextField(configurationHandler:)``, in order.
    private(set) var fields: [TextField] = []
    /// The alert's text fields, in the order they were added; nil when it has none (Apple's).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// An alert titled `title` saying `message`, shown in `preferredStyle`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen   // the screen underneath stays in sight
    }

    /// Always true: Esc reaches the alert itself, which chooses the cancel action (there is no
    /// dismissing an alert without choosing, as in UIKit).
    open override var isModalInPresentation: Bool {
        get { true }
        set {}
    }

    /// Adds a button. A second `.cancel` action is a programmer error, as in UIKit.
    public func addAction(_ action: AlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "AlertController.addAction: an alert can have only one action of style .cancel (adding “\(action.title ?? "")”)")
        actions.append(action)
        viewIfLoaded?.setNeedsDisplay()
    }

    /// Adds a text field under the message (Apple's `addTextField(configurationHandler:)`);
    /// `configurationHandler` sets it up (placeholder, text, secure entry, delegate) before it
    /// shows. Only an `.alert` has text fields, as in UIKit: adding one to an action sheet is a
    /// programmer error.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert,
                     "AlertController.addTextField: only an alert of style .alert can have text fields (“\(title ?? "")” is an action sheet)")
        let field = TextField()
        configurationHandler?(field)
        fields.append(field)
        (viewIfLoaded as? AlertView)?.addField(field)
    }

    /// Gives the first text field focus once the alert shows, as UIKit does.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first { $0.canBecomeFocused }?.becomeFirstResponder()
    }

    /// The action Enter in a text field chooses: the preferred action when it is enabled, else
    /// the first enabled `.default` one; nil when there is neither.
    var returnKeyAction: AlertAction? {
        if let preferredAction, preferredAction.isEnabled, actions.contains(where: { $0 === preferredAction }) { return preferredAction }
        return actions.first { $0.style == .default && $0.isEnabled }
    }

    /// The alert's view: the box and its buttons, drawn over the screen.
    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// The buttons in the order they are shown: for two side by side in an alert, cancel first;
    /// otherwise top to bottom with cancel last.
    var displayedActions: [AlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return showsActionsSideBySide ? cancel + others : others + cancel
    }

    /// Whether the buttons sit in one row: an alert with two of them.
    var showsActionsSideBySide: Bool { preferredStyle == .alert && actions.count == 2 }

    /// Dismisses the alert, then runs `action`'s handler (when it is enabled).
    func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
