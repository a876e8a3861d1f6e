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
/// "Dim" emphasis is drawn in the theme's secondary-text look (a grey readable on the
/// terminal's background, italic where there is none), not faint: faint text falls short of the
/// contrast text needs (`Theme`). Disabled content alone is drawn faint.
///
/// State is applied at drawing time from the state `updated(for:)` records, so updating for one
/// state and then another gives the same result as updating for the second alone: disabled
/// content draws dim, and on a focused or highlighted cell the configured colours (text,
/// secondary text, image tint) yield to the focus style while emphasis and attributed runs stay.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// How the text and secondary text look and break (Apple's
    /// `UIListContentConfiguration.TextProperties`), so `ListContentConfiguration.TextProperties` works.
    public typealias TextProperties = Tessera.TextProperties
    /// How the image glyph looks (Apple's `UIListContentConfiguration.ImageProperties`).
    public typealias ImageProperties = Tessera.ImageProperties

    /// A glyph before the text (an emoji, "★", "📁"); one or two columns.
    public var image: String?
    /// The text; setting it replaces `attributedText` with unstyled text.
    public var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0) } }
    }
    /// The text with styled runs (a search match in the theme's ``Theme/match`` style, say);
    /// ``text`` reads and writes it as plain text.
    public var attributedText: AttributedText?
    /// Text under the text (subtitle cells) or beside it at the trailing edge (value cells);
    /// setting it replaces ``secondaryAttributedText`` with unstyled text.
    public var secondaryText: String? {
        get { secondaryAttributedText?.string }
        set { secondaryAttributedText = newValue.map { AttributedText($0) } }
    }
    /// The secondary text with styled runs; ``secondaryText`` reads and writes it as plain text.
    public var secondaryAttributedText: AttributedText?

    /// The glyph's tint and reserved width.
    public var imageProperties = ImageProperties()
    /// How the text looks and breaks: one line, truncated at the tail, by default.
    public var textProperties = TextProperties()
    /// How the secondary text looks and breaks: one line, truncated at the tail, by default.
    public var secondaryTextProperties = TextProperties(numberOfLines: 1)

    /// Space around the content, in cells (leading/trailing columns, top/bottom rows).
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    /// Text and secondary text on one line (the value-cell look).
    public var prefersSideBySideTextAndSecondaryText = false
    /// Columns between the image's space and the text; 1 by default (rounded to whole columns).
    public var imageToTextPadding: CGFloat = 1
    /// Columns kept between the text and side-by-side secondary text; 2 by default.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 2
    /// Rows between the text and secondary text stacked under it; 0 by default.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Below 1 the content draws dim (the terminal has no partial opacity).
    public var alpha: CGFloat = 1
    /// The state recorded by the last `updated(for:)`; nil until then.
    var state: CellConfigurationState?

    /// The default look, the same as ``cell()``.
    public init() {}

    // MARK: Factories

    /// A row's content: an optional glyph, then one line of text; secondary text, if set,
    /// goes on the line below (Apple's `cell()`).
    public static func cell() -> Self { Self() }

    /// Text with dim secondary text on the line below it (Apple's `subtitleCell()`). The row
    /// needs two lines: give the list an estimated `rowHeight` so it measures them.
    public static func subtitleCell() -> Self {
        var c = Self()
        c.secondaryTextProperties.emphasis = .dim
        return c
    }

    /// Text at the leading side and dim secondary text flush with the trailing edge, on one line
    /// (Apple's `valueCell()`). When both do not fit, the text keeps at least three fifths of
    /// the width (less if it is shorter) and the secondary text gets the rest, truncated.
    public static func valueCell() -> Self {
        var c = Self()
        c.prefersSideBySideTextAndSecondaryText = true
        c.secondaryTextProperties.emphasis = .dim
        return c
    }

    /// A sidebar row: like ``cell()``, with the glyph in the standard theme's accent colour
    /// (Apple's `sidebarCell()`).
    public static func sidebarCell() -> Self {
        var c = Self()
        c.imageProperties.tintColor = sidebarTint
        return c
    }

    /// A sidebar row with a subtitle: like ``subtitleCell()``, with an accent-coloured glyph
    /// (Apple's `sidebarSubtitleCell()`).
    public static func sidebarSubtitleCell() -> Self {
        var c = subtitleCell()
        c.imageProperties.tintColor = sidebarTint
        return c
    }

    /// The standard theme's accent: glyphs in sidebars are tinted, as Apple's are.
    private static let sidebarTint = Theme.standard.accent.foreground

    /// A row of a sidebar shown beside other content (Apple's `accompaniedSidebarCell()`); the
    /// same as ``sidebarCell()`` in a terminal.
    public static func accompaniedSidebarCell() -> Self { sidebarCell() }
    /// The subtitle row of a sidebar shown beside other content (Apple's
    /// `accompaniedSidebarSubtitleCell()`); the same as ``sidebarSubtitleCell()`` in a terminal.
    public static func accompaniedSidebarSubtitleCell() -> Self { sidebarSubtitleCell() }

    /// A section header: bold text (Apple's `header()`).
    public static func header() -> Self {
        var c = Self()
        c.textProperties.emphasis = .bold
        return c
    }

    /// A plain list's section header (Apple's `plainHeader()`); the same as ``header()``.
    public static func plainHeader() -> Self { header() }
    /// A sidebar's section header (Apple's `sidebarHeader()`); the same as ``header()``.
    public static func sidebarHeader() -> Self { header() }

    /// A grouped list's section header: dim, upper-case text (Apple's `groupedHeader()`).
    public static func groupedHeader() -> Self {
        var c = Self()
        c.textProperties.emphasis = .dim
        c.textProperties.transform = .uppercase
        return c
    }

    /// A section footer: dim text that wraps at spaces onto as many lines as it needs (Apple's
    /// `footer()`); a list's footers have estimated heights, so the footer grows to fit.
    public static func footer() -> Self {
        var c = Self()
        c.textProperties.emphasis = .dim
        c.textProperties.numberOfLines = 0
        c.textProperties.lineBreakMode = .byWordWrapping
        return c
    }

    /// A plain list's section footer (Apple's `plainFooter()`); the same as ``footer()``.
    public static func plainFooter() -> Self { footer() }
    /// A grouped list's section footer (Apple's `groupedFooter()`); the same as ``footer()``.
    public static func groupedFooter() -> Self { footer() }

    /// A prominent header for an inset-grouped list: bold text with no leading margin, so it
    /// lines up with the inset rows' edge (Apple's `prominentInsetGroupedHeader()`).
    public static func prominentInsetGroupedHeader() -> Self {
        var c = header()
        c.directionalLayoutMargins.leading = 0
        return c
    }

    /// An extra-prominent header for an inset-grouped list: bold, underlined text with no leading
    /// margin (Apple's `extraProminentInsetGroupedHeader()`).
    public static func extraProminentInsetGroupedHeader() -> Self {
        var c = prominentInsetGroupedHeader()
        c.textProperties.emphasis = [.bold, .underline]
        return c
    }

    // MARK: ContentConfiguration

    /// A ``ListContentView`` showing this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// This configuration with `state` recorded; the state is applied when it is drawn (dim
    /// when disabled, colours yielding to the focus style on a focused or highlighted cell).
    /// A state that is not a cell's records a plain one.
    public func updated(for state: ConfigurationState) -> Self {
        var c = self
        c.state = state as? CellConfigurationState ?? CellConfigurationState()
        return c
    }

    /// Whether configured colours give way to the focus style.
    var yieldsColorsToFocus: Bool { state.map { $0.isFocused || $0.isHighlighted } ?? false }
    var drawsDim: Bool { alpha < 1 || state?.isDisabled == true }
}
