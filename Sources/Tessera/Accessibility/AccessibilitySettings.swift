/// What an app set of a view's accessibility properties; nil where it set nothing, so the
/// view's own default (a label's text, a button's title) shows through.
struct AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var identifier: String?
    var elementsHidden = false
    /// The elements a container lists (Apple's `accessibilityElements`): views and
    /// `AccessibilityElement`s.
    var elements: [Any]?
}
