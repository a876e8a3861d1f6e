/// Where a view controller is between joining and leaving the screen.
enum AppearanceState: Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts the controller's appearing (`isAppearing`) or disappearing: runs
    /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` (Apple's method of the same name).
    /// Containers call it for the children they show; a call that would repeat the state the
    /// controller is already moving to does nothing, so every "will" is paired with one "did".
    ///
    /// The child controllers whose views are inside this one's follow it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearance = .appearing
            viewWillAppear(animated)
            placeContentUnavailableView()   // still on top of what the app added since
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenOnScreen { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition ``beginAppearanceTransition(_:animated:)`` started: runs
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then the same for the children that
    /// followed. Does nothing when no transition is under way.
    public func endAppearanceTransition() {
        let animated = false
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
            deliverTraitChanges()   // traits changed while it was away, or first known
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in children where child.appearance == .appearing || child.appearance == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// Whether the controller's view is on screen, as far as the appearance methods told it.
    var isOnScreen: Bool { appearance == .appeared || appearance == .appearing }

    /// The children whose views are inside this controller's view: they appear and disappear
    /// with it. A navigation controller's children below the top are not.
    var childrenOnScreen: [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    /// Moves the screen from `old` to `new`, each `nil` when nothing leaves or arrives, calling
    /// their appearance methods around `swap` (which changes the views).
    ///
    /// Apple documents only that each controller's "will" comes before its "did"; the order across
    /// the two is what UIKit does for a navigation push or pop and a full-screen presentation:
    /// old `viewWillDisappear`, new `viewWillAppear`, (the views change), old `viewDidDisappear`,
    /// new `viewDidAppear`. The new controller's view is loaded before any of them, as UIKit
    /// loads it when the push or presentation starts.
    static func transition(from old: ViewController?, to new: ViewController?, animated: Bool, swap: () -> Void) {
        new?.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        swap()
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
    }
}
