import Foundation

/// Space between items: exactly `spacing` (fixed) or at least `spacing` with any extra room
/// shared out evenly (flexible).
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    public var description: String { isFlexibleSpacing ? ".flexible(\(spacing))" : ".fixed(\(spacing))" }
}
