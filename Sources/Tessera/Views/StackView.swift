import Foundation
import TesseraTerminal

/// Arranges its subviews in a column or a row (Apple's `UIStackView`): each takes a fixed
/// length, its natural size, or a share of what is left, with ``spacing`` cells between them,
/// and is placed across the stack by ``alignment``. The demos use a column for
/// "title bar / content / hint bar".
///
/// **Lengths along the axis.** A view added with ``addArrangedSubview(_:height:)`` (or given one
/// with ``setHeight(_:for:)``) has that ``Height`` — "height" is the length along the axis: rows
/// in a vertical stack, columns in a horizontal one. A view without one takes its intrinsic size
/// along the axis (``View/intrinsicContentSize``: a label's lines, a field's row) when it has one,
/// and is flexible otherwise. With ``Distribution/fill`` (the default) flexible views share what
/// the fixed ones and the spacing leave, by weight; ``Distribution/fillEqually`` gives every view
/// the same share, whatever its height; ``Distribution/equalSpacing`` keeps the lengths and
/// spreads what is left over the gaps (with a flexible view present nothing is left, so it is
/// `.fill`).
///
/// **Rounding.** The visible subviews tile the stack's bounds exactly: shares are made by
/// rounding the edges between them (not their sizes), so the shares always add up to the length
/// available. When the stack is shorter than the fixed lengths, views keep their lengths from the
/// start and those that no longer fit get a length of zero. Hidden views take no room and no
/// spacing.
///
/// *Difference from UIKit:* every subview is arranged — `addSubview` adds a flexible one at the
/// end — except those taken out with ``removeArrangedSubview(_:)``, which stay subviews where
/// they are, as in UIKit, until they are removed from the stack.
open class StackView: View {
    /// The direction views are laid out in (Apple's `NSLayoutConstraint.Axis`).
    public enum Axis: Hashable, Sendable {
        /// A row, left to right.
        case horizontal
        /// A column, top to bottom (the default).
        case vertical
    }

    /// How the length along the axis is shared (Apple's `UIStackView.Distribution`).
    public enum Distribution: Hashable, Sendable {
        /// Fixed and natural lengths first, the rest shared among flexible views by weight.
        case fill
        /// Every visible view gets the same share (heights and natural sizes are not asked).
        case fillEqually
        /// Fixed and natural lengths, with what is left spread evenly over the gaps.
        case equalSpacing
    }

    /// Where views sit across the axis (Apple's `UIStackView.Alignment`). Every value but `.fill`
    /// gives a view its natural size across (the whole breadth when it has none).
    public enum Alignment: Hashable, Sendable {
        /// The whole breadth of the stack (the default).
        case fill
        /// Against the start: the left of a column, the top of a row.
        case leading
        /// In the middle; an odd cell left over goes after the view.
        case center
        /// Against the end: the right of a column, the bottom of a row.
        case trailing

        /// UIKit's name for ``leading`` in a row.
        public static var top: Alignment { .leading }
        /// UIKit's name for ``trailing`` in a row.
        public static var bottom: Alignment { .trailing }
    }

    /// How long an arranged subview is along the axis (rows in a column, columns in a row).
    public enum Height: Hashable, Sendable {
        /// Exactly this many cells (a negative count counts as 0), as long as the stack has them.
        case fixed(Int)
        /// A share of the cells left after fixed lengths and spacing, in proportion to its weight
        /// among the flexible views (a weight below 1 counts as 1).
        case flexible(weight: Int = 1)
    }

    /// The direction of the stack.
    open var axis: Axis = .vertical { didSet { setNeedsLayout() } }
    /// How the length along the axis is shared.
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Where views sit across the axis.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Cells between neighbouring visible views (a negative value counts as 0).
    open var spacing = 0 { didSet { setNeedsLayout() } }

    /// Lengths given explicitly, by view.
    private var heights: [ObjectIdentifier: Height] = [:]
    /// The arranged views whose order the stack was told; subviews added with `addSubview` since
    /// follow them, in the order they were added.
    private var arrangedOrder: [View] = []
    /// Subviews taken out of the arrangement with ``removeArrangedSubview(_:)``.
    private var unarranged: Set<ObjectIdentifier> = []

    /// An empty vertical stack; add views with ``addArrangedSubview(_:)``.
    public override init() { super.init() }

