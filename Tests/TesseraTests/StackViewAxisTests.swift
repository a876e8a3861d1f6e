import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A view with a natural size, for stacks to give it.
@MainActor private final class SizedView: View {
    var size: CGSize
    init(_ width: Int, _ height: Int) { size = CGSize(width: width, height: height); super.init() }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor private func laidOut(_ stack: StackView, _ frame: CellRect) {
    stack.frame = frame
    stack.layoutSubviews()
}

@Suite("StackView axis, distribution, alignment, spacing") @MainActor
struct StackViewAxisTests {
    @Test func aHorizontalStackTilesColumnsWithTheSameRulesAsRows() {
        let stack = StackView()
        stack.axis = .horizontal
        let views = (0..<3).map { RecordingView(Character(String($0))) }
        stack.addArrangedSubview(views[0], height: .fixed(4))
        stack.addArrangedSubview(views[1], height: .flexible(weight: 1))
        stack.addArrangedSubview(views[2], height: .flexible(weight: 2))
        laidOut(stack, CellRect(x: 2, y: 1, width: 14, height: 3))
        // 10 flexible columns by 1:2: edges at 3.33 → 3, 10. Frames are in the stack's coordinates.
        #expect(views.map(\.frame) == [CellRect(x: 0, y: 0, width: 4, height: 3), CellRect(x: 4, y: 0, width: 3, height: 3),
                                       CellRect(x: 7, y: 0, width: 7, height: 3)])
    }

    @Test func fillGivesViewsTheirNaturalLengthAndSharesTheRest() {
        let label = Label(text: "Name")
        let field = TextField(placeholder: "type here")
        let list = RecordingView("l")
        let stack = StackView(arrangedSubviews: [label, field, list])
        laidOut(stack, CellRect(x: 0, y: 0, width: 20, height: 10))
        #expect(label.frame == CellRect(x: 0, y: 0, width: 20, height: 1))
        #expect(field.frame == CellRect(x: 0, y: 1, width: 20, height: 1))
        #expect(list.frame == CellRect(x: 0, y: 2, width: 20, height: 8))
    }

    @Test func aRowOfALabelAndAFieldIsOneRowTallInAColumnAndTheFieldTakesTheRest() {
        let name = Label(text: "Name")
        let field = TextField(placeholder: "your name")
        let row = StackView(arrangedSubviews: [name, field])
        row.axis = .horizontal
        row.spacing = 2
        #expect(row.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 1), "the field has no natural width")
        let rest = RecordingView("r")
        let column = StackView(arrangedSubviews: [row, rest])
        let window = Window(size: CellSize(width: 20, height: 4), rootView: column)
        window.render(at: .zero)
        #expect(row.frame == CellRect(x: 0, y: 0, width: 20, height: 1))
        #expect(name.frame == CellRect(x: 0, y: 0, width: 4, height: 1))
        #expect(field.frame == CellRect(x: 6, y: 0, width: 14, height: 1))
        #expect(rows(window.lastFrame)[0] == "Name  your name     ")
        #expect(rest.frame.height == 3)
        let labels = StackView(arrangedSubviews: [Label(text: "ab"), Label(text: "abcd")])
        labels.spacing = 1
        #expect(labels.intrinsicContentSize == CGSize(width: 4, height: 3))
    }

    @Test func aWrappingLabelIsAsTallAsItsLinesAtTheStacksWidth() {
        let label = Label(text: "one two three four five")
        label.numberOfLines = 0
        let rest = RecordingView("r")
        let stack = StackView(arrangedSubviews: [label, rest])
        laidOut(stack, CellRect(x: 0, y: 0, width: 9, height: 8))
        #expect(label.frame.height == 3)   // "one two" / "three" / "four five"
        #expect(rest.frame == CellRect(x: 0, y: 3, width: 9, height: 5))
    }

    @Test func fillEquallyIgnoresHeightsAndNaturalSizes() {
        let stack = StackView()
        stack.distribution = .fillEqually
        let views = [SizedView(2, 1), SizedView(2, 5), SizedView(2, 2)]
        stack.addArrangedSubview(views[0], height: .fixed(7))
        stack.addArrangedSubview(views[1])
        stack.addArrangedSubview(views[2])
        laidOut(stack, CellRect(x: 0, y: 0, width: 4, height: 10))
        #expect(views.map(\.frame.height) == [3, 4, 3])
        #expect(views.map(\.frame.y) == [0, 3, 7])
    }

    @Test func spacingSitsBetweenVisibleViewsOnly() {
        let stack = StackView()
        stack.spacing = 2
        let views = (0..<3).map { RecordingView(Character(String($0))) }
        for view in views { stack.addArrangedSubview(view) }
        laidOut(stack, CellRect(x: 0, y: 0, width: 3, height: 10))
        // 10 − 2 gaps of 2 = 6 rows for three views.
        #expect(views.map(\.frame.y) == [0, 4, 8])
        #expect(views.map(\.frame.height) == [2, 2, 2])
        views[1].isHidden = true
        stack.layoutSubviews()
        #expect(views[0].frame == CellRect(x: 0, y: 0, width: 3, height: 4))
        #expect(views[2].frame == CellRect(x: 0, y: 6, width: 3, height: 4))
    }

    @Test func equalSpacingSpreadsTheLeftoverOverTheGaps() {
        let stack = StackView()
        stack.distribution = .equalSpacing
        let views = [SizedView(1, 1), SizedView(1, 2), SizedView(1, 1)]
        for view in views { stack.addArrangedSubview(view) }
        laidOut(stack, CellRect(x: 0, y: 0, width: 5, height: 9))
        // 4 rows of views, 5 spare over 2 gaps: edges 2.5 → 3, 5.
        #expect(views.map(\.frame.y) == [0, 4, 8])
        #expect(views.map(\.frame.height) == [1, 2, 1])
    }

    @Test func alignmentPlacesNaturalWidthsAcrossAColumn() {
        for (alignment, x) in [(StackView.Alignment.leading, 0), (.center, 3), (.trailing, 6), (.fill, 0)] {
            let stack = StackView()
            stack.alignment = alignment
            let sized = SizedView(4, 1)
            let plain = RecordingView("p")
            stack.addArrangedSubview(sized)
            stack.addArrangedSubview(plain)
            laidOut(stack, CellRect(x: 0, y: 0, width: 10, height: 4))
            #expect(sized.frame.x == x, "\(alignment)")
            #expect(sized.frame.width == (alignment == .fill ? 10 : 4), "\(alignment)")
            #expect(plain.frame.width == 10, "a view with no natural width takes the whole breadth")
        }
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test func alignmentPlacesNaturalHeightsAcrossARow() {
        let stack = StackView()
        stack.axis = .horizontal
        stack.alignment = .bottom
        let sized = SizedView(3, 2)
        stack.addArrangedSubview(sized)
        laidOut(stack, CellRect(x: 0, y: 0, width: 10, height: 5))
        #expect(sized.frame == CellRect(x: 0, y: 3, width: 3, height: 2))
    }

    @Test func insertAndRemoveArrangedSubviewsKeepUIKitsMeaning() {
        let a = RecordingView("a"), b = RecordingView("b"), c = RecordingView("c")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map { ($0 as! RecordingView).letter } == ["c", "a", "b"])
        stack.insertArrangedSubview(b, at: 1)     // already arranged: it moves
        #expect(stack.arrangedSubviews.map { ($0 as! RecordingView).letter } == ["c", "b", "a"])
        stack.removeArrangedSubview(b)            // stays a subview, no longer laid out
        #expect(stack.arrangedSubviews.map { ($0 as! RecordingView).letter } == ["c", "a"])
        #expect(b.superview === stack)
        b.frame = CellRect(x: 9, y: 9, width: 1, height: 1)
        laidOut(stack, CellRect(x: 0, y: 0, width: 2, height: 4))
        #expect(b.frame == CellRect(x: 9, y: 9, width: 1, height: 1))
        #expect(c.frame.height == 2 && a.frame.height == 2)
        b.removeFromSuperview()
        stack.addSubview(b)                        // plain addSubview arranges it at the end
        #expect(stack.arrangedSubviews.map { ($0 as! RecordingView).letter } == ["c", "a", "b"])
        stack._checkInvariants()
    }

    /// Random stacks on either axis with spacing and every distribution: the visible views tile
    /// the bounds along the axis in order, never overlap or go negative, and use exactly the
    /// length when a flexible view (or .fillEqually) is there.
    @Test func randomStacksTileAlongEitherAxis() {
        var rng = SeededRandom.fromEnvironment(default: 0xA815)
        for _ in 0..<1500 {
            let stack = StackView()
            stack.axis = Bool.random(using: &rng) ? .vertical : .horizontal
            stack.distribution = [.fill, .fillEqually, .equalSpacing].randomElement(using: &rng)!
            stack.spacing = Int.random(in: 0...2, using: &rng)
            let count = Int.random(in: 0...5, using: &rng)
            var views: [View] = []
            var anyFlexible = stack.distribution == .fillEqually
            for _ in 0..<count {
                let view: View = Bool.random(using: &rng) ? SizedView(Int.random(in: 0...4, using: &rng), Int.random(in: 0...4, using: &rng)) : RecordingView()
                if Bool.random(using: &rng) {
                    let flexible = Bool.random(using: &rng)
                    stack.addArrangedSubview(view, height: flexible ? .flexible(weight: Int.random(in: 1...3, using: &rng)) : .fixed(Int.random(in: 0...4, using: &rng)))
                    anyFlexible = anyFlexible || flexible
                } else {
                    stack.addArrangedSubview(view)
                    anyFlexible = anyFlexible || !(view is SizedView)
                }
                views.append(view)
            }
            let frame = CellRect(x: 1, y: 2, width: Int.random(in: 0...20, using: &rng), height: Int.random(in: 0...20, using: &rng))
            laidOut(stack, frame)
            let vertical = stack.axis == .vertical
            var position = 0   // in the stack's own coordinates
            let end = vertical ? frame.height : frame.width
            for view in views {
                let start = vertical ? view.frame.y : view.frame.x
                let length = vertical ? view.frame.height : view.frame.width
                #expect(start >= position && length >= 0 && start + length <= end, "seed \(rng.seed): \(stack.axis) \(stack.distribution) in \(frame)")
                position = start + length
            }
            if anyFlexible, stack.spacing == 0, !views.isEmpty {
                #expect(position == end, "seed \(rng.seed): flexible views fill the stack")
            }
        }
    }
}
