import Foundation

/// Space between items: exactly `spacing` (fixed) or at least `spacing` with any extra room
/// shared out evenly (flexible).
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The space in cells: exact when fixed, the minimum when flexible.
    public let spacing: CGFloat
    /// True when spare room in the group is shared out on top of ``spacing``.
    public let isFlexibleSpacing: Bool
    /// True when the space is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Exactly `fixedSpacing` cells.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// At least `flexibleSpacing` cells; the group's spare room is shared out evenly among the
    /// flexible gaps.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    /// `.fixed(n)` or `.flexible(n)`.
    public var description: String { isFlexibleSpacing ? ".flexible(\(spacing))" : ".fixed(\(spacing))" }
}
