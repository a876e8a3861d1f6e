import Testing
@testable import Tessera
import TesseraTesting

/// UIKit's controls as people write them, prefix dropped: buttons, switches, segmented controls,
/// a spinner and a progress bar in a form, driven by the keyboard and the mouse.
@Suite("Controls") @MainActor
struct ControlsTests {
    /// A form: a button, a switch, a segmented control, a spinner and a bar, one per row.
    final class Form: View {
        let save = Button(type: .system)
        let notify = Switch()
        let range = SegmentedControl(items: ["Day", "Week", "Month"])
        let spinner = ActivityIndicatorView(style: .medium)
        let progress = ProgressView(progressViewStyle: .default)
        var log: [String] = []

        override init() {
            super.init()
            save.setTitle("Save", for: .normal)
            save.addAction(Action { [unowned self] _ in log.append("saved") }, for: .touchUpInside)
            notify.addAction(Action { [unowned self] _ in log.append("notify \(notify.isOn)") }, for: .valueChanged)
            range.selectedSegmentIndex = 0
            range.addAction(Action { [unowned self] _ in log.append("range \(range.selectedSegmentIndex)") }, for: .valueChanged)
            spinner.text = "Loading…"
            for view in [save, notify, range, spinner, progress] as [View] { addSubview(view) }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            for (row, view) in ([save, notify, range, spinner, progress] as [View]).enumerated() {
                view.frame = CellRect(x: 0, y: row, width: bounds.width, height: 1)
            }
        }
    }

    @Test func eachControlIsDrawnAsATerminalDrawsIt() {
        let form = Form()
        let h = ApplicationHarness(rootView: form, width: 40, height: 6)
        form.progress.progress = 0.5
        form.spinner.startAnimating()
        h.settle()
        let lines = h.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("[ Save ]"))
        #expect(lines[1].hasPrefix("○──"))
        #expect(lines[2].hasPrefix("‹ Day | Week | Month ›"))
        #expect(lines[3].hasPrefix("⠋ Loading…") || ActivityIndicatorView.glyphs.contains(lines[3].first!))
        #expect(lines[4] == String(repeating: "█", count: 20) + String(repeating: "─", count: 20), "\(lines[4])")
    }

    @Test func returnAndSpaceActOnTheFocusedControlAndTheMouseClicksOne() {
        let form = Form()
        let h = ApplicationHarness(rootView: form, width: 40, height: 6)
        form.save.becomeFirstResponder()
        h.press(.enter)
        #expect(form.log == ["saved"])
        form.notify.becomeFirstResponder()
        h.press(.character(" "))
        #expect(form.notify.isOn && form.log.last == "notify true")
        #expect(h.text.split(separator: "\n")[1].hasPrefix("━━●"))
        form.range.becomeFirstResponder()
        h.press(.right)
        h.press(.right)
        h.press(.right)   // past the last segment: nothing
        #expect(form.range.selectedSegmentIndex == 2 && form.log.suffix(2) == ["range 1", "range 2"])
        h.click(onText: "Day")
        #expect(form.range.selectedSegmentIndex == 0 && form.log.last == "range 0")
        h.click(onText: "Save")
        #expect(form.log.last == "saved" && form.save.isFocused)
    }

    @Test func setInCodeSendsNothingAndDisabledControlsTakeNoKeys() {
        let form = Form()
        let h = ApplicationHarness(rootView: form, width: 40, height: 6)
        form.notify.setOn(true, animated: true)
        form.range.selectedSegmentIndex = 1
        #expect(form.log.isEmpty)
        form.save.isEnabled = false
        #expect(!form.save.canBecomeFocused)
        h.click(onText: "Save")
        #expect(form.log.isEmpty && form.save.state.contains(.disabled))
        form.range.setEnabled(false, forSegmentAt: 2)
        form.range.becomeFirstResponder()
        h.press(.right)
        #expect(form.range.selectedSegmentIndex == 1, "the disabled Month is skipped")
    }

    @Test func actionsAreAddedRemovedAndSentAsUIKitDoes() {
        let button = Button(type: .system, primaryAction: Action(title: "Share") { _ in })
        #expect(button.title(for: .normal) == "Share" && button.title(for: .highlighted) == "Share")
        var sent: [String] = []
        let first = Action(title: "first") { _ in sent.append("first") }
        button.addAction(first, for: .touchUpInside)
        button.addAction(Action(title: "second") { _ in sent.append("second") }, for: [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        #expect(sent == ["first", "second"])
        button.removeAction(first, for: .touchUpInside)
        button.removeAction(identifiedBy: "second", for: .valueChanged)
        sent = []
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(sent == ["second"] && button.allControlEvents == [.touchUpInside, .primaryActionTriggered])
    }

    @Test func segmentsAreInsertedRemovedAndTheChoiceFollows() {
        let control = SegmentedControl(items: ["a", "b"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "z", at: 0, animated: false)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "z")
        control.removeSegment(at: 2, animated: true)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        var chosen: [String] = []
        let actions = SegmentedControl(frame: .zero, actions: ["x", "y"].map { t in Action(title: t) { _ in chosen.append(t) } })
        actions.choose(1)
        #expect(chosen == ["y"] && actions.segmentIndex(identifiedBy: "x") == 0)
    }

    @Test func theSpinnerTurnsOnTheClockAndHidesWhenStopped() {
        let form = Form()
        let h = ApplicationHarness(rootView: form, width: 40, height: 6)
        #expect(form.spinner.isHidden && !form.spinner.isAnimating)
        form.spinner.startAnimating()
        h.settle()
        var glyphs: Set<Character> = []
        for _ in 0..<10 {
            h.advance(by: .milliseconds(100))
            glyphs.insert(h.text.split(separator: "\n", omittingEmptySubsequences: false)[3].first!)
        }
        #expect(glyphs.count >= 8, "the spinner turned: \(glyphs)")
        form.spinner.stopAnimating()
        h.settle()
        #expect(form.spinner.isHidden && !h.text.contains("Loading"))
    }

    @Test func theBarFillsInEighthsOfACell() {
        #expect(ProgressView.filledEighths(progress: 0.5, width: 10) == 40)
        #expect(ProgressView.filledEighths(progress: 1.7, width: 10) == 80)
        #expect(ProgressView.filledEighths(progress: .nan, width: 10) == 0)
        let bar = ProgressView()
        let h = ApplicationHarness(rootView: bar, width: 4, height: 1)
        bar.setProgress(0.53, animated: true)   // 17 of 32 eighths: two full cells and one eighth
        h.settle()
        #expect(h.text.hasPrefix("██▏─"), "\(h.text)")
    }
}
