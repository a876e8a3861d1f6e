import TesseraTerminal

/// Drawing only what changed.
///
/// The window keeps its frame (``Window/lastFrame``) between renders, and a damage region: the
/// cells that may no longer show what the views would draw now. Views add to it
/// (``View/setNeedsDisplay()``, ``View/setNeedsDisplay(_:)``, a frame change, hiding or showing,
/// joining or leaving a superview); window-wide changes (size, theme, overlays, a new root
/// view) damage every cell; focus passing between views damages the two views. A render then clears only the damaged
/// cells and draws the tree clipped to each damaged rect; views wholly outside are not drawn.
///
/// The damage invariant, kept here: after a render, every cell of ``Window/lastFrame`` is what a
/// full redraw of the hierarchy would put there. It holds because every change to what a view
/// draws damages the cells that change (views that read state of others at draw time, such as a
/// hint bar, work out their content in `prepareToDraw()` and damage themselves when it differs).
/// With self-checks on (`SelfChecks`: this package's tests), it is checked after every frame
/// against a full redraw (`Window+FrameCheck.swift`).
///
/// The damage goes on with the frame: the buffer is stamped with the frame's number and rects
/// (`ScreenBuffer.damage`), so the terminal, which knows what it shows, compares and writes
/// only inside them when it shows this window's frame before. No layer between re-derives it.
extension Window {
    /// Adds `rect` (window cells) to the cells the next frame draws, and asks for that frame.
    func damage(_ rect: CellRect) {
        damage.add(rect.intersection(bounds))
        requestFrame()
    }

    /// Asks the loop for a frame without damaging anything: views that work out their own
    /// damage when the frame is drawn (a collection view, a hint bar) ask this way.
    func requestFrame() {
        if !needsDisplay { needsDisplay = true; frameRequested() }
    }

    /// Lets every view that will be drawn work out its damage (`View.prepareToDraw()`).
    func prepareDamage() {
        if lastFrame.size != size {
            lastFrame = ScreenBuffer(size: size)
            damage.add(bounds)
        }
        if drawsEveryCellEachFrame { damage.add(bounds) }
        rootView.prepareTree(visibleIn: bounds, origin: .zero)
        for o in overlays { o.prepareTree(visibleIn: bounds, origin: .zero) }
        liveLine?.prepareTree(visibleIn: bounds, origin: .zero)
    }

    /// Clears and draws the damaged cells, and counts them.
    func drawDamage() {
        let region = damage
        damage = DamageRegion()
        region._checkInvariants()
        var viewsDrawn = 0
        for rect in region.rects {
            lastFrame.drawingOrigin = .zero
            lastFrame.drawingClip = nil
            lastFrame.fill(rect, with: .blank)
            lastFrame.drawingClip = rect
            rootView.drawTree(into: &lastFrame, viewsDrawn: &viewsDrawn)
            for o in overlays { o.drawTree(into: &lastFrame, viewsDrawn: &viewsDrawn) }
            liveLine?.drawTree(into: &lastFrame, viewsDrawn: &viewsDrawn)
        }
        lastFrame.drawingClip = nil
        frameNumber += 1
        lastFrame.damage = FrameDamage(drawer: drawer, number: frameNumber, rects: region.rects)
        counters.frames += 1
        counters.lastFrameCellsDrawn = region.area
        counters.lastFrameViewsDrawn = viewsDrawn
        counters.cellsDrawn += region.area
        counters.viewsDrawn += viewsDrawn
        #if DEBUG
        checkFrameAgainstFullRedraw()
        #endif
    }
}
