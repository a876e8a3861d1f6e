import Foundation
import TesseraLayout
import TesseraTerminal

/// A cell's background (Apple's `UIBackgroundConfiguration`): a fill colour, an optional
/// box-drawn border (the terminal's stroke; a corner radius above 0 rounds its corners), and
/// insets. The cell's state is applied on top when the style is resolved
/// (`resolvedStyle(for:theme:)`), with the theme's styles, which stay visible in monochrome:
///
/// - highlighted (pressed) replaces the fill with `theme.highlighted`; else focused with `theme.focused`;
/// - selected adds `theme.selected`: its colours on an unfocused cell, only its attributes on a
///   focused or highlighted one, so "focused and selected" differs from "focused";
/// - disabled adds dim.
public struct BackgroundConfiguration: Equatable {
    /// The fill; nil means the appearance's default (none for plain lists).
    public var backgroundColor: Color?
    /// Changes the resolved fill colour, e.g. to react to state.
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// Foreground for content drawn on this background; nil keeps the terminal's (Tessera's
    /// addition: a terminal cell's text colour belongs to the cell).
    public var foregroundColor: Color?
    /// The border's colour; nil uses the content's foreground (focus and selection colours included).
    public var strokeColor: Color?
    /// Changes the resolved border colour, as ``backgroundColorTransformer`` does the fill.
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// Above 0 draws a one-cell border with box-drawing characters (on areas at least 2×2).
    public var strokeWidth: CGFloat = 0
    /// Above 0 rounds the border's corners (╭╮╰╯).
    public var cornerRadius: CGFloat = 0
    /// Shrinks the painted background (fill and border) inside the cell; the content is inset
    /// only by the border.
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Whether focus, selection, highlight and disabled restyle this background (the list
    /// look); custom configurations that react to state themselves turn it off.
    public var showsStateHighlight = true
    /// Filled with the theme's grouped-list colour when `backgroundColor` is nil.
    var usesGroupedFill = false

    /// A configuration that paints nothing: no fill, no border, no insets, state highlight on.
    public init() {}

    /// No fill and no border (Apple's `clear()`); focus and selection still restyle the cell.
    public static func clear() -> Self { Self() }
    /// The background of a row in a plain list (Apple's `listPlainCell()`): no fill of its own,
    /// so the terminal's background shows; focus and selection restyle it.
    public static func listPlainCell() -> Self { Self() }
    /// The background of a list row (Apple's iOS 18 `listCell()`); the same as
    /// ``listPlainCell()`` in a terminal.
    public static func listCell() -> Self { Self() }
    /// The background of a row in a grouped or inset-grouped list (Apple's `listGroupedCell()`):
    /// filled with the theme's ``Theme/groupedBackground`` unless ``backgroundColor`` is set.
    public static func listGroupedCell() -> Self {
        var c = Self()
        c.usesGroupedFill = true
        return c
    }
    /// The background of a sidebar row (Apple's `listSidebarCell()`); the same as
    /// ``listPlainCell()`` in a terminal.
    public static func listSidebarCell() -> Self { Self() }
    /// The background of a row in a sidebar shown beside other content (Apple's
    /// `listAccompaniedSidebarCell()`); the same as ``listPlainCell()`` in a terminal.
    public static func listAccompaniedSidebarCell() -> Self { Self() }
    /// The background of a plain list's header or footer (Apple's `listPlainHeaderFooter()`):
    /// no fill of its own.
    public static func listPlainHeaderFooter() -> Self { Self() }
    /// The background of a grouped list's header or footer (Apple's
    /// `listGroupedHeaderFooter()`): no fill of its own, so titles sit on the list's background.
    public static func listGroupedHeaderFooter() -> Self { Self() }
    /// The background of a sidebar's section header (Apple's `listSidebarHeader()`): no fill of
    /// its own.
    public static func listSidebarHeader() -> Self { Self() }
    /// The background of a list header (Apple's iOS 18 `listHeader()`): no fill of its own.
    public static func listHeader() -> Self { Self() }
    /// The background of a list footer (Apple's iOS 18 `listFooter()`): no fill of its own.
    public static func listFooter() -> Self { Self() }

    /// This configuration for `state`. State is applied when the style is resolved, so this
    /// changes nothing; react to state with the transformers or a `configurationUpdateHandler`.
    public func updated(for state: ConfigurationState) -> Self { self }

    /// The fill colour: `backgroundColor`, or `tintColor` when it is nil, through the transformer.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let fill = backgroundColor ?? tintColor
        return backgroundColorTransformer?(fill) ?? fill
    }

    /// The border colour: `strokeColor`, or `tintColor` when it is nil, through the transformer.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let stroke = strokeColor ?? tintColor
        return strokeColorTransformer?(stroke) ?? stroke
    }

    /// The style a cell paints before its content: fill, then the state (see the type's notes).
    public func resolvedStyle(for state: CellConfigurationState, theme: Theme) -> Style {
        var style = Style()
        if let fill = backgroundColor ?? (usesGroupedFill ? theme.groupedBackground.background : nil) {
            style.background = backgroundColorTransformer?(fill) ?? fill
            // The theme's fill comes with its text colour: never the terminal's default on it.
            if backgroundColor == nil { style.foreground = theme.groupedBackground.foreground }
        }
        if let foregroundColor { style.foreground = foregroundColor }
        guard showsStateHighlight else { return style }
        let onFocusStyle = state.isHighlighted || state.isFocused
        if state.isHighlighted {
            style = theme.highlighted
        } else if state.isFocused {
            style = theme.focused
        }
        if state.isSelected {
            if !onFocusStyle {
                if theme.selected.foreground != .default { style.foreground = theme.selected.foreground }
                if theme.selected.background != .default { style.background = theme.selected.background }
            }
            style.attributes.formUnion(theme.selected.attributes)
        }
        if state.isDisabled { style.attributes.insert(.dim) }
        return style
    }

    /// The area the background paints in a cell occupying `rect`.
    func paintedRect(in rect: CellRect) -> CellRect { backgroundInsets.inset(rect) }

    /// Whether a border is drawn in a cell occupying `rect`.
    func drawsBorder(in rect: CellRect) -> Bool {
        let area = paintedRect(in: rect)
        return strokeWidth > 0 && area.width >= 2 && area.height >= 2
    }

    /// Where the content goes in a cell occupying `rect`: inside the border when there is one.
    func contentRect(in rect: CellRect) -> CellRect {
        guard drawsBorder(in: rect) else { return rect }
        return paintedRect(in: rect).inset(top: 1, left: 1, bottom: 1, right: 1)
    }

    /// Columns (and rows) the border takes on each side of the content, for measuring.
    var borderThickness: Int { strokeWidth > 0 ? 1 : 0 }

    /// Paints the background into `rect` of `buffer`: the fill, then the border.
    func paint(into buffer: inout ScreenBuffer, in rect: CellRect, style: Style) {
        let area = paintedRect(in: rect)
        buffer.fill(area, style: style)
        guard drawsBorder(in: rect) else { return }
        var border = style
        border.foreground = resolvedStrokeColor(for: style.foreground)
        buffer.drawBox(area, style: border, corners: cornerRadius > 0 ? .rounded : .square)
    }
}
