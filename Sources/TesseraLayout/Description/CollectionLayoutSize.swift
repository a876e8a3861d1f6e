/// The width and height of an item, group or supplementary, each a `CollectionLayoutDimension`.
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    public var description: String { "\(widthDimension) × \(heightDimension)" }
}