    /// A vertical stack of `views`, each sized as ``addArrangedSubview(_:)`` says.
    public convenience init(arrangedSubviews views: [View]) {
        self.init()
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack lays out, in order along the axis (hidden ones included).
    public var arrangedSubviews: [View] {
        let known = Set(arrangedOrder.map(ObjectIdentifier.init)).union(unarranged)
        return arrangedOrder + subviews.filter { !known.contains(ObjectIdentifier($0)) }
    }

    /// Adds `view` at the end of the stack: its natural length if it has one, else flexible.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: Int.max)
    }

    /// Adds `view` at the end of the stack with `height` along the axis.
    public func addArrangedSubview(_ view: View, height: Height) {
        addArrangedSubview(view)
        heights[ObjectIdentifier(view)] = height
    }

    /// Puts `view` at `index` among the arranged views (clamped to their count), adding it as a
    /// subview if it is not one; a view already arranged moves there.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self {
            addSubview(view)   // moving a view out of its old superview forgets its height
        }
        var order = arrangedSubviews.filter { $0 !== view }
        unarranged.remove(ObjectIdentifier(view))
        order.insert(view, at: min(max(0, index), order.count))
        arrangedOrder = order
        setNeedsLayout()
        _checkInvariants()
    }

    /// Stops laying `view` out (Apple's `removeArrangedSubview(_:)`): it stays a subview, where
    /// it is, until `removeFromSuperview()`, as in UIKit.
    open func removeArrangedSubview(_ view: View) {
        guard view.superview === self else { return }
        arrangedOrder = arrangedSubviews.filter { $0 !== view }
        unarranged.insert(ObjectIdentifier(view))
        heights[ObjectIdentifier(view)] = nil
        setNeedsLayout()
        _checkInvariants()
    }

    /// Changes how long `view` is along the axis (nil: its natural length, else flexible); the
    /// stack re-tiles on the next frame.
    public func setHeight(_ height: Height?, for view: View) {
        heights[ObjectIdentifier(view)] = height
        setNeedsLayout()
    }

    /// The height given to `view` explicitly, if any.
    func heightIfSet(for view: View) -> Height? { heights[ObjectIdentifier(view)] }

    /// Forgets what the stack knew of a view leaving it.
    open override func willRemoveSubview(_ subview: View) {
        let id = ObjectIdentifier(subview)
        heights[id] = nil
        unarranged.remove(id)
        arrangedOrder.removeAll { $0 === subview }
    }

    /// Every view the stack orders is its subview, once, and none is both ordered and taken out
    /// of the arrangement. Debug builds only.
    func _checkInvariants() {
        #if DEBUG
        var seen = Set<ObjectIdentifier>()
        for view in arrangedOrder {
            precondition(view.superview === self, "StackView: an arranged view is not a subview")
            precondition(seen.insert(ObjectIdentifier(view)).inserted, "StackView: a view is arranged twice")
            precondition(!unarranged.contains(ObjectIdentifier(view)), "StackView: a view is arranged and unarranged")
        }
        #endif
    }

    // MARK: Layout

    /// Tiles the visible arranged views along the axis within the bounds (see the type's
    /// description for how lengths are shared), then places each across it. O(subviews).
    open override func layoutSubviews() {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let area = bounds
        let vertical = axis == .vertical
        let length = vertical ? area.height : area.width
        let breadth = vertical ? area.width : area.height
        let gap = max(0, spacing)
        let gaps = gap * max(0, visible.count - 1)

        let lengths = visible.map { self.length(of: $0, breadth: breadth) }
        var fixedTotal = 0, totalWeight = 0
        for height in lengths {
            switch height {
            case .fixed(let n): fixedTotal += max(0, n)
            case .flexible(let w): totalWeight += max(1, w)
            }
        }
        let flexibleCells = max(0, length - fixedTotal - gaps)
        /// Where the flexible cells end after `weight` of the total, rounded half up.
        func edge(_ weight: Int) -> Int {
            totalWeight == 0 ? 0 : (2 * flexibleCells * weight + totalWeight) / (2 * totalWeight)
        }
        // With .equalSpacing and no flexible view, the cells left over go to the gaps, shared by
        // rounding their edges like the flexible shares.
        let gapCount = max(0, visible.count - 1)
        let spare = distribution == .equalSpacing && totalWeight == 0 && gapCount > 0 ? max(0, length - fixedTotal - gaps) : 0
        func gapEdge(_ k: Int) -> Int { gapCount == 0 ? 0 : (2 * spare * k + gapCount) / (2 * gapCount) }

        let start = vertical ? area.y : area.x
        let end = start + max(0, length)
        var position = start
        var weightSoFar = 0
        for (index, (view, height)) in zip(visible, lengths).enumerated() {
            let cells: Int
            switch height {
            case .fixed(let n):
                cells = max(0, n)
            case .flexible(let w):
                let first = edge(weightSoFar)
                weightSoFar += max(1, w)
                cells = edge(weightSoFar) - first
            }
            let shown = max(0, min(cells, end - position))
            let (crossOffset, crossSize) = placeAcross(view, along: shown, breadth: breadth)
            view.frame = vertical
                ? CellRect(x: area.x + crossOffset, y: position, width: crossSize, height: shown)
                : CellRect(x: position, y: area.y + crossOffset, width: shown, height: crossSize)
            position += shown
            if index < gapCount {
                position = min(end, position + gap + gapEdge(index + 1) - gapEdge(index))
            }
        }
    }

    /// The length `view` asks for along the axis: equal shares under `.fillEqually`, else its
    /// explicit height, else its natural length at the stack's `breadth`, else a flexible share.
    private func length(of view: View, breadth: Int) -> Height {
        if distribution == .fillEqually { return .flexible() }
        if let explicit = heights[ObjectIdentifier(view)] { return explicit }
        let natural = axis == .vertical
            ? view.naturalCells(fittingWidth: breadth, height: View.unlimitedCells).height
            : view.naturalCells(fittingWidth: View.unlimitedCells, height: breadth).width
        return natural.map { .fixed($0) } ?? .flexible()
    }

    /// Where `view` starts across the axis and how broad it is, given `along` cells along it.
    private func placeAcross(_ view: View, along: Int, breadth: Int) -> (offset: Int, size: Int) {
        let breadth = max(0, breadth)
        guard alignment != .fill else { return (0, breadth) }
        let natural = axis == .vertical
            ? view.naturalCells(fittingWidth: breadth, height: along).width
            : view.naturalCells(fittingWidth: along, height: breadth).height
        guard let natural else { return (0, breadth) }
        let size = min(natural, breadth)
        switch alignment {
        case .fill, .leading: return (0, size)
        case .center: return ((breadth - size) / 2, size)
        case .trailing: return (breadth - size, size)
        }
    }


    /// The stack's natural size: along the axis, the natural lengths of its visible views and
    /// the spacing, when every view has one (a flexible view makes it ``View/noIntrinsicMetric``);
    /// across, the largest natural breadth among them. A row of a label and a field is one row
    /// tall, so a column stacking it gives it one row.
    open override var intrinsicContentSize: CGSize {
        naturalSize(within: CGSize(width: CGFloat(View.unlimitedCells), height: CGFloat(View.unlimitedCells)))
    }

    /// The natural size within `size`: a column of wrapping labels measured at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize(within: size) }
}

