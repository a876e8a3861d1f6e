extension Window {
    /// Shows the new root view controller's view, telling the old one it disappears and the new
    /// one it appears, in UIKit's order (see `ViewController.transition`).
    func rootViewControllerDidChange(from old: ViewController?) {
        guard old !== rootViewController else { return }
        let leaving = old?.isOnScreen == true ? old : nil
        ViewController.transition(from: leaving, to: rootViewController, animated: false) {
            if let new = rootViewController {
                rootView = new.view
                if focusedView == nil { moveFocus() }
            } else if let oldView = old?.viewIfLoaded, rootView === oldView {
                rootView = View()
            }
        }
    }

    /// The application's screens changed (`Application.push` or `pop` set another root view): the
    /// root view controller disappears when its view leaves and appears when it comes back. While
    /// ``rootViewControllerDidChange(from:)`` runs, the controller is mid-transition and this
    /// leaves it alone.
    func rootViewDidChange(from oldView: View) {
        guard let controller = rootViewController, let controllerView = controller.viewIfLoaded else { return }
        if controller.appearance == .appeared, oldView === controllerView, rootView !== controllerView {
            ViewController.transition(from: controller, to: nil, animated: false) {}
        } else if controller.appearance == .disappeared, rootView === controllerView {
            ViewController.transition(from: nil, to: controller, animated: false) {}
        }
    }
}
