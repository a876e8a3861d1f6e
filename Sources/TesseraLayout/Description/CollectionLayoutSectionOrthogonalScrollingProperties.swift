import Foundation

/// How an orthogonally scrolling section moves when flicked (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`, iOS 17): how far a flick carries
/// it, and whether it bounces at its ends.
///
/// A terminal has no pan gesture to let go of, so a flick is one key press: Shift-← / Shift-→
/// with focus on one of the section's items (Shift-↑ / Shift-↓ in a horizontal layout), or any
/// app action that calls `CollectionView.flickOrthogonalSection(_:forward:)`. It sets the
/// section moving at one fixed speed, and these properties decide the rest, as on iOS:
///
/// - `decelerationRate` sets how far a freely scrolling section (`.continuous`,
///   `.continuousGroupLeadingBoundary`) travels before it stops. Paging behaviours move one
///   page or one group per flick whatever the rate, as paging does on iOS.
/// - `bounce` sets whether a flick that runs into an end of the content shows it going past and
///   springing back (a short slide of a cell or two) or stops dead there. Either way it comes
///   to rest inside the content: a terminal never leaves a section scrolled past its end.
///
/// Programmatic scrolling (`scrollToItem`, focus moving onto an item) is not a flick and is
/// not affected, as on iOS.
///
/// A value, like the rest of a section's description: `section.orthogonalScrollingProperties.bounce = .never`
/// reads as Apple's.
public struct CollectionLayoutSectionOrthogonalScrollingProperties: Hashable, Sendable {
    /// How quickly a flicked section slows down (Apple's `DecelerationRate`): the fraction of
    /// its speed kept each millisecond, as in `UIScrollView`. A flick at the terminal's one
    /// speed travels `viewport × (r / (1 − r)) / 499` cells for a rate `r`, so `.normal`
    /// (0.998) carries the section one visible width and `.fast` (0.99) about a fifth of one.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of speed kept each millisecond, in 0..<1; -1 means ``automatic``.
        public var rawValue: CGFloat

        /// A custom rate in 0..<1; values outside it are clamped when the flick is computed
        /// (0 moves a single cell; 1 or more coasts to the end).
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The same as a custom rate (Apple's unlabelled initializer).
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The rate of the collection view itself, which is `.normal`. Stored as a value no
        /// real rate has, so it stays distinguishable.
        public static let automatic = DecelerationRate(rawValue: -1)
        /// `UIScrollView`'s normal rate: a flick carries the section one visible width.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// `UIScrollView`'s fast rate: a flick carries it about a fifth of a visible width.
        public static let fast = DecelerationRate(rawValue: 0.99)

        /// The rate a flick actually uses: `.automatic` (and a NaN) resolved to `.normal`,
        /// anything else clamped to 0...1.
        package var resolved: CGFloat {
            self == .automatic || rawValue.isNaN ? Self.normal.rawValue : min(max(0, rawValue), 1)
        }

        /// How far a flick carries a section whose visible width is `viewport` cells, at least
        /// one cell; nil when the rate is so close to 1 that nothing stops it short of an end.
        package func travel(viewport: Int) -> Int? {
            let rate = resolved
            guard rate < 1 else { return nil }
            // A speed that keeps `rate` of itself each millisecond covers speed × rate / (1 − rate)
            // in all; dividing by the normal rate's 0.998 / 0.002 = 499 makes `.normal` one viewport.
            let normal = Self.normal.rawValue / (1 - Self.normal.rawValue)
            let cells = (CGFloat(max(1, viewport)) * rate / (1 - rate) / normal).rounded()
            guard cells < 1e9 else { return nil }
            return max(1, Int(cells))
        }
    }

    /// What a flick does at the ends of the content (Apple's `Bounce`).
    public enum Bounce: Int, Hashable, Sendable, CaseIterable {
        /// Bounces at an end only when there is something to scroll (the content is wider than
        /// the visible width).
        case automatic
        /// Bounces at an end even when the content fits, so a flick always shows it moved.
        case always
        /// Stops dead at an end.
        case never
    }

    /// How far a flick carries a freely scrolling section.
    public var decelerationRate: DecelerationRate
    /// Whether a flick into an end bounces.
    public var bounce: Bounce

    /// Properties with Apple's defaults: `.automatic` both.
    public init(decelerationRate: DecelerationRate = .automatic, bounce: Bounce = .automatic) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }
}
