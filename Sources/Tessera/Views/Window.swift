import TesseraTerminal

/// The top of a view hierarchy: owns the root view, keyboard focus, modal overlays, and
/// turns "something changed" into frames. It knows nothing of ncurses: the loop that drives it
/// (real terminal or headless tests) calls `dispatch(_:)` with events and `render(at:)` for frames.
@MainActor
public final class Window {
    /// The window's size in cells: the terminal's columns and rows. Changed by ``resize(to:)``.
    public private(set) var size: CellSize
    /// The view filling the window; setting another one sizes it to the window, lays it out and
    /// passes focus on if the focused view left.
    public var rootView: View {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue.window = nil
            rootView.window = self
            rootView.frame = contentBounds
            setNeedsLayout()
            setNeedsDisplay()
            repairFocus()
            rootViewDidChange(from: oldValue)
        }
    }
    /// The view controller whose view is the root view (Apple's `UIWindow.rootViewController`):
    /// setting it shows its view and calls the appearance methods (see `Window+ViewControllers`).
    public var rootViewController: ViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }
    /// Views drawn above everything and given events first (help, menus). Last is topmost.
    public private(set) var overlays: [View] = []

    /// The view that receives key events first. When it is removed or hidden, focus passes to
    /// the first focusable view of the topmost overlay (or of the root view), or to nobody.
    /// The window's focus engine (`FocusEngine`) owns it: ask for focus with ``View/becomeFirstResponder()``;
    /// setting this takes the view as given (UIKit-style code and tests).
    public var focusedView: View? {
        get { focusEngine.focusedView }
        set { focusEngine.setFocus(newValue) }
    }
    /// The one owner of keyboard focus (see `FocusEngine.swift`).
    package private(set) lazy var focusEngine = FocusEngine(window: self)

    /// Called whenever a new frame is wanted; the application connects it to its loop.
    var frameRequested: () -> Void = {}
    /// Whether a frame has been asked for since the last ``render(at:)``.
    public internal(set) var needsDisplay = true
    private var needsLayout = true
    /// The cells the next frame draws again (window cells); see `Window+Damage.swift`.
    var damage = DamageRegion()
    /// This window's frames, as the terminal tells them from another drawer's: each frame is
    /// stamped with its number and its damage (`ScreenBuffer.damage`).
    let drawer = FrameDamage.newDrawer()
    /// The number of the last frame drawn (0: none yet).
    var frameNumber = 0
    /// Draws every cell of every frame, as windows did before they kept their frame: the
    /// benchmarks' baseline, and a switch to rule damage tracking out when hunting a bug.
    package var drawsEveryCellEachFrame = false
    /// Counts of the cells and views each frame drew: exact and repeatable, for tests and
    /// benchmarks.
    public internal(set) var counters = WindowCounters()
    /// The clock animations read (the application's loop clock; a manual one in tests).
    public var clock: LoopClock = SystemLoopClock()
    /// Styles for the terminal's colour depth.
    public var theme: Theme = .standard { didSet { setNeedsDisplay() } }
    /// The accessible mode, for this window: no animation, the cursor shown at focus, and a live
    /// line (the last row) saying what changed (see `Window+Accessibility.swift`). Starts as
    /// ``Accessibility/isAccessibleModeEnabled`` says (`TESSERA_ACCESSIBLE=1`).
    public var isAccessibleModeEnabled = false {
        didSet { if isAccessibleModeEnabled != oldValue { accessibleModeDidChange() } }
    }
    /// What the accessible mode says and when (see `Announcer`).
    let announcer = Announcer()
    /// The accessible mode's last row; nil when the mode is off.
    var liveLine: LiveLineView?
    /// Asks the loop for a frame after a delay (the application connects it to a timer): how a
    /// difference waiting for keys to pause gets said.
    var wakeRequested: (Duration) -> Void = { _ in }
    /// Whether the application's loop is handing a batch of events over now (it connects this);
    /// see `Window+AfterEvents.swift`.
    var isHandlingEvents: () -> Bool = { false }
    /// Work kept until the batch of events being handled is done, one action per owner, in the
    /// order the owners first asked (see `Window+AfterEvents.swift`).
    var afterEvents = AfterEventsQueue()
    /// The last frame `render` drew. It is the window's one frame buffer, kept between
    /// frames: each render clears and draws again only the damaged cells (a new buffer, drawn
    /// whole, only when the size changed), and stamps it with that damage, so a terminal that
    /// shows the frame before compares only those cells. Reading it shares the buffer and
    /// copies nothing; a copy kept past the next render keeps its own cells.
    ///
    /// It is what the views draw, not a record of the terminal: what the terminal shows is the
    /// terminal's to know (its backend keeps the one record, `ShownScreen`).
    public internal(set) var lastFrame: ScreenBuffer

    /// A window of `size` cells showing `rootView`, sized to fill it; nothing has focus yet.
    public init(size: CellSize, rootView: View = View()) {
        self.size = size
        self.rootView = rootView
        self.lastFrame = ScreenBuffer(size: size)
        rootView.window = self
        rootView.frame = bounds
        damage.add(bounds)   // the first frame draws every cell
        if Accessibility.isAccessibleModeEnabled {
            isAccessibleModeEnabled = true   // an initializer's assignment runs no observer
            accessibleModeDidChange()
        }
    }

    /// The window's rectangle, at the origin: where the root view and overlays go.
    public var bounds: CellRect { CellRect(origin: .zero, size: size) }

    /// Asks for a frame that draws every cell again (window-wide changes: the theme, the size,
    /// an overlay); the first call since the last frame tells the loop.
    /// A view that changed asks for its own cells only, with ``View/setNeedsDisplay()``.
    public func setNeedsDisplay() {
        damage(bounds)
    }

    /// Asks for the hierarchy to be laid out (``View/layoutSubviews()``) before the next frame.
    /// Laying out damages only what it moves (see ``View/frame``).
    public func setNeedsLayout() {
        needsLayout = true
        requestFrame()
    }

    /// Resizes the window, its root view and its overlays to `newSize` and lays them out again;
    /// the terminal's resize event calls it.
    public func resize(to newSize: CellSize) {
        guard newSize != size else { return }
        let oldSize = size
        size = newSize
        layOutContent()
        deliverTraitChanges(from: oldSize)   // size classes follow the terminal
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Overlays

    /// Shows `overlay` above everything, covering the window. Keys go to it (or to the focused
    /// view inside it) and never reach the views below; focus moves to its first focusable view.
    public func present(_ overlay: View) {
        overlays.append(overlay)
        overlay.window = self
        overlay.frame = contentBounds
        setNeedsLayout()
        setNeedsDisplay()
        focusEngine.overlayWasPresented(overlay)
    }

    /// Removes `overlay`; focus returns to where it was before the overlay was presented.
    public func dismiss(_ overlay: View) {
        guard let index = overlays.firstIndex(where: { $0 === overlay }) else { return }
        overlays.remove(at: index)
        overlay.window = nil
        setNeedsLayout()
        setNeedsDisplay()
        focusEngine.overlayWasDismissed(overlay, at: index)
    }

    // MARK: Frames

    /// Runs the pending layout pass, if one is pending (``View/layoutIfNeeded()`` asks for it).
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        rootView.layoutTree()
        for o in overlays { o.layoutTree() }
        liveLine?.layoutTree()
    }

    /// Lays out what needs it, advances animations to `now`, and draws the frame: the cells
    /// damaged since the last one (see `Window+Damage.swift`), into ``lastFrame``.
    /// Returns true while something is still animating (the caller asks for another frame).
    @discardableResult
    public func render(at now: Duration) -> Bool {
        // What layout, animation and preparing find to draw belongs to this frame: it must not
        // ask the loop for another one (the return value says whether animation goes on).
        needsDisplay = true
        layoutIfNeeded()
        var animating = rootView.advanceTree(to: now)
        for o in overlays { animating = o.advanceTree(to: now) || animating }
        prepareDamage()
        speak(at: now)   // after preparing: a list has composited what its focused item shows
        needsDisplay = false
        drawDamage()
        placeCursor()
        return animating
    }

    // MARK: Events

    /// Sends an event where it belongs: keys to the topmost overlay (or the focused view inside
    /// it), else to the focused view, then up its superviews; mouse events to the view under the
    /// pointer, then up. A Tab or Shift-Tab nobody handled moves focus to the next or previous
    /// focusable view. Returns true if handled.
    @discardableResult
    public func dispatch(_ event: Event) -> Bool {
        switch event {
        case .resize(let newSize):
            resize(to: newSize)
            _ = focusedView?.handle(event)   // for views that show it (the key inspector)
            return true
        case .resumed:
            setNeedsDisplay()
            _ = focusedView?.handle(event)
            return true
        case .mouse(let mouse):
            let root = overlays.last ?? rootView
            // Mouse positions stay in window cells; a view reads its own with `convert(_:from: nil)`.
            return Window.bubble(event, from: root.hitTest(CellPoint(x: mouse.position.x - root.frame.x, y: mouse.position.y - root.frame.y)))
        case .paste:
            return Window.bubble(event, from: keyResponder)
        case .key(let key):
            keyArrivedForAnnouncements()
            if Window.performPriorityKeyCommand(key, from: keyResponder) { return true }
            if Window.preempt(key, before: keyResponder) { return true }
            if Window.bubble(event, from: keyResponder) { return true }
            if key.key == .tab, key.modifiers.isSubset(of: .shift) {
                return moveFocus(forward: !key.modifiers.contains(.shift))
            }
            return false
        }
    }

    /// The view a key goes to first.
    var keyResponder: View {
        guard let top = overlays.last else { return focusedView ?? rootView }
        if let focused = focusedView, focused.isDescendant(of: top) { return focused }
        return top
    }

    /// Offers `key` to `responder`'s ancestors, outermost first (``View/preemptKey(_:)``).
    /// O(depth).
    private static func preempt(_ key: KeyEvent, before responder: View) -> Bool {
        var ancestors: [View] = []
        var v = responder.superview
        while let view = v { ancestors.append(view); v = view.superview }
        return ancestors.reversed().contains { $0.preemptKey(key) }
    }

    private static func bubble(_ event: Event, from view: View?) -> Bool {
        var target = view
        while let view = target {
            if view.handle(event) { return true }
            // The responder chain passes through the view's controller (its key commands).
            if case .key(let key) = event, view.viewController?.performKeyCommand(key) == true { return true }
            target = view.superview
        }
        return false
    }

    /// Hints for the view keys go to and its ancestors, nearest first, without repeats.
    public var activeKeyHints: [KeyHint] {
        var hints: [KeyHint] = []
        var seenKeys: Set<String> = []
        // One walk up the chain (the hint bar asks every frame): the views' hints, and whether
        // one of them keeps unused keys or takes Ctrl-C.
        var kept = false, interruptTaken = false
        let typing = keyResponder.consumesTextInput
        var v: View? = keyResponder
        while let view = v {
            // While a field takes text, an ancestor's printable key ("q back", "/ filter") would
            // be typed, not fired: it is not offered (a promise the bar could not keep).
            let ancestorWhileTyping = typing && view !== keyResponder
            for h in view.keyHints + (view.viewController?.keyCommandHints ?? [])
                where !(ancestorWhileTyping && Self.isTyped(h.keys)) && seenKeys.insert(h.keys).inserted {
                hints.append(h)
            }
            kept = kept || view.keepsUnusedKeys
            interruptTaken = interruptTaken || view.takesInterruptKey
            v = view.superview
        }
        for h in globalKeyHints where !(typing && h.keys.count == 1) && !(kept && h.keys.count == 1 && h.keys != "?")
            && !(interruptTaken && h.keys == "^C") && seenKeys.insert(h.keys).inserted {
            hints.append(h)
        }
        return hints
    }

    /// Whether `keys` is one printable ASCII character: what a text field types rather than lets by.
    static func isTyped(_ keys: String) -> Bool {
        keys.unicodeScalars.count == 1 && (0x21...0x7E).contains(keys.unicodeScalars.first!.value)
    }

    /// Whether the view keys go to, or one of its ancestors, takes Ctrl-C for itself.
    public var keyResponderTakesInterrupt: Bool {
        var view: View? = keyResponder
        while let current = view {
            if current.takesInterruptKey { return true }
            view = current.superview
        }
        return false
    }

    /// Keys that work everywhere (set by the application), listed after the focused view's.
    public var globalKeyHints: [KeyHint] = [] { didSet { requestFrame() } }   // a hint bar sees them change
}
