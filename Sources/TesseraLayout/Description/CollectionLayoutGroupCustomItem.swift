import Foundation

/// One frame returned by a custom group's item provider, relative to the group, in cells.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
