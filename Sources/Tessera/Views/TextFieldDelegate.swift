import Foundation

/// What a ``TextField`` asks and tells as it is edited (Apple's `UITextFieldDelegate`). Every
/// method has a default, so a delegate implements only what it needs.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Editing began: the field took keyboard focus.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Editing ended: focus left the field.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether an edit may happen. `range` is in UTF-16 code units of the text before the edit,
    /// as in UIKit, so `Range(range, in: textField.text ?? "")` and
    /// `(text as NSString).replacingCharacters(in:with:)` work as they do there. `string` is what
    /// would go in: typed, pasted (one call for the whole paste) or empty for a deletion, already
    /// on one line and cut to the field's room. Return false to refuse it; the text stays.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Enter was pressed. Return false to ignore it; true (the default) lets the field send its
    /// `.primaryActionTriggered` actions, or pass Enter on (to an alert, which chooses its
    /// preferred action).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Allows every edit.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Allows Enter.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
