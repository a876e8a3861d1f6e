import TesseraTerminal

/// Stacks subviews top to bottom: each takes a fixed number of rows or shares what is left.
/// The demos use it for "search field / collection view / hint bar".
public final class StackView: View {
    public enum Height: Hashable, Sendable {
        case fixed(Int)
        /// A share of the rows left after fixed heights (weights add up across flexible views).
        case flexible(weight: Int = 1)
    }

    private var heights: [ObjectIdentifier: Height] = [:]

    public override init() { super.init() }

    public func addArrangedSubview(_ view: View, height: Height) {
        heights[ObjectIdentifier(view)] = height
        addSubview(view)
    }

    public func setHeight(_ height: Height, for view: View) {
        heights[ObjectIdentifier(view)] = height
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let visible = subviews.filter { !$0.isHidden }
        let fixed = visible.reduce(0) { sum, v in
            if case .fixed(let n) = heights[ObjectIdentifier(v)] ?? .flexible() { return sum + max(0, n) }
            return sum
        }
        let totalWeight = visible.reduce(0) { sum, v in
            if case .flexible(let w) = heights[ObjectIdentifier(v)] ?? .flexible() { return sum + max(1, w) }
            return sum
        }
        var remaining = max(0, frame.height - fixed)
        var weightLeft = totalWeight
        var y = frame.y
        for v in visible {
            let rows: Int
            switch heights[ObjectIdentifier(v)] ?? .flexible() {
            case .fixed(let n):
                rows = max(0, min(n, frame.maxY - y))
            case .flexible(let w):
                // Edges, not sizes, are rounded: the last flexible view takes what is left.
                let share = weightLeft > 0 ? remaining * max(1, w) / weightLeft : 0
                rows = max(0, min(share, frame.maxY - y))
                remaining -= share
                weightLeft -= max(1, w)
            }
            v.frame = Rect(x: frame.x, y: y, width: frame.width, height: rows)
            y += rows
        }
    }
}
