import Foundation
import TesseraTerminal

/// What a view controller knows of its traits: those it last told of, and who listens.
struct TraitState {
    /// The traits ``ViewController/traitCollectionDidChange(_:)`` last reported (or that were
    /// current when the controller first appeared); nil before.
    var last: TraitCollection?
    /// The handlers ``TraitChangeObservable/registerForTraitChanges(_:handler:)`` added.
    var registrations: [TraitChangeRegistration] = []
}

extension ViewController {
    /// The controller's traits (Apple's `traitCollection`): the size classes of the terminal
    /// window it is shown in, as an iPhone's or iPad's follow its screen. Below
    /// `UserInterfaceSizeClass.regularWidthMinimum` (100) columns the width is `.compact`, and
    /// below `UserInterfaceSizeClass.regularHeightMinimum` (20) rows the height is: the
    /// thresholds layouts already use (see `UserInterfaceSizeClass`), so a controller and the
    /// lists in it agree. Before the controller is in a window, its view's size decides.
    public var traitCollection: TraitCollection {
        if let window = traitWindow { return TraitCollection(size: CGSize(width: window.bounds.width, height: window.bounds.height)) }
        let size = viewIfLoaded?.frame.size ?? .zero
        return TraitCollection(size: CGSize(width: size.width, height: size.height))
    }

    /// The window the controller is shown in: its view's, else an ancestor's or presenter's.
    private var traitWindow: Window? {
        viewIfLoaded?.window ?? parent?.traitWindow ?? presentingViewControllerStorage?.traitWindow
    }

    /// Ends a registration ``TraitChangeObservable/registerForTraitChanges(_:handler:)`` made
    /// (Apple's `unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }

    /// Tells this controller, then its children and the controller it presented (top-down, as
    /// UIKit does), of a change of traits since each last heard: ``traitCollectionDidChange(_:)``
    /// with the traits before, then the matching registrations. Controllers not on screen hear
    /// when they appear. The window calls it when the terminal is resized.
    func deliverTraitChanges() {
        guard isOnScreen else { return }
        let current = traitCollection
        if let previous = traitState.last, previous != current {
            traitState.last = current
            traitCollectionDidChange(previous)
            for registration in traitState.registrations where current.differs(from: previous, in: registration.traits) {
                registration.handler(self, previous)
            }
        } else if traitState.last == nil {
            traitState.last = current
        }
        for child in children { child.deliverTraitChanges() }
        presentedViewController?.deliverTraitChanges()
    }
}

extension View {
    /// The view's traits (Apple's `traitCollection`): its window's size classes (see
    /// ``ViewController/traitCollection``); before it is in a window, its own size's.
    public var traitCollection: TraitCollection {
        let size = window?.bounds.size ?? frame.size
        return TraitCollection(size: CGSize(width: size.width, height: size.height))
    }
}

extension Window {
    /// A resize from `oldSize`: the view controllers hear of changed traits top-down (each from
    /// the traits it last heard of), then, when the window's size classes changed, every view in
    /// the window, superviews first, overlays after the root view's tree. O(views) on a change.
    func deliverTraitChanges(from oldSize: CellSize) {
        rootViewController?.deliverTraitChanges()
        let previous = TraitCollection(size: CGSize(width: oldSize.width, height: oldSize.height))
        guard previous != rootView.traitCollection else { return }
        for view in [rootView] + overlays { Self.tellTraitsChanged(view, previous: previous) }
    }

    private static func tellTraitsChanged(_ view: View, previous: TraitCollection) {
        view.traitCollectionDidChange(previous)
        for subview in view.subviews { tellTraitsChanged(subview, previous: previous) }
    }
}
