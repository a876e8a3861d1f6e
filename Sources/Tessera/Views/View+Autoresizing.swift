import TesseraTerminal

/// Which margins and sizes of a view stretch when its superview's size changes (UIKit's
/// `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The space on the left grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space on the right grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space above grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space below grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// Applies each subview's ``autoresizingMask`` to a change of this view's size from `old`.
    /// The change along an axis is shared among that axis's flexible parts in proportion to their
    /// sizes, as UIKit does, rounded so the parts always add up to the new size. O(subviews).
    func resizeSubviews(from old: CellSize) {
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let f = subview.frame
            let (x, width) = Self.stretch(start: f.minX, length: f.width, end: old.width - f.maxX, to: frame.width,
                                          flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.stretch(start: f.minY, length: f.height, end: old.height - f.maxY, to: frame.height,
                                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CellRect(x: x, y: y, width: max(0, width), height: max(0, height))
        }
    }

    /// One axis: margins `start` and `end` around `length` become parts of `total`. Flexible
    /// parts share the difference by their sizes (equally when all are zero); fixed parts keep
    /// theirs. Returns the new start and length.
    static func stretch(start: Int, length: Int, end: Int, to total: Int, flexible: (Bool, Bool, Bool)) -> (Int, Int) {
        let parts = [start, length, end]
        let isFlexible = [flexible.0, flexible.1, flexible.2]
        let delta = total - (start + length + end)
        guard delta != 0, isFlexible.contains(true) else { return (start, length) }
        let flexibleSum = zip(parts, isFlexible).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        let flexibleCount = isFlexible.filter { $0 }.count
        // Cumulative shares, rounded at the edges so the shares add up to `delta` exactly.
        var before = 0, weightSoFar = 0
        var shares = [0, 0, 0]
        for i in 0..<3 where isFlexible[i] {
            weightSoFar += flexibleSum > 0 ? max(0, parts[i]) : 1
            let weightTotal = flexibleSum > 0 ? flexibleSum : flexibleCount
            let edge = Int((Double(delta) * Double(weightSoFar) / Double(weightTotal)).rounded())
            shares[i] = edge - before
            before = edge
        }
        return (start + shares[0], length + shares[1])
    }
}
