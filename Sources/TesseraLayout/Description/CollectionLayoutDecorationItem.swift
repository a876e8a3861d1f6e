/// A view behind a section's content that the data source never sees, such as a background.
/// Its `contentInsets` shrink it inside the section's area (content plus content insets,
/// boundary supplementaries excluded). A section with decorations draws its cells at zIndex 1
/// so the default zIndex 0 of the decoration stays behind them.
public struct CollectionLayoutDecorationItem {
    /// The kind of decoration view, registered on the layout (Apple's `register(_:forDecorationViewOfKind:)`).
    public let elementKind: String
    /// Shrinks the decoration inside the section's area, in cells. Zero by default.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Stacking order: 0 by default, below the section's cells (which move to zIndex 1).
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background for the whole section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
