import Testing
@testable import Tessera
import TesseraTesting

/// UIKit's accessibility properties, prefix dropped: defaults from what a view shows, what an
/// app sets (or overrides) winning, and posted notifications recorded (issue 34, item 2 in part).
@Suite("Accessibility properties") @MainActor
struct AccessibilityPropertiesTests {
    @Test func viewsDescribeThemselvesFromWhatTheyShow() {
        let save = Button(type: .system)
        save.setTitle("Save", for: .normal)
        #expect(save.isAccessibilityElement && save.accessibilityLabel == "Save" && save.accessibilityTraits == .button)
        #expect(save.accessibilitySummary == "Save, button")
        save.isEnabled = false
        #expect(save.accessibilitySummary == "Save, button, dimmed")

        let wifi = Switch()
        wifi.title = "Wi-Fi"
        wifi.isOn = true
        #expect(wifi.accessibilitySummary == "Wi-Fi, on, toggle button")

        let range = SegmentedControl(items: ["Day", "Week", "Month"])
        range.selectedSegmentIndex = 1
        #expect(range.accessibilitySummary == "Week, 2 of 3, adjustable")

        let bar = ProgressView()
        bar.progress = 0.42
        #expect(bar.accessibilityValue == "42%")
        #expect(Label(text: "Peaks").accessibilitySummary == "Peaks")
        #expect(View().accessibilitySummary == nil, "a plain view is not an element")
        let field = TextField()
        field.placeholder = "Name"
        field.text = "Ada"
        #expect(field.accessibilitySummary == "Name, Ada")
    }

    /// A view subclass overrides the properties as UIKit code does; set values win over defaults.
    final class SignalBars: View {
        var bars = 3
        override var isAccessibilityElement: Bool { get { true } set {} }
        override var accessibilityLabel: String? { get { bars >= 3 ? "strong signal, secured" : "weak signal" } set {} }
    }

    @Test func whatTheAppSetsOrOverridesWins() {
        #expect(SignalBars().accessibilitySummary == "strong signal, secured")
        let save = Button(type: .system)
        save.setTitle("💾", for: .normal)
        save.accessibilityLabel = "Save"
        save.accessibilityHint = "Writes the file"
        save.accessibilityIdentifier = "save-button"
        #expect(save.accessibilitySummary == "Save, button, Writes the file")
        save.accessibilityTraits = [.button, .selected]
        #expect(save.accessibilitySummary == "Save, button, selected, Writes the file")
        save.accessibilityElementsHidden = true
        #expect(save.accessibilitySummary == nil)
    }

    @Test func postedNotificationsAreRecordedInWords() {
        Accessibility.removeAllPosted()
        Accessibility.post(notification: .announcement, argument: "3 results")
        let header = Label(text: "Settings")
        Accessibility.post(notification: .screenChanged, argument: header)
        Accessibility.post(notification: .layoutChanged, argument: nil)
        #expect(Accessibility.posted == [
            .init(notification: .announcement, text: "3 results"),
            .init(notification: .screenChanged, text: "Settings"),
            .init(notification: .layoutChanged, text: nil),
        ])
        Accessibility.removeAllPosted()
    }
}
