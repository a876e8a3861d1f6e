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
/// | `header()`, `plainHeader()` | bold text |
/// | `groupedHeader()`, `footer()`, `groupedFooter()` | dim, upper-case header / plain footer |
/// | `prominentInsetGroupedHeader()`, `extraProminentInsetGroupedHeader()` | bold (and underlined) |
public struct ListContentConfiguration: ContentConfiguration {
    public var image: String?
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
        c.imageProperties.tintColor = .palette(75)
        return c
    }

    public static func sidebarSubtitleCell() -> Self {
        var c = subtitleCell()
        c.imageProperties.tintColor = .palette(75)
        return c
    }

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
        if state.isDisabled { c.alpha = min(c.alpha, 0.5) }
        return c
    }
}
