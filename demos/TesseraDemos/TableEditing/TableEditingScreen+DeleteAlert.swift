import Tessera

/// Deleting a mountain asks first, as iOS apps do: an alert whose destructive Delete removes the
/// row and whose Cancel (or Esc) keeps it.
///
/// Presenting needs a view controller. This screen is a `View` that the launcher pushes, so it
/// presents from the controller whose view holds it when there is one (the window's root view
/// controller or one inside it), and otherwise from a stand-in controller whose view is the
/// screen itself, kept only while the alert is up (the controller holds the screen, so keeping
/// it longer would keep both alive). Once the demos are view controllers, the first branch is
/// the one taken and the stand-in goes unused.
extension TableEditingScreen {
    func confirmDelete(_ mountain: Mountain) {
        let alert = AlertController(title: "Delete “\(mountain.name)”?",
                                    message: "It leaves the \(section(of: mountain)?.title ?? "") list.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            self?.alertHost = nil
        })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            alertHost = nil
            store.delete(mountain)
            applyStore(animated: true)
        })
        presentingController().present(alert, animated: true)
    }

    private func section(of mountain: Mountain) -> TableEditingSection? {
        TableEditingSection.allCases.first { store.items(in: $0).contains(mountain) }
    }

    /// The controller whose view holds this screen, searched from the window's root view
    /// controller down through children and presentations; else the stand-in.
    private func presentingController() -> ViewController {
        if let root = window?.rootViewController, let holder = Self.deepestController(holding: self, from: root) {
            return holder
        }
        let host = ViewController()
        host.view = self
        alertHost = host
        return host
    }

    private static func deepestController(holding view: View, from controller: ViewController) -> ViewController? {
        guard let own = controller.viewIfLoaded, view.isDescendant(of: own) else {
            return controller.presentedViewController.flatMap { deepestController(holding: view, from: $0) }
        }
        for child in controller.children {
            if let deeper = deepestController(holding: view, from: child) { return deeper }
        }
        return controller
    }
}
