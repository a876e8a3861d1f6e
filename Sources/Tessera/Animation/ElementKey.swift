/// Names an element on screen across snapshots, so an animation can follow it from where
/// it was to where it goes: items by their identifier, supplementaries and decorations by
/// their kind, their section's identifier and their index.
public struct ElementKey: Hashable {
    public enum Category: Hashable, Sendable { case cell, supplementary(String), decoration(String) }
    public let category: Category
    /// The item identifier (cells) or the section identifier (others).
    public let identity: AnyHashable
    /// Which one of its kind in the section (a badge's item index; 0 for headers and footers).
    public let index: Int

    public init(category: Category, identity: AnyHashable, index: Int = 0) {
        self.category = category
        self.identity = identity
        self.index = index
    }

    public static func item(_ id: AnyHashable) -> ElementKey { ElementKey(category: .cell, identity: id) }
}
