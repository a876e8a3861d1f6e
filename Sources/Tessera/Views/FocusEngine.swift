import TesseraTerminal

/// The window's one owner of keyboard focus (UIKit's focus engine, or its first responder):
/// every focus change goes through it. It keeps the focused view and, for each overlay, the
/// focus to give back when the overlay goes.
///
/// Focus changes in three ways, each here: a request for a view (``View/becomeFirstResponder()``,
/// a container giving a page the view it remembered), a move (Tab, ``Window/moveFocus(forward:within:)``),
/// and a repair when the focused view leaves (removed, hidden, disabled, another root view).
/// Containers keep what they remember for their pages (a navigation controller's pages, a split
/// view's columns) and hand it back through ``focusFirst(of:)``, which checks it is still focusable.
///
/// **Invariant**: the focused view is nil, or it is in this window (under the root view or an
/// overlay), shown (it and every superview), and can become focused; there is one remembered
/// focus per overlay. Every change the engine makes keeps it, and ``_checkInvariants()`` checks it
/// after each one in debug builds. ``Window/focusedView``'s setter, kept for UIKit-style code and
/// tests, takes the view it is given as it always did (and is not checked).
@MainActor
package final class FocusEngine {
    private unowned let window: Window
    /// The view keys go to first (see ``Window/focusedView``).
    package private(set) var focusedView: View?
    /// For each overlay, in the window's order, the focus to give back when it is dismissed.
    private var focusBeforeOverlay: [View?] = []

    init(window: Window) {
        self.window = window
    }

    // MARK: Changing focus

    /// The one place focus changes: the two views are told (``View/focusDidChange()``) and drawn
    /// again (they show focus or its absence; a view showing another's focus, such as a hint bar,
    /// finds out in `prepareToDraw()`).
    func setFocus(_ view: View?) {
        guard view !== focusedView else { return }
        let old = focusedView
        focusedView = view
        old?.focusDidChange()
        focusedView?.focusDidChange()
        old?.setNeedsDisplay()
        focusedView?.setNeedsDisplay()
    }

    /// Gives focus to `view` when it can take it (in this window, shown, focusable): UIKit's
    /// `becomeFirstResponder()`. Returns whether `view` has focus afterwards.
    @discardableResult
    func request(_ view: View) -> Bool {
        guard canFocus(view) else { return false }
        setFocus(view)
        _checkInvariants()
        return focusedView === view
    }

    /// Takes focus from `view` if it has it (UIKit's `resignFirstResponder()`): nobody has focus
    /// then, and keys go to the root view (or the topmost overlay).
    func resign(_ view: View) {
        guard focusedView === view else { return }
        setFocus(nil)
    }

    /// Focuses the first of `candidates` that can take focus (nil ones skipped): how a container
    /// gives a page back the view it remembered, or else the page's first focusable view.
    /// Returns false, leaving focus alone, when none can.
    @discardableResult
    func focusFirst(of candidates: [View?]) -> Bool {
        guard let view = candidates.lazy.compactMap({ $0 }).first(where: canFocus) else { return false }
        setFocus(view)
        _checkInvariants()
        return true
    }

    /// Moves focus to the next (or previous) focusable view in tree order, wrapping around,
    /// within the topmost overlay (or the root view) unless `container` is given. Returns true
    /// when focus changed.
    @discardableResult
    func move(forward: Bool = true, within container: View? = nil) -> Bool {
        let candidates = Self.focusable(in: container ?? window.overlays.last ?? window.rootView)
        guard !candidates.isEmpty else { return false }
        let next: View
        if let current = focusedView, let i = candidates.firstIndex(where: { $0 === current }) {
            next = candidates[(i + (forward ? 1 : candidates.count - 1)) % candidates.count]
        } else {
            next = forward ? candidates[0] : candidates[candidates.count - 1]
        }
        guard next !== focusedView else { return false }
        setFocus(next)
        _checkInvariants()
        return true
    }

    /// Passes focus on when the focused view has left the window, been hidden or stopped
    /// accepting focus: to the first focusable view of the topmost overlay (or of the root view),
    /// or to nobody.
    func repair() {
        guard let focused = focusedView, !canFocus(focused) else { return }
        setFocus(Self.focusable(in: window.overlays.last ?? window.rootView).first)
        _checkInvariants()
    }

    // MARK: Overlays

    /// `overlay` was just put on top of the window's overlays: the focus it covers is remembered,
    /// and its first focusable view gets focus.
    func overlayWasPresented(_ overlay: View) {
        focusBeforeOverlay.append(focusedView)
        guard let first = Self.focusable(in: overlay).first else { return }
        setFocus(first)
        _checkInvariants()
    }

    /// The overlay at `index` was just removed: focus goes back to where it was before it, when it
    /// was inside it (or nowhere), then is repaired.
    func overlayWasDismissed(_ overlay: View, at index: Int) {
        let previousFocus = focusBeforeOverlay.remove(at: index)
        if focusedView.map({ $0.isDescendant(of: overlay) }) ?? true { setFocus(previousFocus) }
        repair()
        _checkInvariants()
    }

    // MARK: Questions

    /// Whether `view` can have focus now: in this window, under its root view or an overlay,
    /// shown, and focusable.
    func canFocus(_ view: View) -> Bool {
        view.window === window && view.isVisibleInHierarchy && view.canBecomeFocused
            && (view.isDescendant(of: window.rootView) || window.overlays.contains { view.isDescendant(of: $0) })
    }

    /// The visible views that can take focus under `view`, in tree order (depth first).
    static func focusable(in view: View) -> [View] {
        var found: [View] = []
        collectFocusable(in: view, into: &found)
        return found
    }

    private static func collectFocusable(in view: View, into found: inout [View]) {
        guard !view.isHidden else { return }
        if view.canBecomeFocused { found.append(view) }
        for s in view.subviews { collectFocusable(in: s, into: &found) }
    }

    /// Checks the invariant (debug builds only): the focused view can have focus, and one focus is
    /// remembered per overlay.
    func _checkInvariants() {
        #if DEBUG
        precondition(focusBeforeOverlay.count == window.overlays.count, "focus is remembered for \(focusBeforeOverlay.count) overlays, the window has \(window.overlays.count)")
        if let focused = focusedView {
            precondition(focused.window === window, "the focused \(type(of: focused)) is not in the window")
            precondition(focused.isDescendant(of: window.rootView) || window.overlays.contains { focused.isDescendant(of: $0) },
                         "the focused \(type(of: focused)) is not under the root view or an overlay")
            precondition(focused.isVisibleInHierarchy, "the focused \(type(of: focused)) is hidden")
            precondition(focused.canBecomeFocused, "the focused \(type(of: focused)) cannot become focused")
        }
        #endif
    }
}

extension Window {
    /// Moves focus to the next (or previous) focusable view in tree order, wrapping around,
    /// within the topmost overlay (or the root view) unless `container` is given. Returns true
    /// when focus changed. The window's focus engine (`FocusEngine`) does it.
    @discardableResult
    public func moveFocus(forward: Bool = true, within container: View? = nil) -> Bool {
        focusEngine.move(forward: forward, within: container)
    }

    /// The visible views that can take focus under `view`, in tree order (depth first).
    static func focusable(in view: View) -> [View] { FocusEngine.focusable(in: view) }

    /// Passes focus on when the focused view has left the window, been hidden or stopped
    /// accepting focus (see `FocusEngine.repair()`).
    func repairFocus() { focusEngine.repair() }
}
