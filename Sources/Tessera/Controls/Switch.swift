import Foundation
import TesseraTerminal

/// An on/off switch (Apple's `UISwitch`), drawn as the list's toggle accessory is: `━━●` on,
/// `○──` off. Return, Space or a click flips it and sends `.valueChanged` (and
/// `.primaryActionTriggered`); setting ``isOn`` in code sends nothing, as in UIKit.
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay(); onAccessoryChange?() } } }
    /// Set while the switch is a table row's `accessoryView`: the row redraws its toggle.
    var onAccessoryChange: (() -> Void)?
    /// Apple's colour of the on track: accepted, drawn in the theme's accent, which keeps 4.5:1.
    open var onTintColor: Color?
    /// Apple's title, shown by a checkbox-style switch on the Mac: drawn after the switch here.
    open var title: String? { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// How a switch looks, on or off; the list's toggle accessory draws the same.
    nonisolated static func glyphs(isOn: Bool) -> String { isOn ? "━━●" : "○──" }

    /// A switch that is off.
    public override init() { super.init() }

    /// Sets ``isOn`` (Apple's `setOn(_:animated:)`; the switch moves at once).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Flips the switch, then sends `.valueChanged`, `.touchUpInside` and `.primaryActionTriggered`.
    open override func performPrimaryAction() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .touchUpInside, .primaryActionTriggered])
    }

    /// Read as its title, "on" or "off", a toggle button.
    override var accessibilityDefaults: AccessibilitySettings {
        AccessibilitySettings(isElement: true, label: title, value: isOn ? "on" : "off",
                              traits: isEnabled ? [.button, .toggleButton] : [.button, .toggleButton, .notEnabled])
    }

    /// The three columns of the switch, and a space and the title when it has one.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(3 + (title.map { 1 + TextWidth.of($0) } ?? 0)), height: 1)
    }

    /// Space flips the switch.
    open override var keyHints: [KeyHint] { isEnabled ? [KeyHint("␣", isOn ? "turn off" : "turn on")] : [] }

    /// `━━●` in the accent colour when on, `○──` in the secondary colour when off.
    open override func draw(into buffer: inout ScreenBuffer) {
        let text = Self.glyphs(isOn: isOn) + (title.map { " " + $0 } ?? "")
        drawLine(text, style: controlStyle(isOn ? theme.accent : theme.secondaryText), into: &buffer)
    }
}
