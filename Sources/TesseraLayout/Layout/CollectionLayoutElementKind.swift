/// Element kinds the engine itself produces. The collection view publishes the first two as
/// `CollectionView.elementKindSectionHeader` and `…Footer`, as UIKit does.
public enum CollectionLayoutElementKind {
    /// A list section's header (`headerMode = .supplementary`).
    public static let sectionHeader = "CollectionElementKindSectionHeader"
    /// A list section's footer (`footerMode = .supplementary`).
    public static let sectionFooter = "CollectionElementKindSectionFooter"
    /// A list row's bottom separator: a decoration one row tall over the row's last line, from
    /// the separator's leading inset to its trailing inset. The view underlines those cells; a
    /// separator never takes a row of its own.
    public static let separator = "CollectionElementKindListSeparator"
    /// A list row's top separator, over the row's first line (drawn like `separator`).
    public static let topSeparator = "CollectionElementKindListTopSeparator"
}
