import Foundation
import TesseraLayout
import TesseraTerminal

/// The standard content of a list row or header (Apple's `UIListContentConfiguration`):
/// an image glyph, text and secondary text, laid out in cells.
///
/// | factory | look |
/// |---|---|
/// | `cell()` | `[glyph] text` |
/// | `subtitleCell()` | text, secondary text on the line below (dim) |
/// | `valueCell()` | text on the left, secondary text right-aligned (dim) |
/// | `sidebarCell()`, `sidebarSubtitleCell()` | like cell/subtitle, accent-coloured glyph |
/// | `header()`, `plainHeader()`, `sidebarHeader()` | bold text |
/// | `groupedHeader()` | dim, upper-case text |
/// | `footer()`, `plainFooter()`, `groupedFooter()` | dim text that wraps onto as many lines as it needs |
/// | `prominentInsetGroupedHeader()`, `extraProminentInsetGroupedHeader()` | bold (and underlined), no leading margin |
///
/// State is applied at drawing time from the state `updated(for:)` records, so updating for one
/// state and then another gives the same result as updating for the second alone: disabled
/// content draws dim, and on a focused or highlighted cell the configured colours (text,
/// secondary text, image tint) yield to the focus style while emphasis and attributed runs stay.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    public typealias TextProperties = Tessera.TextProperties
    public typealias ImageProperties = Tessera.ImageProperties

    /// A glyph before the text (an emoji, "★", "📁"); one or two columns.
    public var image: String?
    /// The text; setting it replaces `attributedText` with unstyled text.
    public var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0) } }
    }
    public var attributedText: AttributedText?
    public var secondaryText: String? {
        get { secondaryAttributedText?.string }
        set { secondaryAttributedText = newValue.map { AttributedText($0) } }
    }
    public var secondaryAttributedText: AttributedText?

    public var imageProperties = ImageProperties()
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties(numberOfLines: 1)

    /// Space around the content, in cells (leading/trailing columns, top/bottom rows).
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    /// Text and secondary text on one line (the value-cell look).
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 1
    public var textToSecondaryTextHorizontalPadding: CGFloat = 2
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Below 1 the content draws dim (the terminal has no partial opacity).
    public var alpha: CGFloat = 1
    /// The state recorded by the last `updated(for:)`; nil until then.
    var state: CellConfigurationState?

    public init() {}

    // MARK: Factories

    public static func cell() -> Self { Self() }

    public static func subtitleCell() -> Self {
        var c = Self()
        c.secondaryTextProperties.emphasis = .dim
        return c
    }

    public static func valueCell() -> Self {
        var c = Self()
        c.prefersSideBySideTextAndSecondaryText = true
        c.secondaryTextProperties.emphasis = .dim
        return c
    }

    public static func sidebarCell() -> Self {
        var c = Self()
        c.imageProperties.tintColor = sidebarTint
        return c
    }

    public static func sidebarSubtitleCell() -> Self {
        var c = subtitleCell()
        c.imageProperties.tintColor = sidebarTint
        return c
    }

    /// The standard theme's accent: glyphs in sidebars are tinted, as Apple's are.
    private static let sidebarTint = Theme.standard.accent.foreground

    public static func accompaniedSidebarCell() -> Self { sidebarCell() }
    public static func accompaniedSidebarSubtitleCell() -> Self { sidebarSubtitleCell() }

    public static func header() -> Self {
        var c = Self()
        c.textProperties.emphasis = .bold
        return c
    }

    public static func plainHeader() -> Self { header() }
    public static func sidebarHeader() -> Self { header() }

    public static func groupedHeader() -> Self {
        var c = Self()
        c.textProperties.emphasis = .dim
        c.textProperties.transform = .uppercase
        return c
    }

    public static func footer() -> Self {
        var c = Self()
        c.textProperties.emphasis = .dim
        c.textProperties.numberOfLines = 0
        c.textProperties.lineBreakMode = .byWordWrapping
        return c
    }

    public static func plainFooter() -> Self { footer() }
    public static func groupedFooter() -> Self { footer() }

    public static func prominentInsetGroupedHeader() -> Self {
        var c = header()
        c.directionalLayoutMargins.leading = 0
        return c
    }

    public static func extraProminentInsetGroupedHeader() -> Self {
        var c = prominentInsetGroupedHeader()
        c.textProperties.emphasis = [.bold, .underline]
        return c
    }

    // MARK: ContentConfiguration

    public func makeContentView() -> any ContentView { ListContentView(configuration: self) }

    public func updated(for state: CellConfigurationState) -> Self {
        var c = self
        c.state = state
        return c
    }

    /// Whether configured colours give way to the focus style.
    var yieldsColorsToFocus: Bool { state.map { $0.isFocused || $0.isHighlighted } ?? false }
    var drawsDim: Bool { alpha < 1 || state?.isDisabled == true }
}
