import Foundation

/// One frame returned by a custom group's item provider, relative to the group, in cells.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame relative to the group's origin, in cells; fractional edges are rounded to
    /// whole cells, and the frame is clipped to the group.
    public let frame: CGRect
    /// Stacking order among the group's items: higher draws on top.
    public let zIndex: Int

    /// An item at `frame` (relative to the group), at zIndex 0.
    public init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` (relative to the group), drawn at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
