import TesseraTerminal

// UIKit's accessibility properties on cells, headers and footers. Where the app sets nothing, a
// cell is read from what it shows: a list content configuration's text and secondary text, its
// accessories' state (collapsed, on), its selection; a header or footer is a heading.
// (Declared in an extension, these cannot be overridden: set them instead, as most apps do.)
extension CollectionReusableView {
    /// Whether a screen reader reads this view as one element. Default: true for cells, headers
    /// and footers that show text.
    public var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? (accessibilityLabel != nil) }
        set { accessibilitySettings.isElement = newValue }
    }
    /// What the view is called. Default: its list content's text and secondary text.
    public var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? contentWords }
        set { accessibilitySettings.label = newValue }
    }
    /// Its state in words. Default: what its accessories show ("collapsed", "on", a label's text).
    public var accessibilityValue: String? {
        get { accessibilitySettings.value ?? accessoryWords }
        set { accessibilitySettings.value = newValue }
    }
    /// What acting on it does.
    public var accessibilityHint: String? {
        get { accessibilitySettings.hint }
        set { accessibilitySettings.hint = newValue }
    }
    /// What sort of element it is. Default: `.selected` for a selected cell, `.header` for a
    /// supplementary view.
    public var accessibilityTraits: AccessibilityTraits {
        get {
            if let traits = accessibilitySettings.traits { return traits }
            if let cell = self as? CollectionViewCell { return cell.isSelected ? .selected : .none }
            return .header
        }
        set { accessibilitySettings.traits = newValue }
    }
    /// A name for tests and automation, never read aloud.
    public var accessibilityIdentifier: String? {
        get { accessibilitySettings.identifier }
        set { accessibilitySettings.identifier = newValue }
    }

    /// The element as a screen reader says it: label, value, traits and hint, comma-separated
    /// ("Asia, collapsed, selected"); nil for a view that is not an element.
    public var accessibilitySummary: String? {
        guard isAccessibilityElement else { return nil }
        return Accessibility.summary(label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits, hint: accessibilityHint)
    }

    /// The list content's text and secondary text, comma-separated.
    private var contentWords: String? {
        guard let content = (self as? CollectionViewCell)?.contentConfiguration as? ListContentConfiguration else { return nil }
        let parts = [content.text, content.secondaryText].compactMap { $0?.isEmpty == false ? $0 : nil }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What a list cell's accessories show, in words.
    private var accessoryWords: String? {
        guard let list = self as? CollectionViewListCell else { return nil }
        var parts: [String] = []
        for accessory in list.accessories where !accessory.options.isHidden {
            switch accessory.kind {
            case .outlineDisclosure: parts.append(list.configurationState.isExpanded ? "expanded" : "collapsed")
            case .toggle(let isOn, _): parts.append(isOn ? "on" : "off")
            case .label(let text): parts.append(text)
            default: break
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
