/// A view behind a section's content that the data source never sees, such as a background.
/// Its `contentInsets` shrink it inside the section's area (content plus content insets,
/// boundary supplementaries excluded). A section with decorations draws its cells at zIndex 1
/// so the default zIndex 0 of the decoration stays behind them.
public struct CollectionLayoutDecorationItem {
    public let elementKind: String
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background for the whole section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
