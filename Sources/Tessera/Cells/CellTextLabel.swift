import Foundation

/// The label a table row or header hands out as `textLabel`/`detailTextLabel` (UIKit's way
/// before content configurations): it is not drawn itself; setting its text, alignment or
/// colour rebuilds its cell's content configuration, which draws it.
final class CellTextLabel: Label {
    /// Called when the text changes.
    var onChange: (() -> Void)?

    override var text: String? { didSet { onChange?() } }
    override var attributedText: AttributedText? { didSet { onChange?() } }
    override var textAlignment: TextAlignment { didSet { onChange?() } }
    override var textColor: Color? { didSet { onChange?() } }

    /// The label's alignment and colour as a content configuration's text properties.
    func apply(to properties: inout TextProperties) {
        properties.alignment = switch textAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: .trailing
        }
        if let textColor { properties.color = textColor }
    }
}
