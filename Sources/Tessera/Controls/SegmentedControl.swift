import Foundation
import TesseraTerminal

/// A row of choices, one chosen (Apple's `UISegmentedControl`), drawn as `‹ Day | Week | Month ›`
/// with the chosen segment bold in the accent colour (while focused, the control in the focus
/// colours and the chosen segment reversed). ← and → choose the segment before or after
/// (skipping disabled ones) and send `.valueChanged`; a click chooses the segment under it.
///
/// ```swift
/// let range = SegmentedControl(items: ["Day", "Week", "Month"])
/// range.selectedSegmentIndex = 0
/// range.addAction(Action { _ in reload(range.selectedSegmentIndex) }, for: .valueChanged)
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The index meaning no segment is chosen (Apple's `noSegment`).
    public static let noSegment = -1

    private struct Segment {
        var title: String
        var isEnabled = true
        var action: Action?
    }
    private var segments: [Segment] = []

    /// The chosen segment, or ``noSegment``. Setting it in code sends nothing, as in UIKit.
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet { if selectedSegmentIndex != oldValue { setNeedsDisplay() } }
    }
    /// Whether a chosen segment springs back to none at once (Apple's `isMomentary`).
    open var isMomentary = false
    /// Apple's colour of the chosen segment: accepted, drawn in the theme's accent (4.5:1).
    open var selectedSegmentTintColor: Color?
    /// Apple's sizing by content: every segment is as wide as its title here.
    open var apportionsSegmentWidthsByContent = true

    /// No segments.
    public override init() { super.init() }

    /// One segment per title, none chosen (Apple's `init(items:)`; image items are glyphs,
    /// given as strings).
    public convenience init(items: [String]?) {
        self.init()
        segments = (items ?? []).map { Segment(title: $0) }
    }

    /// One segment per action, titled by it; choosing a segment sends its action, then
    /// `.valueChanged` (Apple's `init(frame:actions:)`).
    public convenience init(frame: CellRect = .zero, actions: [Action]) {
        self.init()
        self.frame = frame
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` before `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), segments.count)
        segments.insert(Segment(title: title ?? ""), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        contentDidChange()
    }

    /// Inserts a segment for `action` before `segment` (clamped to the ends).
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
        segments[min(max(0, segment), segments.count - 1)].action = action
    }

    /// Removes the segment at `segment`; the choice follows its segment or becomes none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment } else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        contentDidChange()
    }

    /// Removes every segment; none is chosen.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        contentDidChange()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title ?? ""
        contentDidChange()
    }

    /// The title of the segment at `segment`, or nil when there is none.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables the segment at `segment`: a disabled segment is dim and skipped by ← →.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` can be chosen.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets the action sent when the segment at `segment` is chosen.
    open func setAction(_ action: Action, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
    }

    /// The action of the segment at `segment`.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action is titled `identifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy identifier: String) -> Int {
        segments.firstIndex { $0.action?.title == identifier } ?? Self.noSegment
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Choosing

    /// Chooses the segment at `segment` as a person does: sends its action, then
    /// `.valueChanged` and `.primaryActionTriggered`; a momentary control then chooses none.
    func choose(_ segment: Int) {
        guard segments.indices.contains(segment), segments[segment].isEnabled else { return }
        selectedSegmentIndex = segment
        if let action = segments[segment].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// The enabled segment `step` places from the chosen one (from the ends when none is).
    private func neighbour(_ step: Int) -> Int? {
        var index = selectedSegmentIndex == Self.noSegment ? (step > 0 ? -1 : segments.count) : selectedSegmentIndex
        repeat { index += step } while segments.indices.contains(index) && !segments[index].isEnabled
        return segments.indices.contains(index) ? index : nil
    }

    /// ← and → choose the segment before or after; a click chooses the one under it; Return and
    /// Space do what a control's do.
    open override func handle(_ event: TesseraTerminal.Event) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let key) where key.modifiers.isEmpty && (key.key == .left || key.key == .right):
            guard let next = neighbour(key.key == .left ? -1 : 1) else { return false }
            choose(next)
            return true
        case .mouse(let mouse):
            guard case .press(.left) = mouse.kind else { return false }
            becomeFirstResponder()
            let x = convert(mouse.position, from: nil).x - bounds.x
            if let hit = layout().firstIndex(where: { $0.contains(x) }) { choose(hit) }
            return true
        default:
            return super.handle(event)
        }
    }

    /// ← → choose.
    open override var keyHints: [KeyHint] { isEnabled && segments.count > 1 ? [KeyHint("←→", "choose")] : [] }

    /// Read as the chosen segment and where it is ("Week, 2 of 3"), adjustable with ← →.
    override var accessibilityDefaults: AccessibilitySettings {
        let chosen = titleForSegment(at: selectedSegmentIndex)
        return AccessibilitySettings(isElement: true, label: chosen ?? "no choice",
                                     value: chosen.map { _ in "\(selectedSegmentIndex + 1) of \(numberOfSegments)" },
                                     traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
    }

    // MARK: Size and drawing

    /// Each segment's columns, from the control's leading edge: `‹ ` first, ` | ` between.
    private func layout() -> [Range<Int>] {
        var x = 2
        return segments.map { segment in
            defer { x += TextWidth.of(segment.title) + 3 }
            return x..<(x + TextWidth.of(segment.title))
        }
    }

    /// `‹ a | b ›` on one row.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(segments.isEmpty ? 3 : (layout().last!.upperBound + 2)), height: 1)
    }

    /// The segments between ‹ and ›, the chosen one bold in the accent colour (reversed while
    /// focused), disabled ones dim.
    open override func draw(into buffer: inout ScreenBuffer) {
        let area = bounds
        guard area.width > 0, area.height > 0 else { return }
        let y = area.y + (area.height - 1) / 2
        let frame = controlStyle(theme.secondaryText)
        var x = area.x
        func put(_ text: String, _ style: Style) {
            for grapheme in text { x += buffer.put(grapheme, at: CellPoint(x: x, y: y), style: style, clip: area) }
        }
        put("‹ ", frame)
        for (index, segment) in segments.enumerated() {
            if index > 0 { put(" | ", frame) }
            // Focused, the whole control takes the focus colours and the chosen segment is
            // reversed in them; at rest the chosen one is bold in the accent colour.
            var style = isFocused ? frame : isEnabled ? theme.text : frame
            if index == selectedSegmentIndex {
                if isFocused { style.attributes.insert(.reverse) } else { style = theme.accent }
                style.attributes.insert(.bold)
            }
            if !segment.isEnabled || !isEnabled { style.attributes.insert(.dim) }
            put(segment.title, style)
        }
        put(" ›", frame)
    }
}
