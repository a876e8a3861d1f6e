import TesseraTerminal

/// Apple's `UIAccessibilityElement`: something a screen reader reads that is not a view of its
/// own (a region a custom view draws, a row of a hand-drawn table). List elements in a view's
/// ``View/accessibilityElements``; the accessible mode reads a focused container that is not
/// an element itself as its elements' summaries, in order.
@MainActor
open class AccessibilityElement {
    /// The view (or element) holding this one (Apple's `accessibilityContainer`).
    public weak var accessibilityContainer: AnyObject?
    /// Whether a screen reader reads it; true by default, as elements exist to be read.
    open var isAccessibilityElement = true
    /// What it is called.
    open var accessibilityLabel: String?
    /// Its state in words.
    open var accessibilityValue: String?
    /// What acting on it does.
    open var accessibilityHint: String?
    /// What sort of element it is.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// A name for tests and automation, never read aloud.
    open var accessibilityIdentifier: String?
    /// Where it is in its container, in the container's cells (Apple's
    /// `accessibilityFrameInContainerSpace`).
    open var accessibilityFrameInContainerSpace: CellRect = .zero

    /// An element inside `container` (a view, usually).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// The element as a screen reader says it: label, value, traits and hint, comma-separated;
    /// nil when it is not an element or says nothing.
    public var accessibilitySummary: String? {
        guard isAccessibilityElement else { return nil }
        return Accessibility.summary(label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits, hint: accessibilityHint)
    }
}
