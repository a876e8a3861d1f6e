import TesseraTerminal

/// A reusable cell (Apple's `UICollectionViewCell`): a background configuration, a content
/// configuration, and the state they react to. The collection view keeps one per visible
/// item and hands cells that scroll away to the next item that needs one of the same
/// registration (after `prepareForReuse`).
///
/// A cell renders into its own small buffer, redrawn only when its configuration, state or
/// size changes; each frame then copies that image to the screen (clipped), so scrolling
/// and animation never re-run configuration code.
open class CollectionViewCell {
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { contentConfigurationDidChange() }
    }
    public var backgroundConfiguration: BackgroundConfiguration? { didSet { invalidateImage() } }
    /// Called with the new state whenever it changes (Apple's iOS 15 handler).
    public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)?
    public var automaticallyUpdatesContentConfiguration = true
    public var automaticallyUpdatesBackgroundConfiguration = true

    public internal(set) var configurationState = CellConfigurationState()
    public var isSelected: Bool { configurationState.isSelected }
    public var isHighlighted: Bool { configurationState.isHighlighted }
    public var isFocused: Bool { configurationState.isFocused }

    private(set) var contentView: (any ContentView)?
    private var image: ScreenBuffer?
    private var imageTheme: Theme?
    /// Which registration made this cell (reuse stays within it).
    var reuseIdentifier: ObjectIdentifier?

    public required init() {}

    // MARK: Configuration

    private func contentConfigurationDidChange() {
        if let config = contentConfiguration {
            if let view = contentView, view.supports(config) {
                view.configuration = config
            } else {
                contentView = config.makeContentView()
            }
        } else {
            contentView = nil
        }
        invalidateImage()
    }

    /// Applies `state`: updates the configurations if they update automatically, then calls
    /// the update handler. Subclasses override to restyle themselves (call super).
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
            contentConfiguration = c.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration {
            backgroundConfiguration = b.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Re-runs `updateConfiguration(using:)` with the current state.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
        invalidateImage()
    }

    func apply(state: CellConfigurationState) {
        guard state != configurationState else { return }
        configurationState = state
        setNeedsUpdateConfiguration()
    }

    /// Called before the cell is handed to another item. Reset per-item state here (call super).
    open func prepareForReuse() {
        configurationState = CellConfigurationState()
        invalidateImage()
    }

    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    // MARK: Measuring and drawing

    /// Rows the cell wants at `width` columns (for estimated heights).
    open func preferredHeight(forWidth width: Int) -> Int {
        let border = (backgroundConfiguration?.borderThickness ?? 0) * 2
        return (contentView?.preferredHeight(forWidth: width - border) ?? 1) + border
    }

    public func invalidateImage() { image = nil }

    /// The cell drawn at `size`, from cache when nothing changed.
    func renderedImage(size: Size, theme: Theme) -> ScreenBuffer {
        if let image, image.size == size, imageTheme == theme { return image }
        var buffer = ScreenBuffer(size: size)
        draw(into: &buffer, in: buffer.bounds, theme: theme)
        image = buffer
        imageTheme = theme
        return buffer
    }

    /// Draws background then content into `rect`. List cells add accessories around the content.
    open func draw(into buffer: inout ScreenBuffer, in rect: Rect, theme: Theme) {
        let background = backgroundConfiguration ?? defaultBackgroundConfiguration()
        let base = background.resolvedStyle(for: configurationState, theme: theme)
        background.paint(into: &buffer, in: rect, style: base)
        let t = background.borderThickness
        drawContent(into: &buffer, in: rect.inset(top: t, left: t, bottom: t, right: t), base: base, theme: theme)
    }

    /// Draws the content view into `rect` on the `base` style.
    public func drawContent(into buffer: inout ScreenBuffer, in rect: Rect, base: Style, theme: Theme) {
        contentView?.draw(into: &buffer, in: rect, base: base, theme: theme)
    }
}
