/// A registration for trait changes (Apple's `UITraitChangeRegistration`): keep it to end the
/// registration with ``ViewController/unregisterForTraitChanges(_:)``.
@MainActor
public final class TraitChangeRegistration {
    /// The traits whose change runs the handler.
    let traits: [Trait]
    /// Runs with the controller and the traits it had before.
    let handler: @MainActor (ViewController, TraitCollection) -> Void

    init(traits: [Trait], handler: @escaping @MainActor (ViewController, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// Something whose trait changes can be watched (Apple's `UITraitChangeObservable`): every view
/// controller.
@MainActor
public protocol TraitChangeObservable: AnyObject {}

extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable where Self: ViewController {
    /// Runs `handler` with the controller and its previous traits each time one of `traits`
    /// changes (Apple's iOS 17 `registerForTraitChanges(_:handler:)`), after
    /// ``ViewController/traitCollectionDidChange(_:)``. The controller is handed to the handler,
    /// so it needs no `[weak self]`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [Trait],
                                        handler: @escaping @MainActor (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { controller, previous in
            guard let controller = controller as? Self else { return }
            handler(controller, previous)
        }
        traitState.registrations.append(registration)
        return registration
    }
}
