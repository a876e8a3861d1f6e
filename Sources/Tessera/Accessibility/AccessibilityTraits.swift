/// What an accessibility element is and how it behaves (Apple's `UIAccessibilityTraits`), read
/// out after its label: "Save, button", "Wi-Fi, on, toggle button".
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// The traits with `rawValue`'s bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = AccessibilityTraits([])
    /// Acts when activated.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently chosen (a checked row, the chosen segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the screen when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Disabled: it does not respond.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Changes often (a progress bar, a clock): read less eagerly.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Its value goes up and down (a slider, a segmented choice with ← →).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct input.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A heading: a section header, a screen title.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// A button that turns something on and off (iOS 17).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// Supports zooming.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)

    /// The traits in words, in the order a screen reader reads them ("button, selected").
    public var spoken: [String] {
        let names: [(AccessibilityTraits, String)] = [
            (.header, "heading"), (.toggleButton, "toggle button"), (.button, "button"), (.link, "link"),
            (.searchField, "search field"), (.adjustable, "adjustable"), (.image, "image"), (.tabBar, "tab bar"),
            (.selected, "selected"), (.notEnabled, "dimmed"),
        ]
        return names.compactMap { contains($0.0) && !($0.0 == .button && contains(.toggleButton)) ? $0.1 : nil }
    }
}
