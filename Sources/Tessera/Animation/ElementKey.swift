/// Names an element on screen across snapshots, so an animation can follow it from where
/// it was to where it goes: items by their identifier, supplementaries and decorations by
/// their kind, their section's identifier and their index.
///
/// A key hashes its parts once, when it is made, and keeps the hash: every frame looks each
/// element's key up in several tables (what was drawn, the live cells, the planner's), and
/// hashing a type-erased identifier and an element kind string each time was a tenth of a
/// keystroke's work. Equal keys have equal stored hashes, so `==` compares those first. The
/// identity is an ``AnyIdentifier``, not an `AnyHashable`, for the same reason.
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
    public let identity: AnyIdentifier
    /// Which one of its kind in the section (a badge's item index; 0 for headers and footers).
    public let index: Int
    /// The hash of category, identity and index, worked out once.
    private let storedHash: Int

    /// Names an element by its category, identity and index among its kind in the section.
    ///
    /// - Parameters:
    ///   - category: Cell, supplementary or decoration, with the element kind for the last two.
    ///   - identity: The item identifier for cells; the section identifier for the others.
    ///   - index: Which element of that kind in the section; 0 for headers and footers.
    public init(category: Category, identity: AnyIdentifier, index: Int = 0) {
        self.category = category
        self.identity = identity
        self.index = index
        var hasher = Hasher()
        hasher.combine(category)
        hasher.combine(identity)
        hasher.combine(index)
        storedHash = hasher.finalize()
    }

    /// Whether two keys name the same element: same category, identity and index.
    public static func == (a: ElementKey, b: ElementKey) -> Bool {
        a.storedHash == b.storedHash && a.index == b.index && a.category == b.category && a.identity == b.identity
    }

    /// Feeds the hash worked out when the key was made.
    public func hash(into hasher: inout Hasher) { hasher.combine(storedHash) }

    /// The key of the cell showing the item with identifier `id`.
    public static func item(_ id: AnyIdentifier) -> ElementKey { ElementKey(category: .cell, identity: id) }

    /// The key of the cell showing the item with identifier `id`.
    public static func item<ID: Hashable>(_ id: ID) -> ElementKey { ElementKey(category: .cell, identity: AnyIdentifier(id)) }
}

extension ElementKey {
    /// The identity of an element that hangs on an item (a badge, a list separator): it names
    /// the item, so the element follows its item through moves instead of staying at an index.
    struct ItemAnchor: Hashable { let item: AnyIdentifier }

    /// The key of an element of `category` hanging on the item with identifier `item`.
    static func anchored(_ category: Category, to item: AnyIdentifier) -> ElementKey {
        ElementKey(category: category, identity: AnyIdentifier(ItemAnchor(item: item)))
    }

    /// The item this element hangs on, for badges and separators; nil for others (a type
    /// comparison, no dynamic cast).
    var anchorItem: AnyIdentifier? {
        guard category != .cell else { return nil }
        return identity.base(as: ItemAnchor.self)?.item
    }

    /// The identity of the layout's own headers and footers (the configuration's
    /// `boundarySupplementaryItems`): they belong to no section and no item, so their key names
    /// the layout and their kind, and follows them through any update (section 0 may go; they stay).
    struct LayoutLevel: Hashable, CustomStringConvertible {
        var description: String { "the layout" }
    }

    /// The key of the layout's own header or footer of element kind `kind`: one per kind.
    static func layoutBoundary(_ kind: String) -> ElementKey {
        ElementKey(category: .supplementary(kind), identity: AnyIdentifier(LayoutLevel()))
    }

    /// Whether this names one of the layout's own headers or footers (a type comparison).
    var isLayoutBoundary: Bool {
        category != .cell && identity.base(as: LayoutLevel.self) != nil
    }
}
