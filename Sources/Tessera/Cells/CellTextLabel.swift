import Foundation

/// The label a table row or header hands out as `textLabel`/`detailTextLabel` (UIKit's way
/// before content configurations): it is not drawn itself; setting its text rebuilds its cell's
/// content configuration, which draws it.
final class CellTextLabel: Label {
    /// Called when the text changes.
    var onChange: (() -> Void)?

    override var text: String? { didSet { onChange?() } }
    override var attributedText: AttributedText? { didSet { onChange?() } }
}
