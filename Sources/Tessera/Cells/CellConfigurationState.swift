/// A key for app-defined state carried in a configuration state (Apple's
/// `UIConfigurationStateCustomKey`): the custom-cells example keeps its model there.
public struct ConfigurationStateCustomKey: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key's name; two keys with the same name are the same key.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A key named by a string literal, so `state["item"]` reads as Apple's does.
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// Everything about a cell's situation that its configurations may react to (Apple's
/// `UICellConfigurationState`): focus, selection, highlight, editing, expansion, and custom
/// state a cell subclass adds. The collection view gives it to each cell; a change redraws it.
public struct CellConfigurationState: Hashable {
    /// The item is selected: by Enter, Space or a click, or by
    /// ``CollectionView/selectItem(at:animated:scrollPosition:)``.
    public var isSelected = false
    /// Pressed: set for ``CollectionView/pressHighlightDuration`` after Enter or a click, since a
    /// terminal never reports a key being let go. Tiles tint while highlighted.
    public var isHighlighted = false
    /// Keyboard focus is on this cell: the terminal's equivalent of the pointer being over it.
    public var isFocused = false
    /// The content is unavailable and draws dim. The collection view never sets it; a cell
    /// subclass's ``CollectionViewCell/configurationState`` may.
    public var isDisabled = false
    /// The collection view is in edit mode (``CollectionView/isEditing``).
    public var isEditing = false
    /// An outline parent's children are showing.
    public var isExpanded = false
    /// Its swipe actions are showing.
    public var isSwiped = false
    /// The cell is being moved. The collection view does not set it: a keyboard move in edit
    /// mode is applied at once, with no drag in progress to show.
    public var isReordering = false
    /// A pinned header or footer held at the edge while its section scrolls. The collection view
    /// does not set it yet; pinned supplementaries draw with the default state.
    public var isPinned = false
    /// Where the cell is in a drag; always ``DragState/none`` in a terminal.
    public var cellDragState = DragState.none
    /// Whether the cell is under a drop; always ``DropState/none`` in a terminal.
    public var cellDropState = DropState.none

    /// Where a cell is in a drag (Apple's `UICellConfigurationDragState`). A terminal has no
    /// drag and drop: the collection view leaves it at ``none``.
    public enum DragState: Hashable, Sendable {
        /// Not being dragged.
        case none
        /// Being picked up, before the drag moves.
        case lifting
        /// Being dragged.
        case dragging
    }
    /// Whether a cell is under a drop (Apple's `UICellConfigurationDropState`). A terminal has
    /// no drag and drop: the collection view leaves it at ``none``.
    public enum DropState: Hashable, Sendable {
        /// No drop in progress over the cell.
        case none
        /// A drop is in progress, but not onto this cell.
        case notTargeted
        /// A drop would land on this cell.
        case targeted
    }
    private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// A plain state: nothing focused, selected, highlighted or editing, and no custom state.
    public init() {}

    /// App-defined state under `key` (Apple's custom-state subscript); nil when there is none.
    /// A cell subclass sets it in its ``CollectionViewCell/configurationState`` override.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// The app-defined state under `key`, if any (Apple's `customState(for:)`).
    public func customState(forKey key: ConfigurationStateCustomKey) -> AnyHashable? { custom[key] }
}
