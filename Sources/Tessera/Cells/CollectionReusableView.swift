import TesseraTerminal

/// A view a collection view reuses (Apple's `UICollectionReusableView`): the base of cells,
/// of headers, footers and badges (supplementaries), and of decorations such as section
/// backgrounds. Registered by class (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`,
/// `CollectionViewCompositionalLayout.register(_:forDecorationViewOfKind:)`) or through a
/// registration, it is made once and handed to the next element of its kind after
/// `prepareForReuse()`.
///
/// It draws into its own small image, redrawn only when it says it changed
/// (`invalidateImage()`), its size or the theme changes; each frame copies the image to the
/// screen. Subclasses draw by overriding `draw(into:in:theme:)`, or simply set a
/// `backgroundConfiguration` (the terminal's way to say "background colour, border, corner
/// radius": what UIKit's `backgroundColor` and `layer` say on a reusable view).
@MainActor
open class CollectionReusableView {
    /// The identifier it was registered with (classic registration); nil for views made by a
    /// registration value, whose reuse is tied to that registration.
    public internal(set) var reuseIdentifier: String?
    /// Which pool the view returns to.
    var reuseKey: ReuseKey?
    /// Where the view is, in its collection view's content coordinates (Apple's `frame`): set by
    /// the collection view each time it places the view, so a value set here lasts until then.
    public var frame: CellRect = .zero

    /// Painted behind everything the view draws; nil paints nothing.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            guard newValue != storedBackgroundConfiguration else { return }
            storedBackgroundConfiguration = newValue
            invalidateImage()
        }
    }
    var storedBackgroundConfiguration: BackgroundConfiguration?
    /// What the app set of the accessibility properties (`CollectionReusableView+Accessibility`).
    var accessibilitySettings = AccessibilitySettings()

    private var image: ScreenBuffer? {
        didSet { dimmedImage = nil }
    }
    private var imageTheme: Theme?
    /// `image` with every cell dim, made on first use: an animation draws a fading element dim
    /// in frame after frame.
    private var dimmedImage: ScreenBuffer?
    /// How many times the view drew itself into its image (tests read it to prove the cache works).
    private(set) var imageRenderCount = 0

    /// A view with no background. Registrations and reuse identifiers make views with this
    /// initializer, so subclasses keep it (`required`) and set themselves up here.
    public required init() {}

    /// Called before the view is handed to another element. Reset per-element state here
    /// (call super).
    open func prepareForReuse() {
        invalidateImage()
    }

    /// Rows the view wants at `width` columns, for estimated heights.
    open func preferredHeight(forWidth width: Int) -> Int {
        1
    }

    /// Draws the view into `rect` of `buffer`. The default paints the background configuration.
    open func draw(into buffer: inout ScreenBuffer, in rect: CellRect, theme: Theme) {
        guard let background = backgroundConfiguration else { return }
        background.paint(into: &buffer, in: rect, style: background.resolvedStyle(for: CellConfigurationState(), theme: theme))
    }

    /// Forgets the cached image, so the next frame draws the view again (its collection view
    /// is told, and asks for that frame).
    public func invalidateImage() {
        image = nil
        owner?.setNeedsDisplay()
    }

    /// The collection view that made the view live: a frame draws only what changed, so an
    /// image going stale (an app setting a visible cell's configuration) must tell it.
    weak var owner: CollectionView?

    /// The collection view gives cells their state; other views have none to take.
    func apply(state: CellConfigurationState) {}

    /// The view drawn at `size` and dimmed as a fading element is (quieter, still readable:
    /// ``Theme/faded(_:)``), from cache when nothing changed.
    func renderedImage(size: CellSize, theme: Theme, dimmed: Bool) -> ScreenBuffer {
        let plain = renderedImage(size: size, theme: theme)
        guard dimmed else { return plain }
        if let dimmedImage { return dimmedImage }
        let dim = theme.fadedImage(plain)
        dimmedImage = dim
        return dim
    }

    /// The view drawn at `size`, from cache when nothing changed.
    func renderedImage(size: CellSize, theme: Theme) -> ScreenBuffer {
        if let image, image.size == size, imageTheme == theme { return image }
        var buffer = ScreenBuffer(size: size)
        draw(into: &buffer, in: buffer.bounds, theme: theme)
        imageRenderCount += 1
        image = buffer
        imageTheme = theme
        return buffer
    }
}

/// The pool a reusable view goes back to: its registration's, its reuse identifier's (per
/// element kind for supplementaries), or its decoration kind's.
enum ReuseKey: Hashable {
    case registration(ObjectIdentifier)
    case cell(identifier: String)
    case supplementary(kind: String, identifier: String)
    case decoration(kind: String)
}

/// What a diffable data source hands back for a supplementary its provider did not make: it
/// satisfies UIKit's non-optional signature, and the collection view draws nothing for it.
/// One instance serves everywhere: it is never drawn, kept or reused.
final class EmptySupplementaryView: CollectionReusableView {
    static let shared = EmptySupplementaryView()
}
