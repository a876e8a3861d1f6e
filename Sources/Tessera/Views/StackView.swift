import TesseraTerminal

/// Stacks subviews top to bottom: each takes a fixed number of rows or a share of what is left.
/// The demos use it for "search field / collection view / hint bar".
///
/// The visible subviews tile the stack's frame exactly: flexible rows are shared by rounding the
/// edges between them (not their sizes), so the shares always add up to the rows available.
/// When the frame is shorter than the fixed rows, views keep their rows from the top down and
/// those that no longer fit get a height of zero.
public final class StackView: View {
    /// How many rows an arranged subview gets.
    public enum Height: Hashable, Sendable {
        /// Exactly this many rows (a negative count counts as 0), as long as the stack has them.
        case fixed(Int)
        /// A share of the rows left after fixed heights, in proportion to its weight among the
        /// flexible views (a weight below 1 counts as 1).
        case flexible(weight: Int = 1)
    }

    private var heights: [ObjectIdentifier: Height] = [:]

    /// An empty stack; add views with ``addArrangedSubview(_:height:)``.
    public override init() { super.init() }

    /// Adds `view` at the bottom of the stack. Views added with `addSubview` are flexible.
    public func addArrangedSubview(_ view: View, height: Height = .flexible()) {
        addSubview(view)  // first: moving a view out of its old superview forgets its height
        heights[ObjectIdentifier(view)] = height
    }

    /// Changes how many rows `view` gets; the stack re-tiles on the next frame.
    public func setHeight(_ height: Height, for view: View) {
        heights[ObjectIdentifier(view)] = height
        setNeedsLayout()
    }

    /// Forgets the height of a view leaving the stack.
    public override func willRemoveSubview(_ subview: View) {
        heights[ObjectIdentifier(subview)] = nil
    }

    /// Tiles the visible subviews down the frame: fixed heights first, the rows left over
    /// shared among flexible ones by weight. O(subviews).
    public override func layoutSubviews() {
        let arranged = subviews.filter { !$0.isHidden }.map { ($0, heights[ObjectIdentifier($0)] ?? .flexible()) }
        var fixedRows = 0, totalWeight = 0
        for (_, height) in arranged {
            switch height {
            case .fixed(let n): fixedRows += max(0, n)
            case .flexible(let w): totalWeight += max(1, w)
            }
        }
        let flexibleRows = max(0, bounds.height - fixedRows)
        /// Where the flexible rows end after `weight` of the total, rounded half up.
        func edge(_ weight: Int) -> Int {
            totalWeight == 0 ? 0 : (2 * flexibleRows * weight + totalWeight) / (2 * totalWeight)
        }

        var y = bounds.y
        var weightSoFar = 0
        for (view, height) in arranged {
            let rows: Int
            switch height {
            case .fixed(let n):
                rows = max(0, n)
            case .flexible(let w):
                let start = edge(weightSoFar)
                weightSoFar += max(1, w)
                rows = edge(weightSoFar) - start
            }
            let shown = max(0, min(rows, bounds.maxY - y))
            view.frame = CellRect(x: bounds.x, y: y, width: bounds.width, height: shown)
            y += shown
        }
    }
}
