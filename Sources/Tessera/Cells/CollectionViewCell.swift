import TesseraTerminal

/// A reusable cell (Apple's `UICollectionViewCell`, a `CollectionReusableView`): a background
/// configuration, a content configuration, and the state they react to. The collection view keeps one per visible
/// item and hands cells that scroll away to the next item that needs one of the same
/// registration (after `prepareForReuse`).
///
/// A cell renders into its own small buffer, redrawn only when its configuration, state, size
/// or theme changes; each frame then copies that image to the screen (clipped), so scrolling and
/// animation never re-run configuration code. Assigning a configuration equal to the current
/// one (an `Equatable` content configuration, such as `ListContentConfiguration`) keeps the image.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The content. With `automaticallyUpdatesContentConfiguration`, a configuration assigned
    /// here is first updated for the cell's current state, as it is on every state change.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            var configuration = newValue
            if automaticallyUpdatesContentConfiguration { configuration = configuration?.updated(for: configurationState) }
            setContentConfiguration(configuration)
        }
    }
    /// The background; nil draws `defaultBackgroundConfiguration()`. With
    /// `automaticallyUpdatesBackgroundConfiguration`, a configuration assigned here is first
    /// updated for the cell's current state.
    open override var backgroundConfiguration: BackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set {
            var configuration = newValue
            if automaticallyUpdatesBackgroundConfiguration { configuration = configuration?.updated(for: configurationState) }
            super.backgroundConfiguration = configuration
        }
    }
    /// Called with the new state whenever it changes (Apple's iOS 15 handler).
    public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)?
    /// Whether the content configuration is updated for every new state (`updated(for:)`), and
    /// for the current state when assigned; true by default, as in UIKit.
    public var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for every new state, and for the current
    /// state when assigned; true by default, as in UIKit.
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// The state the collection view gave the cell (focus, selection, highlight, editing…).
    /// Subclasses override the getter to add custom state (`state[key] = model`), as Apple's
    /// custom-cell example does; `updateConfiguration(using:)` then receives it.
    open var configurationState: CellConfigurationState { assignedState }
    /// What the collection view assigned, before any subclass adds to it.
    private(set) var assignedState = CellConfigurationState()
    /// Whether the cell's item is selected (from ``configurationState``).
    public var isSelected: Bool { configurationState.isSelected }
    /// Whether the cell is showing its press highlight (from ``configurationState``).
    public var isHighlighted: Bool { configurationState.isHighlighted }
    /// Whether the cell has keyboard focus in a focused collection view (from ``configurationState``).
    public var isFocused: Bool { configurationState.isFocused }

    private var storedContentConfiguration: (any ContentConfiguration)?
    /// The view drawing ``contentConfiguration``, made by it (`makeContentView()`) and kept
    /// while later configurations are ones it ``ContentView/supports(_:)``; nil without content.
    public private(set) var contentView: (View & ContentView)?

    /// A cell with no content; its background is ``defaultBackgroundConfiguration()``.
    public required init() {}

    // MARK: Configuration

    /// Stores a configuration as given (already updated for the state), keeping the content view
    /// when it supports it and the image when nothing changed.
    private func setContentConfiguration(_ configuration: (any ContentConfiguration)?) {
        guard !Self.areEqual(storedContentConfiguration, configuration) else { return }
        storedContentConfiguration = configuration
        if let configuration {
            if let view = contentView, view.supports(configuration) {
                view.configuration = configuration
            } else {
                contentView = configuration.makeContentView()
            }
        } else {
            contentView = nil
        }
        invalidateImage()
    }

    /// Applies `state`: updates the configurations if they update automatically, then calls
    /// the update handler. Subclasses override to restyle themselves (call super).
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = storedContentConfiguration {
            setContentConfiguration(c.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let b = storedBackgroundConfiguration {
            storedBackgroundConfiguration = b.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Re-runs `updateConfiguration(using:)` with the current state and redraws.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
        invalidateImage()
    }

    /// Gives the cell a new state (the collection view calls this); nothing happens when it is
    /// the state the cell already has.
    override func apply(state: CellConfigurationState) {
        guard state != assignedState else { return }
        assignedState = state
        setNeedsUpdateConfiguration()
    }

    /// The cell's item was deleted and the cell fades out: focus has gone to the item now at
    /// its place, so the fading cell no longer shows it (two rows would look focused).
    func loseFocusForFading() {
        guard assignedState.isFocused else { return }
        var state = assignedState
        state.isFocused = false
        apply(state: state)
    }

    /// Called before the cell is handed to another item. Reset per-item state here (call super).
    open override func prepareForReuse() {
        assignedState = CellConfigurationState()
        super.prepareForReuse()
    }

    /// The background drawn while ``backgroundConfiguration`` is nil: a plain list row's
    /// (``BackgroundConfiguration/listPlainCell()``). Subclasses override it for another look.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    // MARK: Measuring and drawing

    /// Rows the cell wants at `width` columns (for estimated heights): the content's, plus the border.
    open override func preferredHeight(forWidth width: Int) -> Int {
        let border = (backgroundConfiguration ?? defaultBackgroundConfiguration()).borderThickness * 2
        return preferredContentHeight(forWidth: width - border) + border
    }

    /// Rows the content wants at `width` columns.
    func preferredContentHeight(forWidth width: Int) -> Int {
        contentView?.preferredHeight(forWidth: max(1, width)) ?? 1
    }

    /// Draws the background, then the content inside its border.
    open override func draw(into buffer: inout ScreenBuffer, in rect: CellRect, theme: Theme) {
        let background = backgroundConfiguration ?? defaultBackgroundConfiguration()
        let base = background.resolvedStyle(for: configurationState, theme: theme)
        background.paint(into: &buffer, in: rect, style: base)
        drawContent(into: &buffer, in: background.contentRect(in: rect), base: base, theme: theme)
    }

    /// Draws the content view into `rect` on the `base` style. List cells lay accessories out
    /// around it.
    package func drawContent(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        contentView?.draw(into: &buffer, in: rect, base: base, theme: theme)
    }

    /// Whether two optional configurations are known to be equal: the same `Equatable` type
    /// with equal values. Anything else counts as a change.
    private static func areEqual(_ a: (any ContentConfiguration)?, _ b: (any ContentConfiguration)?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a._isEqual(to: b)
        default: return false
        }
    }
}
