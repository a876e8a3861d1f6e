import Foundation
import TesseraLayout
import TesseraTerminal

/// A cell's background (Apple's `UIBackgroundConfiguration`): a fill colour, an optional
/// box-drawn border (the terminal's stroke; a corner radius above 0 rounds its corners),
/// and insets. Focus and selection are applied on top by `resolvedStyle(for:theme:)`.
public struct BackgroundConfiguration {
    /// The fill; nil means the appearance's default (none for plain lists).
    public var backgroundColor: Color?
    /// Changes the resolved fill colour, e.g. to react to state.
    public var backgroundColorTransformer: ((Color) -> Color)?
    /// Foreground for content drawn on this background; nil keeps the theme's.
    public var foregroundColor: Color?
    public var strokeColor: Color?
    /// Above 0 draws a border with box-drawing characters.
    public var strokeWidth: CGFloat = 0
    /// Above 0 rounds the border's corners (╭╮╰╯).
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Whether focus and selection restyle this background (the list look); custom
    /// configurations that react to state themselves turn it off.
    public var showsStateHighlight = true
    /// Filled with the theme's grouped-list colour when `backgroundColor` is nil.
    var usesGroupedFill = false

    public init() {}

    public static func clear() -> Self { Self() }
    public static func listPlainCell() -> Self { Self() }
    public static func listCell() -> Self { Self() }
    public static func listGroupedCell() -> Self {
        var c = Self()
        c.usesGroupedFill = true
        return c
    }
    public static func listSidebarCell() -> Self { Self() }
    public static func listAccompaniedSidebarCell() -> Self { Self() }
    public static func listPlainHeaderFooter() -> Self { Self() }
    public static func listGroupedHeaderFooter() -> Self { Self() }
    public static func listSidebarHeader() -> Self { Self() }
    public static func listHeader() -> Self { Self() }
    public static func listFooter() -> Self { Self() }

    /// This configuration for `state`; the default changes nothing (state is applied when
    /// the style is resolved), subclass-free customisation goes through the transformer.
    public func updated(for state: CellConfigurationState) -> Self { self }

    /// The style a cell paints before its content: fill, then focus/selection/highlight.
    public func resolvedStyle(for state: CellConfigurationState, theme: Theme) -> Style {
        var style = Style()
        if let fill = backgroundColor ?? (usesGroupedFill ? theme.groupedBackground.background : nil) {
            style.background = backgroundColorTransformer?(fill) ?? fill
        }
        if let foregroundColor { style.foreground = foregroundColor }
        guard showsStateHighlight else { return style }
        if state.isFocused {
            style = theme.focused
        } else if state.isSelected {
            style.foreground = theme.selected.foreground
            style.attributes.formUnion(theme.selected.attributes)
            if theme.selected.background != .default { style.background = theme.selected.background }
        }
        if state.isHighlighted { style.attributes.insert(.reverse) }
        if state.isDisabled { style.attributes.insert(.dim) }
        return style
    }

    /// Paints the background into `rect` of `buffer` (fill, then border).
    func paint(into buffer: inout ScreenBuffer, in rect: Rect, style: Style) {
        let area = rect.inset(top: cells(backgroundInsets.top), left: cells(backgroundInsets.leading),
                              bottom: cells(backgroundInsets.bottom), right: cells(backgroundInsets.trailing))
        buffer.fill(area, style: style)
        guard strokeWidth > 0, area.width >= 2, area.height >= 2 else { return }
        var border = style
        if let strokeColor { border.foreground = strokeColor }
        let round = cornerRadius > 0
        let (tl, tr, bl, br) = round ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        for x in area.x + 1..<area.maxX - 1 {
            buffer.put("─", at: Point(x: x, y: area.y), style: border)
            buffer.put("─", at: Point(x: x, y: area.maxY - 1), style: border)
        }
        for y in area.y + 1..<area.maxY - 1 {
            buffer.put("│", at: Point(x: area.x, y: y), style: border)
            buffer.put("│", at: Point(x: area.maxX - 1, y: y), style: border)
        }
        buffer.put(Character(tl), at: Point(x: area.x, y: area.y), style: border)
        buffer.put(Character(tr), at: Point(x: area.maxX - 1, y: area.y), style: border)
        buffer.put(Character(bl), at: Point(x: area.x, y: area.maxY - 1), style: border)
        buffer.put(Character(br), at: Point(x: area.maxX - 1, y: area.maxY - 1), style: border)
    }

    /// Cells the border takes on each side (content goes inside it).
    var borderThickness: Int { strokeWidth > 0 ? 1 : 0 }
}
