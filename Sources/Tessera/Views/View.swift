import Foundation
import TesseraTerminal

/// Something that draws into a rectangle of the screen and may take keyboard focus.
///
/// A view says when what it draws changes (``setNeedsDisplay()``, or ``setNeedsDisplay(_:)``
/// for part of it); the window then draws again only those cells, clipped, and the terminal
/// backend writes only the cells that really changed. Moving, hiding, adding or removing a view
/// damages the cells it covered and covers, on its own (see `Window+Damage.swift`).
@MainActor
open class View {
    /// Where the view is, in its superview's coordinates (cells), as in UIKit. Set by the
    /// superview's layout; a window sets its root view's and overlays' to its own bounds.
    public var frame: CellRect = .zero {
        didSet {
            guard frame != oldValue else { return }
            damageInSuperview(oldValue)
            damageInSuperview(frame)
            frameDidChange(from: oldValue)
        }
    }
    /// The view's own rectangle: its size at (0, 0). Subviews are laid out in it and
    /// ``draw(into:)`` draws in it; a view draws only inside its bounds (unlike UIKit, where
    /// `clipsToBounds` is off by default: in a terminal a cell painted outside a view's bounds
    /// would be another view's).
    public var bounds: CellRect { CellRect(origin: .zero, size: frame.size) }
    /// A hidden view neither draws nor takes events or focus; hiding the view that holds focus
    /// passes focus on (see `Window.focusedView`).
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            damageInSuperview(frame)
            setNeedsLayout()  // a stack re-tiles around a hidden view
            if isHidden { window?.repairFocus() }
        }
    }
    /// The views inside this one, in drawing order: later ones draw over earlier ones and get
    /// mouse clicks first.
    public private(set) var subviews: [View] = []
    /// The view this one is inside; nil for a root view or a view not in a hierarchy.
    public private(set) weak var superview: View?
    /// The window that shows this view (set when it joins a window's hierarchy).
    public internal(set) weak var window: Window? {
        didSet { for s in subviews { s.window = window } }
    }

    /// How the view follows its superview's size changes (UIKit's `autoresizingMask`): a
    /// collection view made with `frame: view.bounds` and `[.flexibleWidth, .flexibleHeight]`
    /// fills its view controller's view at every terminal size. Empty by default: frames stay
    /// as set. See `View+Autoresizing.swift`.
    public var autoresizingMask: AutoresizingMask = []

    /// The controller whose view this is: keys bubbling through reach its key commands.
    weak var viewController: ViewController?

    /// A view with an empty frame, not yet in a window.
    public init() {}

    /// A view at `frame` (UIKit's `init(frame:)`).
    public convenience init(frame: CellRect) {
        self.init()
        self.frame = frame
    }

    /// The window's theme (the standard one before the view joins a window).
    public var theme: Theme { window?.theme ?? .standard }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, taking it out of its old superview first, and lays
    /// the hierarchy out again on the next frame.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.window = window
        damageInSuperview(view.frame)
        setNeedsLayout()
    }

    /// Takes the view out of its superview and window; if it held focus, focus passes on.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        damageInSuperview(frame)
        let oldWindow = window
        parent.subviews.removeAll { $0 === self }
        superview = nil
        window = nil
        parent.setNeedsLayout()
        oldWindow?.repairFocus()
    }

    /// Called before `subview` leaves this view (Apple's hook): forget what was kept about it.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Layout and drawing

    /// Says that what the view draws changed: the next frame draws its visible cells again (a
    /// view that works out its own damage, such as a collection view, draws only what changed).
    /// Cheap to call often.
    public func setNeedsDisplay() {
        displayWasRequested()
        if damagesItself { window?.requestFrame() } else { setNeedsDisplay(bounds) }
    }

    /// Told when ``setNeedsDisplay()`` is called: a view that works out its own damage notes
    /// that it must look again (a collection view skips preparing frames nobody asked for).
    func displayWasRequested() {}

    /// Says that what the view draws in `rect` (the view's coordinates) changed (UIKit's
    /// `setNeedsDisplay(_:)`): the next frame draws those of its cells that are visible again.
    public func setNeedsDisplay(_ rect: CellRect) {
        guard let window else { return }
        window.damage(visibleRectInWindow(rect))
    }
    /// Asks for ``layoutSubviews()`` to run through the window's hierarchy before the next frame.
    public func setNeedsLayout() { window?.setNeedsLayout() }

    /// Whether the view works out its own damage in `prepareToDraw()` (a collection view
    /// compares its elements with the last frame's): ``setNeedsDisplay()`` then only asks for a
    /// frame. False by default: ``setNeedsDisplay()`` damages the whole view.
    var damagesItself: Bool { false }

    /// Called every frame, before anything is drawn, on each view that would be drawn if its
    /// cells were damaged (shown and on screen), outermost first. A frame draws only the cells
    /// of views that said they changed (``setNeedsDisplay()``), so a view whose drawing depends
    /// on state it is not told about (a hint bar shows the focused view's hints; a status line
    /// the focused item) works out here what it will draw, and calls ``setNeedsDisplay()`` when
    /// that differs from what it drew. ``draw(into:)`` then draws what was worked out: it may run
    /// more than once a frame (once per damaged area the view crosses), or not at all. The
    /// default does nothing.
    open func prepareToDraw() {}

    /// The window's size classes changed (Apple's `traitCollectionDidChange(_:)`), with the traits
    /// before: superviews first, after the view controllers (`Traits/`). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Places subviews inside `frame`. The default does nothing.
    open func layoutSubviews() {}

    /// Called when the frame changes size or place. Subviews with an ``autoresizingMask``
    /// follow a change of size here; call super.
    package func frameDidChange(from old: CellRect) {
        if old.size != frame.size { resizeSubviews(from: old.size) }
        setNeedsLayout()
    }

    /// Lays out now what would otherwise wait for the next frame (Apple's `layoutIfNeeded()`):
    /// in a window, its pending ``layoutSubviews()`` pass; outside one, this view's subtree.
    /// Views that compute more at layout time do it here too (a collection view measures its
    /// self-sizing cells in view), so what they report afterwards is final; call super.
    open func layoutIfNeeded() {
        if let window { window.layoutIfNeeded() } else { layoutTree() }
    }

    /// The size the content wants, in cells (Apple's `intrinsicContentSize`): a label's lines, a
    /// field's one row. ``View/noIntrinsicMetric`` on an axis where the view takes what it is
    /// given, as the default does on both. A ``StackView`` reads it to size its views; tell it of a
    /// change with ``invalidateIntrinsicContentSize()``.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The size the content takes within `size` (Apple's `sizeThatFits(_:)`): a stack asks a
    /// wrapping label how tall it is at the stack's width. By default the intrinsic size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws this view (not its subviews) into `buffer`, in the view's own coordinates: (0, 0)
    /// is its top-left cell, ``bounds`` its area, and nothing outside its visible part is touched.
    open func draw(into buffer: inout ScreenBuffer) {}

    final func layoutTree() {
        layoutSubviews()
        for s in subviews where !s.isHidden { s.layoutTree() }
    }

    /// Draws the view and then its subviews, each with the buffer's drawing origin at its own
    /// top-left and its drawing clipped to its frame within every superview's. A view scrolled
    /// or laid out wholly outside its superview costs nothing.
    final func drawTree(into buffer: inout ScreenBuffer, viewsDrawn: inout Int) {
        guard !isHidden else { return }
        let origin = buffer.drawingOrigin, clip = buffer.drawingClip
        defer { buffer.drawingOrigin = origin; buffer.drawingClip = clip }
        let screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        let visible = clip.map { $0.intersection(screenFrame) } ?? screenFrame.intersection(buffer.bounds)
        guard !visible.isEmpty else { return }
        buffer.drawingOrigin = screenFrame.origin
        buffer.drawingClip = visible
        draw(into: &buffer)
        viewsDrawn += 1
        for s in subviews { s.drawTree(into: &buffer, viewsDrawn: &viewsDrawn) }
    }

    /// Where the real cursor stands while this view takes keys, in its own coordinates: a caret
    /// (always shown) or where reading starts (shown in the accessible mode). See `Window+Cursor`.
    var cursorPlacement: (point: CellPoint, isCaret: Bool) { (.zero, false) }

    // MARK: Accessibility (Apple's UIAccessibility properties; defaults come from subclasses)

    /// What the app set of the accessibility properties below (nil: the view's own default).
    var accessibilitySettings = AccessibilitySettings()
    /// The view's own defaults, for what the app did not set: Tessera's views override this.
    var accessibilityDefaults: AccessibilitySettings { AccessibilitySettings() }
    /// Whether a screen reader reads this view as one element. Default: false for a plain view;
    /// true for labels, controls and text fields.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? accessibilityDefaults.isElement ?? false }
        set { accessibilitySettings.isElement = newValue }
    }
    /// What the element is called ("Save", "Wi-Fi"). Default: nil; a label's text, a button's title.
    open var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? accessibilityDefaults.label }
        set { accessibilitySettings.label = newValue }
    }
    /// Its current value ("on", "42%", the text typed). Default: nil.
    open var accessibilityValue: String? {
        get { accessibilitySettings.value ?? accessibilityDefaults.value }
        set { accessibilitySettings.value = newValue }
    }
    /// What activating it does ("Opens the network's settings"). Default: nil.
    open var accessibilityHint: String? {
        get { accessibilitySettings.hint ?? accessibilityDefaults.hint }
        set { accessibilitySettings.hint = newValue }
    }
    /// What it is and how it behaves. Default: none; a button's `.button`, a label's `.staticText`.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? accessibilityDefaults.traits ?? .none }
        set { accessibilitySettings.traits = newValue }
    }
    /// A name for tests and automation, never read aloud (Apple's `accessibilityIdentifier`).
    public var accessibilityIdentifier: String? {
        get { accessibilitySettings.identifier }
        set { accessibilitySettings.identifier = newValue }
    }
    /// Whether this view and everything in it is hidden from a screen reader.
    open var accessibilityElementsHidden: Bool {
        get { accessibilitySettings.elementsHidden }
        set { accessibilitySettings.elementsHidden = newValue }
    }

    // MARK: Time

    /// True while the view animates and needs frames at the frame rate.
    open var isAnimating: Bool { false }

    /// Advances animations to `now` (the loop's clock). Called once per frame before drawing.
    open func advanceAnimations(to now: Duration) {}

    final func advanceTree(to now: Duration) -> Bool {
        let wasAnimating = isAnimating
        advanceAnimations(to: now)
        var animating = isAnimating
        // What animates changes every frame, the last one included: a view that does not work
        // out its own damage is drawn again whole.
        if (wasAnimating || animating) && !damagesItself { setNeedsDisplay() }
        for s in subviews where !s.isHidden { animating = s.advanceTree(to: now) || animating }
        return animating
    }

    // MARK: Focus and events

    /// Whether keyboard focus can rest here.
    open var canBecomeFocused: Bool { false }
    /// Whether the view is its window's ``Window/focusedView``.
    public var isFocused: Bool { window?.focusedView === self }
    /// Called when focus arrives or leaves.
    open func focusDidChange() { setNeedsDisplay() }

    /// Asks the window's focus engine for focus (Apple's `becomeFirstResponder()`): granted when
    /// the view is in a window, shown and focusable. Returns whether it has focus afterwards.
    @discardableResult open func becomeFirstResponder() -> Bool { window?.focusEngine.request(self) ?? false }
    /// Gives up focus if the view has it (Apple's `resignFirstResponder()`); keys then go to the
    /// root view (or the topmost overlay) until something takes focus. Returns true.
    @discardableResult open func resignFirstResponder() -> Bool { window?.focusEngine.resign(self); return true }
    /// Whether the view has keyboard focus (Apple's `isFirstResponder`): the same as ``isFocused``.
    public var isFirstResponder: Bool { isFocused }

    /// Handles an event sent to the focused view; unhandled events bubble to the superview.
    /// Returns true when handled.
    open func handle(_ event: Event) -> Bool { false }

    /// Offered each key before the focused view inside this one sees it, outermost view first
    /// (UIKit's key commands with priority): return true to take it. A page that searches as you
    /// type takes letters from its list this way. The default takes nothing; it is asked on
    /// every key, so keep it cheap.
    open func preemptKey(_ key: KeyEvent) -> Bool { false }

    /// Key hints this view offers while focused (shown by a `HintBar`).
    open var keyHints: [KeyHint] { [] }

    /// True for a view that keeps every key it does not use (a modal alert): the window's
    /// one-letter global keys other than `?` (`q`) would reach nothing, so they are not offered
    /// while keys go to it or a view inside it.
    package var keepsUnusedKeys: Bool { false }

    /// True for views that take typed text (a search field): letters typed there are text, so
    /// the window's single-letter global keys (`?`, `q`) are not offered while it has focus.
    open var consumesTextInput: Bool { false }

    /// True for views that give Ctrl-C a meaning of their own (a key inspector, a terminal in a
    /// view): while keys go to such a view or one of its subviews, Ctrl-C reaches it like any key
    /// instead of quitting the app (see `Application.interruptQuits`), and "^C" is not hinted.
    open var takesInterruptKey: Bool { false }

    /// The deepest visible view under `point`, given in this view's coordinates (for mouse
    /// clicks; UIKit's `hitTest(_:with:)`). A view hidden or outside its superview's bounds
    /// takes no clicks there, as it draws nothing there.
    public func hitTest(_ point: CellPoint) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(CellPoint(x: point.x - s.frame.x, y: point.y - s.frame.y)) { return hit }
        }
        return self
    }
}
