import TesseraTerminal

/// The top of a view hierarchy: owns the root view, keyboard focus, modal overlays, and
/// turns "something changed" into frames. It knows nothing of ncurses: `RunLoop`-style
/// driving (real terminal or headless tests) happens in `Application`.
public final class Window {
    public private(set) var size: Size
    public var rootView: View {
        didSet {
            oldValue.window = nil
            rootView.window = self
            rootView.frame = bounds
            setNeedsLayout()
        }
    }
    /// Views drawn above everything and given events first (help, menus). Last is topmost.
    public private(set) var overlays: [View] = []

    /// The view that receives key events first.
    public var focusedView: View? {
        didSet {
            guard focusedView !== oldValue else { return }
            oldValue?.focusDidChange()
            focusedView?.focusDidChange()
            setNeedsDisplay()
        }
    }

    /// Called whenever a new frame is wanted; the application connects it to its loop.
    var frameRequested: () -> Void = {}
    public private(set) var needsDisplay = true
    private var needsLayout = true
    /// The clock animations read (the application's loop clock; a manual one in tests).
    public var clock: LoopClock = SystemLoopClock()
    /// Styles for the terminal's colour depth.
    public var theme: Theme = .standard { didSet { setNeedsDisplay() } }
    /// The content of the last frame `render` produced.
    public private(set) var lastFrame: ScreenBuffer

    public init(size: Size, rootView: View = View()) {
        self.size = size
        self.rootView = rootView
        self.lastFrame = ScreenBuffer(size: size)
        rootView.window = self
        rootView.frame = bounds
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public func setNeedsDisplay() {
        if !needsDisplay { needsDisplay = true; frameRequested() }
    }

    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        rootView.frame = bounds
        for o in overlays { o.frame = bounds }
        setNeedsLayout()
    }

    // MARK: Overlays

    public func present(_ overlay: View) {
        overlays.append(overlay)
        overlay.window = self
        overlay.frame = bounds
        setNeedsLayout()
    }

    public func dismiss(_ overlay: View) {
        overlays.removeAll { $0 === overlay }
        overlay.window = nil
        setNeedsLayout()
    }

    // MARK: Frames

    /// Lays out what needs it, advances animations to `now`, and draws a full frame.
    /// Returns true while something is still animating (the caller asks for another frame).
    @discardableResult
    public func render(at now: Duration) -> Bool {
        if needsLayout {
            needsLayout = false
            rootView.layoutTree()
            for o in overlays { o.layoutTree() }
        }
        var animating = rootView.advanceTree(to: now)
        for o in overlays { animating = o.advanceTree(to: now) || animating }
        needsDisplay = false
        var buffer = ScreenBuffer(size: size)
        rootView.drawTree(into: &buffer)
        for o in overlays { o.drawTree(into: &buffer) }
        lastFrame = buffer
        return animating
    }

    // MARK: Events

    /// Sends an event where it belongs: the topmost overlay, else the focused view and then
    /// up its superviews; mouse events to the view under the pointer. Returns true if handled.
    @discardableResult
    public func dispatch(_ event: Event) -> Bool {
        switch event {
        case .resize(let newSize):
            resize(to: newSize)
            return true
        case .resumed:
            setNeedsDisplay()
            return true
        case .mouse(let mouse):
            let root = overlays.last ?? rootView
            var target = root.hitTest(mouse.position)
            while let view = target {
                if view.handle(event) { return true }
                target = view.superview
            }
            return false
        case .key:
            var target: View? = overlays.last.map { top in
                focusedView.map { $0.isDescendant(of: top) ? $0 : top } ?? top
            } ?? focusedView ?? rootView
            while let view = target {
                if view.handle(event) { return true }
                target = view.superview
            }
            return false
        }
    }

    /// Moves focus to the next (or previous) focusable view in tree order, wrapping around.
    public func moveFocus(forward: Bool = true, within container: View? = nil) {
        let candidates = Window.focusable(in: container ?? overlays.last ?? rootView)
        guard !candidates.isEmpty else { return }
        guard let current = focusedView, let i = candidates.firstIndex(where: { $0 === current }) else {
            focusedView = forward ? candidates.first : candidates.last
            return
        }
        let next = (i + (forward ? 1 : candidates.count - 1)) % candidates.count
        focusedView = candidates[next]
    }

    static func focusable(in view: View) -> [View] {
        guard !view.isHidden else { return [] }
        return (view.canBecomeFocused ? [view] : []) + view.subviews.flatMap(focusable(in:))
    }

    /// Hints for the focused view and its ancestors, nearest first, without repeats.
    public var activeKeyHints: [KeyHint] {
        var hints: [KeyHint] = []
        var v: View? = overlays.last.map { top in focusedView.map { $0.isDescendant(of: top) ? $0 : top } ?? top } ?? focusedView
        while let view = v {
            for h in view.keyHints where !hints.contains(where: { $0.keys == h.keys }) { hints.append(h) }
            v = view.superview
        }
        return hints
    }
}
