import Foundation
import TesseraLayout
import TesseraTerminal

// UIKit names that a port reaches for and that have no terminal meaning, or a different Tessera
// spelling. Each is declared unavailable, so the compiler answers a ported line with what to
// write instead rather than "has no member". Nothing here can be called: the bodies only make
// the declarations complete. "Porting from UIKit" lists them; a test compiles a use of each and
// checks its message. Keep each message one sentence that names the Tessera spelling.

// MARK: Views

extension View {
    /// Unavailable: a view draws its own cells; see the message.
    @available(*, unavailable, message: "a terminal view has no fill of its own: draw with a Style in draw(into:), give a cell a backgroundConfiguration, or change the window's Theme")
    public var backgroundColor: Color? { get { nil } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "views take their colours from the window's Theme (theme.accent); a list row's image tint is imageProperties.tintColor")
    public var tintColor: Color? { get { nil } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "a terminal cell is opaque: hide a view with isHidden, or dim its text with TextAttributes.dim (a list row's content has alpha)")
    public var alpha: CGFloat { get { 1 } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there are no layers: a cell's border and corners are its backgroundConfiguration's strokeWidth and cornerRadius")
    public var layer: UnavailableLayer { get { fatalError() } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there is no Auto Layout: set subviews' frames in layoutSubviews(), or arrange them in a StackView; delete this line")
    public var translatesAutoresizingMaskIntoConstraints: Bool { get { false } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "a view takes keys by overriding handle(_:) and focus by canBecomeFocused; to ignore input, return false from handle(_:)")
    public var isUserInteractionEnabled: Bool { get { true } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "views always draw clipped to their frame; delete this line")
    public var clipsToBounds: Bool { get { true } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there are no view animation blocks: apply(_:animatingDifferences: true) animates a collection's changes; other changes show on the next frame")
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {}

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there are no view animation blocks: apply(_:animatingDifferences:completion:) animates a collection's changes and calls back when done")
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {}
}

/// Unavailable: UIKit's `CALayer` as a view's `layer`; a terminal view has none.
@available(*, unavailable, message: "there are no layers: a cell's border and corners are its backgroundConfiguration's strokeWidth and cornerRadius")
public struct UnavailableLayer {
    /// Unavailable.
    public var cornerRadius: CGFloat
    /// Unavailable.
    public var borderWidth: CGFloat
    /// Unavailable.
    public var masksToBounds: Bool
}

/// Unavailable: UIKit's `NSLayoutConstraint`.
@available(*, unavailable, message: "there is no Auto Layout: set subviews' frames in layoutSubviews(), or arrange them in a StackView")
public enum LayoutConstraint {
    /// Unavailable.
    public static func activate(_ constraints: [Any]) {}
}

/// Unavailable: UIKit's `UIImageView`.
@available(*, unavailable, message: "an image is a glyph: set a ListContentConfiguration's image (\"★\"), or draw the glyph in draw(into:)")
public final class ImageView {
    /// Unavailable.
    public init(image: Image?) {}
}

// MARK: Scrolling

extension CollectionView {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "a collection view scrolls to keep the focused item visible; delete this line (size the view to its content to keep it still)")
    public var isScrollEnabled: Bool { get { true } set {} }

    /// UIKit's `UIScrollView.KeyboardDismissMode`, unavailable with ``keyboardDismissMode``.
    @available(*, unavailable, message: "there is no on-screen keyboard: Esc leaves a SearchField; delete this line")
    public enum KeyboardDismissMode {
        /// Unavailable.
        case none, onDrag, interactive
    }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there is no on-screen keyboard: Esc leaves a SearchField; delete this line")
    public var keyboardDismissMode: KeyboardDismissMode { get { fatalError() } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "a terminal collection view shows no scroll indicator; delete this line")
    public var showsVerticalScrollIndicator: Bool { get { false } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "a terminal collection view shows no scroll indicator; delete this line")
    public var showsHorizontalScrollIndicator: Bool { get { false } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "the main axis does not bounce; an orthogonal section's bounce is orthogonalScrollingProperties.bounce")
    public var alwaysBounceVertical: Bool { get { false } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "paging is per section: set the section's orthogonalScrollingBehavior to .paging or .groupPaging")
    public var isPagingEnabled: Bool { get { false } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there is no pull to refresh: handle a key (override handle(_:), or Application's key commands) and apply a new snapshot")
    public var refreshControl: View? { get { nil } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there are no safe areas to adjust for: content insets are the layout's (section contentInsets); delete this line")
    public var contentInsetAdjustmentBehavior: Int { get { 0 } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "the collection view draws the window Theme's background; set contentUnavailableConfiguration for an empty state")
    public var backgroundView: View? { get { nil } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "reorder with Shift-↑/↓ in edit mode: set the data source's reorderingHandlers (canReorderItem, didReorder)")
    public var dragInteractionEnabled: Bool { get { false } set {} }
}

// MARK: Cells

extension CollectionReusableView {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "set backgroundConfiguration (BackgroundConfiguration.backgroundColor), or draw in draw(into:in:theme:)")
    public var backgroundColor: Color? { get { nil } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "there are no layers: a cell's border and corners are its backgroundConfiguration's strokeWidth and cornerRadius")
    public var layer: UnavailableLayer { get { fatalError() } set {} }
}

extension CollectionViewCell {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "a selected cell's look follows its state: adjust backgroundConfiguration in configurationUpdateHandler (state.isSelected)")
    public var selectedBackgroundView: View? { get { nil } set {} }
}

// MARK: Text and images

/// Unavailable: UIKit's `UIFont`.
@available(*, unavailable, message: "a terminal has one font: emphasis is TextAttributes (textProperties.emphasis = [.bold]); the header and title styles come from the Theme")
public struct Font {
    /// UIKit's `UIFont.TextStyle`.
    public enum TextStyle {
        /// Unavailable.
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }
    /// Unavailable.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font { fatalError() }
    /// Unavailable.
    public static func systemFont(ofSize size: CGFloat) -> Font { fatalError() }
    /// Unavailable.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { fatalError() }
}

extension TextProperties {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "a terminal has one font: use textProperties.emphasis (TextAttributes: .bold, .italic, .underline, .dim)")
    public var font: Font { get { fatalError() } set {} }

    /// Unavailable: see the message.
    @available(*, unavailable, message: "terminal text has one size, the terminal's; delete this line")
    public var adjustsFontForContentSizeCategory: Bool { get { false } set {} }
}

/// Unavailable: UIKit's `UIImage`. A name for `String`, the type of a Tessera image (a glyph), so
/// `content.image = Image(systemName: "star")` and `ImageView(image: Image(named: "x"))` type-check
/// far enough to report the message rather than a type mismatch.
@available(*, unavailable, message: "an image is a glyph String: content.image = \"★\" (an emoji or symbol one or two columns wide), not an SF Symbol")
public typealias Image = String

extension String {
    /// Unavailable: UIKit's `UIImage(systemName:)`; see ``Image``.
    @available(*, unavailable, message: "an image is a glyph String: content.image = \"★\" (an emoji or symbol one or two columns wide), not an SF Symbol")
    public init(systemName: String) { fatalError() }

    /// Unavailable: UIKit's `UIImage(named:)`; see ``Image``.
    @available(*, unavailable, message: "an image is a glyph String: content.image = \"★\" (an emoji or symbol one or two columns wide), not an SF Symbol")
    public init?(named name: String) { fatalError() }
}

extension ImageProperties {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "an image is a glyph, one or two columns wide: there is no symbol configuration; delete this line")
    public var preferredSymbolConfiguration: Any? { get { nil } set {} }
}

// MARK: Colours

// UIKit's semantic and system colours are in TesseraTerminal, beside `Color` itself
// (Screen/Color+UIKitFixIts.swift): an extension of another module's type whose members are
// all unavailable would leave DocC an empty extension page for that module.
