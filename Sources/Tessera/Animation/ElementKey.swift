/// Names an element on screen across snapshots, so an animation can follow it from where
/// it was to where it goes: items by their identifier, supplementaries and decorations by
/// their kind, their section's identifier and their index.
public struct ElementKey: Hashable {
    /// What sort of element a key names.
    public enum Category: Hashable, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (header, footer, badge) of the given element kind.
        case supplementary(String)
        /// A decoration (section background, list separator) of the given element kind.
        case decoration(String)
    }
    /// Whether the element is a cell, a supplementary or a decoration (and of which kind).
    public let category: Category
    /// The item identifier (cells) or the section identifier (others).
    public let identity: AnyHashable
    /// Which one of its kind in the section (a badge's item index; 0 for headers and footers).
    public let index: Int

    /// Names an element by its category, identity and index among its kind in the section.
    ///
    /// - Parameters:
    ///   - category: Cell, supplementary or decoration, with the element kind for the last two.
    ///   - identity: The item identifier for cells; the section identifier for the others.
    ///   - index: Which element of that kind in the section; 0 for headers and footers.
    public init(category: Category, identity: AnyHashable, index: Int = 0) {
        self.category = category
        self.identity = identity
        self.index = index
    }

    /// The key of the cell showing the item with identifier `id`.
    public static func item(_ id: AnyHashable) -> ElementKey { ElementKey(category: .cell, identity: id) }
}

extension ElementKey {
    /// The identity of an element that hangs on an item (a badge, a list separator): it names
    /// the item, so the element follows its item through moves instead of staying at an index.
    struct ItemAnchor: Hashable { let item: AnyHashable }

    /// The key of an element of `category` hanging on the item with identifier `item`.
    static func anchored(_ category: Category, to item: AnyHashable) -> ElementKey {
        ElementKey(category: category, identity: AnyHashable(ItemAnchor(item: item)))
    }

    /// The item this element hangs on, for badges and separators; nil for others.
    var anchorItem: AnyHashable? { (identity.base as? ItemAnchor)?.item }
}
