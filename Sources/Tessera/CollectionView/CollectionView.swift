import Foundation
import OrderedCollections
import TesseraLayout
import TesseraTerminal

/// A scrolling collection of cells arranged by a compositional layout (Apple's
/// `UICollectionView`). It draws into its frame, so it can sit between other views.
///
/// Per frame it asks the layout only for the visible rect, compares each visible element's
/// place and cached image with the last frame's, and draws again only the elements that changed
/// (see `CollectionView+Damage.swift`); the terminal backend writes the cells that changed. Data arrives through a
/// `CollectionViewDiffableDataSource`; updates animate (see `UpdateAnimation`).
open class CollectionView: View {
    /// The element kind of section headers (Apple's `elementKindSectionHeader`), as list
    /// layouts and boundary supplementary items name it.
    nonisolated public static let elementKindSectionHeader = CollectionLayoutElementKind.sectionHeader
    /// The element kind of section footers (Apple's `elementKindSectionFooter`).
    nonisolated public static let elementKindSectionFooter = CollectionLayoutElementKind.sectionFooter

    /// The layout that places the cells (Apple's `collectionViewLayout`): a
    /// ``/TesseraLayout/CollectionViewCompositionalLayout``, the one kind this view lays out with, or a
    /// ``CollectionViewFlowLayout``, built on it (any other
    /// ``/TesseraLayout/CollectionViewLayout`` subclass stops the program with a message, here or in `init`).
    /// Setting another one re-lays out and redraws on the next frame, without animation (see
    /// ``setCollectionViewLayout(_:animated:completion:)``).
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            compositionalLayout = Self.compositional(collectionViewLayout)
            (collectionViewLayout as? CollectionViewFlowLayout)?.collectionView = self
            invalidateLayoutInputs()
        }
    }
    /// ``collectionViewLayout`` as the compositional layout it always is (checked where it is set).
    package private(set) var compositionalLayout: CollectionViewCompositionalLayout
    /// Told about selection, focus and highlight (Apple's `delegate`); held weakly.
    public weak var delegate: CollectionViewDelegate?
    /// Asked to start loading the items about to scroll into view (Apple's `prefetchDataSource`;
    /// see ``CollectionViewDataSourcePrefetching``); held weakly.
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// Whether the prefetch data source is asked at all (Apple's `isPrefetchingEnabled`); true by default.
    public var isPrefetchingEnabled = true
    /// What the prefetch data source was asked for and not yet seen come into view.
    var prefetching = PrefetchState()
    /// Set by the diffable data source; the collection view keeps it alive.
    var connection: CollectionViewDataSourceConnection? { didSet { layoutInputs.forgetCounts(); setNeedsDisplay() } }
    /// The data source that fills the view (Apple's `dataSource`): the diffable data source made
    /// with this view (it connects itself, and the view keeps it alive), or a classic data source
    /// the app assigns: any `CollectionViewDataSource` (or, on a table, `TableViewDataSource`),
    /// held weakly as UIKit holds it. A classic data source is asked for its counts at once and
    /// again by ``reloadData()`` and the update calls (``insertItems(at:)``,
    /// ``performBatchUpdates(_:completion:)``…), which animate as an apply does.
    public var dataSource: CollectionViewDataSource? {
        get { (connection as? ClassicDataSourceAdapter)?.source ?? connection as? CollectionViewDataSource }
        set {
            if let diffable = newValue as? CollectionViewDataSourceConnection {
                connection = diffable
            } else if let newValue {
                let adapter = ClassicDataSourceAdapter(collectionView: self, source: newValue)
                adapter.reloadData()
            } else {
                connection = nil
            }
        }
    }

    /// How far the content is scrolled, in cells (`y` for the main vertical axis).
    public var contentOffset = CellPoint(x: 0, y: 0) {
        didSet {
            guard contentOffset != oldValue else { return }
            // An animation's frames are planned for one viewport: a scroll ends it.
            if animator.isBusy && !animator.isPlanning { finishAnimation() }
            setNeedsDisplay()
        }
    }
    /// Room around the content that scrolling can reach (Apple's `contentInset`, in cells): the
    /// layout gets the width between the side insets, the content draws that far in, and the
    /// offset runs from `-top` (where a view at rest at the top stays when the inset changes)
    /// to the content's end plus `bottom`. The horizontal offset rests at `-left`, as UIKit's.
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { contentInsetDidChange(from: oldValue) } }
    }
    /// Edit mode (Apple's `isEditing`): accessories shown `.whenEditing` appear, Shift-↑/↓ move
    /// rows, and Delete offers a row's swipe actions. Changing it restyles the visible cells.
    public var isEditing = false {
        didSet { if isEditing != oldValue { refreshAllCellStates(); setNeedsDisplay() } }
    }
    /// Whether Enter, Space and clicks select items (Apple's `allowsSelection`); true by default.
    /// Focus still moves when it is false.
    public var allowsSelection = true
    /// Whether several items can be selected at once (Apple's `allowsMultipleSelection`); then
    /// Enter or a click toggles an item's selection instead of replacing the selection.
    public var allowsMultipleSelection = false
    /// Whether the view, on becoming focused, goes back to the item that had focus last (UIKit's
    /// `remembersLastFocusedIndexPath`); otherwise, or when that item is gone, focus goes to the
    /// first item. True by default, unlike UIKit's: in a terminal the keyboard is the only
    /// pointer, and Tab away and back should not lose the place.
    public var remembersLastFocusedIndexPath = true
    /// Whether moving focus selects the focused item (single selection), telling the delegate,
    /// as UIKit's `selectionFollowsFocus`: a sidebar whose detail follows the arrow keys.
    public var selectionFollowsFocus = false
    /// Rows tall / columns wide of one cell, for heights given as fractions of the width.
    public var cellAspect: CGFloat = 0.5 { didSet { invalidateLayoutInputs() } }
    /// Updates apply at once, without motion (also set by `TESSERA_REDUCED_MOTION=1`).
    public var reducedMotion: Bool {
        get { animator.reducedMotion }
        set { animator.reducedMotion = newValue }
    }
    /// How long an animated update takes: 200 ms, unless `TESSERA_ANIMATION_MS` in the
    /// environment names another length in milliseconds (slow motion, to look at or record
    /// each frame).
    public var animationDuration: Duration {
        get { animator.duration }
        set { animator.duration = newValue }
    }

    /// Counts of the view's work since it was made (frames, elements laid out, cells configured
    /// and created): exact and repeatable, for tests and benchmarks.
    public internal(set) var counters = CollectionViewCounters()
    /// How decorations of kinds without a view class are painted. A view class registered on the
    /// layout (`register(_:forDecorationViewOfKind:)`, UIKit's way) wins; kinds with neither get
    /// the theme's grouped background.
    public var decorationConfigurations: [String: BackgroundConfiguration] = [:]

    /// A terminal shorthand beside UIKit's view class: paints decorations of `kind` with a
    /// background configuration. It earns its place where the look depends on the screen (the
    /// terminal's colour depth, a theme), which a view class made with a bare `init()` cannot know.
    public func register(_ configuration: BackgroundConfiguration, forDecorationViewOfKind kind: String) {
        decorationConfigurations[kind] = configuration
        setNeedsDisplay()
    }

    /// Focus, selection, press highlight and swipe, by identifier: their one owner.
    var marks = ItemMarks()
    /// What is shown in place of the items (`contentUnavailableConfiguration`, in
    /// CollectionView+ContentUnavailable.swift).
    var contentUnavailable = ContentUnavailableState()
    /// The item an interactive movement is moving, and its target; nil when none is under way.
    var interactiveMovement: InteractiveMovement?
    /// How long Enter or a click shows its item highlighted: a terminal never reports a key
    /// being let go, so a press lasts this long. Zero turns the highlight off.
    public var pressHighlightDuration: Duration = .milliseconds(150)

    // The owners: each holds its state, states its invariant and checks it in debug builds.
    /// Live, fading and pooled views, and the classes registered to make them.
    var cells = CellStore()
    /// What the layout was last prepared for (size, item counts).
    var layoutInputs = LayoutInputs()
    /// The running animation, its completions and the frames a test records.
    let animator = UpdateAnimator()
    /// What the last frame drew, and how the next one is worked out.
    private(set) lazy var composer = FrameComposer(view: self)

    /// A collection view with `collectionViewLayout` and an empty frame; a window's layout or a
    /// ``StackView`` usually sizes it. Connect a ``CollectionViewDiffableDataSource`` to fill it.
    public init(collectionViewLayout: CollectionViewLayout) {
        self.collectionViewLayout = collectionViewLayout
        compositionalLayout = Self.compositional(collectionViewLayout)
        super.init()
        (collectionViewLayout as? CollectionViewFlowLayout)?.collectionView = self
    }

    /// UIKit's initializer: a frame (in cells; a window's layout usually sets it later) and a layout.
    public convenience init(frame: CellRect, collectionViewLayout: CollectionViewLayout) {
        self.init(collectionViewLayout: collectionViewLayout)
        self.frame = frame
    }

    /// The layout as the compositional layout this view needs; any other kind is a programmer error.
    private static func compositional(_ layout: CollectionViewLayout) -> CollectionViewCompositionalLayout {
        // A flow layout is worked out by the compositional engine it holds.
        if let flow = layout as? CollectionViewFlowLayout { return flow.engine }
        guard let compositional = layout as? CollectionViewCompositionalLayout else {
            fatalError("CollectionView lays out with a CollectionViewCompositionalLayout; \(type(of: layout)) is another "
                       + "CollectionViewLayout. Describe the arrangement with a CollectionViewCompositionalLayout (a section "
                       + "provider, or a group with a custom item provider for frames computed by hand).")
        }
        return compositional
    }

    /// The height, in rows, a subclass fixes for an element the layout estimates (a table's row
    /// heights); nil (the default) lets the view measure the element's cell.
    func fixedHeight(for attributes: CollectionViewLayoutAttributes) -> Int? { nil }

    /// A collection view takes keyboard focus; its items show focus only while it has it.
    public override var canBecomeFocused: Bool { true }

    /// The loop's time: the window's clock, or the time animations were last moved to.
    var now: Duration { window?.clock.now ?? animator.time }

    /// Marks the layout inputs stale (the layout, the cell aspect, the insets, the providers):
    /// the next frame prepares again, with the item counts it knows.
    func invalidateLayoutInputs() {
        layoutInputs.invalidate()
        setNeedsDisplay()
    }

    /// A new size ends any running animation (the next frame shows the final state) and lays
    /// the content out again for the new size.
    package override func frameDidChange(from old: CellRect) {
        super.frameDidChange(from: old)
        if old.size != frame.size {
            // A resize mid-animation ends the animation: the next frame is the final state.
            finishAnimation()
            invalidateLayoutInputs()
            if layoutInputs.scrollsToFocusOnLayout && frame.height > 0 {
                layoutInputs.scrollsToFocusOnLayout = false
                scrollFocusedItemToVisible()
            }
        }
    }

    /// The items on screen, wholly or in part, in index-path order (Apple's
    /// `indexPathsForVisibleItems`): an app that shows something besides the item's identity
    /// (a search match, say) reconfigures these when that changes. Items of an orthogonal
    /// section count only inside its visible band. Costs O(visible items + log n).
    public var indexPathsForVisibleItems: [IndexPath] {
        prepareLayoutIfNeeded()
        return measuredElements(in: visibleContentRect)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && isShown($0) }
            .map(\.indexPath)
            .sorted()
    }

    /// The live cell of an item, if it is on screen (Apple's `cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let id = connection?.itemIdentity(at: indexPath) else { return nil }
        return cells.live[.item(id)] as? CollectionViewCell
    }

    // Overrides live here (Swift cannot override from extensions); the work is in the
    // extension files named after each concern.
    /// Draws the visible part of the content into the view's frame: each visible element's
    /// cached image, animated elements where their tracks put them. O(visible elements + log n).
    /// A ``contentUnavailableConfiguration`` draws over it all.
    open override func draw(into buffer: inout ScreenBuffer) {
        if window == nil { composer.compose() }   // drawn outside a window, nothing prepared it
        composer.draw(into: &buffer)
        drawContentUnavailable(into: &buffer)
    }
    /// The view compares its elements with the last frame's and damages what changed
    /// (`CollectionView+Damage.swift`), so ``View/setNeedsDisplay()`` only asks for a frame.
    override var damagesItself: Bool { true }
    /// Works out the frame (layout, animation, cell images) and damages what changed; the
    /// per-frame bookkeeping runs here, for every visible element, whatever is damaged. A frame
    /// nothing asked this view for keeps the last one's elements.
    public override func prepareToDraw() { composer.prepareIfNeeded() }
    override func displayWasRequested() { composer.setNeedsPreparation() }
    /// Handles keys (focus movement, selection, outline, edit mode; see the module's key table)
    /// and mouse clicks and wheel; returns false for events it leaves to its superviews.
    open override func handle(_ event: Event) -> Bool { handleContextMenuEvent(event) || handleEvent(event) }
    /// Hints for the keys that do something right now: move, select, expand or collapse on an
    /// outline parent, Tab with several sections, `s` with swipe actions, Shift-↑/↓ when reordering.
    open override var keyHints: [KeyHint] { collectionKeyHints }
    /// True while an update or a bounce is animating or a press highlight is showing.
    public override var isAnimating: Bool { animator.isBusy || marks.highlightEnd != nil }
    /// Moves the running animation and press highlight on to loop time `now`, finishing them
    /// (and running the updates' completions) when their time is up.
    /// Also asks the prefetch data source for what is about to scroll into view.
    public override func advanceAnimations(to now: Duration) {
        // Every frame of an animation, the last included, is prepared.
        if isAnimating { composer.setNeedsPreparation() }
        advanceAnimation(to: now)
        if isAnimating { composer.setNeedsPreparation() }
        updatePrefetching()
    }

    /// Lays out the hierarchy (see ``View/layoutIfNeeded()``), then measures the self-sizing
    /// elements in view: afterwards ``layoutAttributesForItem(at:)``, the content size and the
    /// visible views' frames are final, as they are after a frame is drawn.
    open override func layoutIfNeeded() { super.layoutIfNeeded(); layOutVisibleContent() }

    /// Restyles the visible cells when the view gains or loses keyboard focus, since items show
    /// focus only while it has it; on gaining it, an item takes focus (the remembered one or the
    /// first), so the first Enter already selects something.
    /// The delegate hears of it as a focus update, as UIKit's focus engine reports focus leaving
    /// (nil) or entering the collection view.
    public override func focusDidChange() {
        super.focusDidChange()
        let focusedBefore = marks.focused
        if isFocused { focusItemOnBecomingFocused() }
        refreshAllCellStates()
        // Taking focus to another item already told the delegate; otherwise tell it here.
        if focusedBefore != nil && marks.focused == focusedBefore {
            delegate?.collectionView(self, didUpdateFocusTo: isFocused ? indexPathForFocusedItem : nil)
        }
    }
}
