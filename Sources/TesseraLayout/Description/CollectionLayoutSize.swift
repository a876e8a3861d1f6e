/// The width and height of an item, group or supplementary, each a `CollectionLayoutDimension`.
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// How wide, in columns or as a fraction or estimate.
    public let widthDimension: CollectionLayoutDimension
    /// How tall, in rows or as a fraction or estimate.
    public let heightDimension: CollectionLayoutDimension

    /// A size from its two dimensions (Apple's `NSCollectionLayoutSize(widthDimension:heightDimension:)`).
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Both dimensions as written, for example `.fractionalWidth(1.0) × .absolute(1.0)`.
    public var description: String { "\(widthDimension) × \(heightDimension)" }
}
