/// A key for app-defined state carried in a configuration state (Apple's
/// `UIConfigurationStateCustomKey`): the custom-cells example keeps its model there.
public struct ConfigurationStateCustomKey: Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// Everything about a cell's situation that its configurations may react to.
public struct CellConfigurationState: Hashable {
    public var isSelected = false
    /// Pressed (Enter held down, or a click in progress): tiles tint while highlighted.
    public var isHighlighted = false
    /// Keyboard focus is on this cell: the terminal's equivalent of the pointer being over it.
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    /// Its swipe actions are showing.
    public var isSwiped = false
    /// It is being moved by the keyboard in edit mode.
    public var isReordering = false
    /// It is a pinned header or footer, held at the edge while its section scrolls.
    public var isPinned = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none

    public enum DragState: Hashable, Sendable { case none, lifting, dragging }
    public enum DropState: Hashable, Sendable { case none, notTargeted, targeted }
    private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public func customState(forKey key: ConfigurationStateCustomKey) -> AnyHashable? { custom[key] }
}
