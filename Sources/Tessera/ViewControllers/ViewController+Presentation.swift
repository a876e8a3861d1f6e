extension ViewController {
    /// Shows `viewControllerToPresent` over the screen (Apple's `present(_:animated:completion:)`),
    /// with focus inside it until it is dismissed. Esc dismisses it unless it is
    /// ``isModalInPresentation``.
    ///
    /// The presenting controller is this one's outermost parent, as UIKit's full-screen
    /// presentations are. As in UIKit, nothing happens (and `completion` does not run) when that
    /// controller already presents one, when `viewControllerToPresent` is already presented or
    /// in a container, or when this controller's view is not in a window.
    public func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = outermostParent
        let presented = viewControllerToPresent
        guard presenter.presentedViewController == nil, presented.presentingViewControllerStorage == nil,
              presented.parent == nil, presented !== presenter, let window = presenter.viewIfLoaded?.window else { return }
        presented.presentingViewControllerStorage = presenter
        presenter.presentedViewController = presented
        let coversPresenter = presented.resolvedPresentationStyle == .fullScreen
        let container = PresentationContainerView(controller: presented, isOpaque: coversPresenter)
        presented.presentationContainer = container
        presented.isBeingPresented = true
        ViewController.transition(from: coversPresenter && presenter.isOnScreen ? presenter : nil, to: presented, animated: animated) {
            container.addSubview(presented.view)
            window.present(container)
        }
        presented.isBeingPresented = false
        presenter._checkInvariants()
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presented none, asks the
    /// controller that presented it (or an ancestor) to dismiss it (Apple's
    /// `dismiss(animated:completion:)`). Controllers presented above the dismissed one go with
    /// it. `completion` runs once the screen is back, which is where an alert runs the chosen
    /// action's handler.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            dismissPresented(presented, animated: animated)
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: animated, completion: completion)
        }
    }

    private func dismissPresented(_ presented: ViewController, animated: Bool) {
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        let uncoversPresenter = presented.resolvedPresentationStyle == .fullScreen
        let container = presented.presentationContainer
        presented.isBeingDismissed = true
        ViewController.transition(from: presented, to: uncoversPresenter ? self : nil, animated: animated) {
            if let container { container.window?.dismiss(container) }
            presented.viewIfLoaded?.removeFromSuperview()
        }
        presented.isBeingDismissed = false
        presented.presentationContainer = nil
        presented.presentingViewControllerStorage = nil
        presentedViewController = nil
        _checkInvariants()
    }

    /// The style a presentation uses: `.automatic` is `.fullScreen` for view controllers (an
    /// alert asks for `.overFullScreen` itself).
    var resolvedPresentationStyle: ModalPresentationStyle {
        modalPresentationStyle == .automatic ? .fullScreen : modalPresentationStyle
    }

    /// This controller's topmost ancestor (itself when it has no parent).
    var outermostParent: ViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }
}