extension StackView {
    /// The natural size within `size` (``sizeThatFits(_:)``; its breadth across the axis is
    /// passed on to the views, so wrapping labels are measured at it).
    func naturalSize(within size: CGSize) -> CGSize {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return .zero }
        let vertical = axis == .vertical
        func cells(_ value: CGFloat) -> Int { value.isFinite ? Int(max(0, min(value, CGFloat(View.unlimitedCells)))) : View.unlimitedCells }
        let breadth = cells(vertical ? size.width : size.height)
        var along = max(0, spacing) * (visible.count - 1)
        var alongKnown = true
        var longest = 0
        var across: Int?
        for view in visible {
            let natural = vertical ? view.naturalCells(fittingWidth: breadth, height: View.unlimitedCells)
                                   : view.naturalCells(fittingWidth: View.unlimitedCells, height: breadth)
            let naturalAlong = vertical ? natural.height : natural.width
            let naturalAcross = vertical ? natural.width : natural.height
            let length: Int? = switch heightIfSet(for: view) {
            case .fixed(let n)?: max(0, n)
            case .flexible?: nil
            case nil: naturalAlong
            }
            if let length { along += length; longest = max(longest, length) } else { alongKnown = false }
            if let naturalAcross { across = max(across ?? 0, naturalAcross) }
        }
        if distribution == .fillEqually { along = longest * visible.count + max(0, spacing) * (visible.count - 1) }
        let alongSize = alongKnown ? CGFloat(along) : View.noIntrinsicMetric
        let acrossSize = across.map { CGFloat($0) } ?? View.noIntrinsicMetric
        return vertical ? CGSize(width: acrossSize, height: alongSize) : CGSize(width: alongSize, height: acrossSize)
    }
}
