import Foundation
import Testing
@testable import Tessera
import TesseraTesting

// Helpers shared by the view controller tests.

/// Appends every life-cycle call of the controllers that share it, as "name.call".
@MainActor final class LifecycleLog {
    var entries: [String] = []
    /// Forgets what was logged so far (a test then looks at one operation's calls).
    func reset() { entries = [] }
}

/// A view controller that logs its life cycle and whose view holds two focusable views (`first`
/// and `second`), each filling the view with a letter.
@MainActor final class LoggingViewController: ViewController {
    let name: String
    let log: LifecycleLog
    private(set) var first: RecordingView!
    private(set) var second: RecordingView!

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func loadView() {
        log.entries.append("\(name).loadView")
        let stack = StackView()
        first = RecordingView(Character(name.lowercased().prefix(1).description), focusable: true)
        second = RecordingView(Character(name.lowercased().prefix(1).description), focusable: true)
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        view = stack
    }

    override func viewDidLoad() { super.viewDidLoad(); log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).willAppear")
        if isMovingToParent { log.entries.append("\(name).isMovingToParent") }
        if isBeingPresented { log.entries.append("\(name).isBeingPresented") }
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).willDisappear")
        if isMovingFromParent { log.entries.append("\(name).isMovingFromParent") }
        if isBeingDismissed { log.entries.append("\(name).isBeingDismissed") }
    }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.entries.append("\(name).didDisappear") }
    override func willMove(toParent parent: ViewController?) { log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// An application harness at 40×12 showing `root` as the window's root view controller; keys no
/// view or controller handled are recorded (and marked handled, so the app keeps running).
@MainActor final class ViewControllerHarness {
    let harness: ApplicationHarness
    private(set) var unhandledKeys: [Key] = []

    init(root: ViewController, width: Int = 40, height: Int = 12) {
        harness = ApplicationHarness(width: width, height: height) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: root)
        }
        harness.application.onUnhandledEvent = { [unowned self] event in
            if case .key(let key) = event { unhandledKeys.append(key.key) }
            return true
        }
    }

    var window: Window { harness.application.window }
}
