import Foundation

/// How much room there is along one axis, in broad terms (Apple's `UIUserInterfaceSizeClass`).
/// Layouts branch on it rather than on exact sizes, as on iOS:
/// `environment.traitCollection.horizontalSizeClass == .compact ? 1 : 3` columns.
///
/// In a terminal the size is counted in cells. The thresholds (`regularWidthMinimum`,
/// `regularHeightMinimum`) are chosen so that the terminals people actually run sort the way
/// iOS devices do: the classic 80 × 24 terminal is compact wide (an iPhone held upright), a
/// 120- or 132-column window is regular wide (an iPad), and a short pane is compact tall (an
/// iPhone on its side).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    /// Not known yet: the layout has no size (the collection view was not given a frame).
    case unspecified = 0
    /// Room for one column of content across, or a few rows down.
    case compact = 1
    /// Room for content beside content (a sidebar and a readable column), or a screenful of rows.
    case regular = 2

    /// The narrowest width, in columns, that is `.regular`. 80 columns (the default terminal,
    /// a tmux pane half of a laptop screen) is one readable line and nothing beside it, so it
    /// is compact; 100 columns holds that 80-column line plus a 20-column sidebar, which is
    /// what a regular width buys on iOS. It is also where the examples switch to their wide
    /// layouts.
    public static let regularWidthMinimum: CGFloat = 100

    /// The shortest height, in rows, that is `.regular`. Cells are about twice as tall as
    /// wide, so a row is a large step: the classic 24-row terminal shows a screenful of list
    /// rows and is regular, while a pane under 20 rows (a horizontal split of that terminal,
    /// a strip at the bottom of an editor) holds little more than a dozen rows once headers
    /// and a hint bar are drawn, the position of an iPhone on its side.
    public static let regularHeightMinimum: CGFloat = 20

    /// The class of a width of `columns` cells; `.unspecified` when there is no width yet.
    public static func horizontal(forColumns columns: CGFloat) -> UserInterfaceSizeClass {
        guard columns.isFinite, columns > 0 else { return .unspecified }
        return columns >= regularWidthMinimum ? .regular : .compact
    }

    /// The class of a height of `rows` cells; `.unspecified` when there is no height yet.
    public static func vertical(forRows rows: CGFloat) -> UserInterfaceSizeClass {
        guard rows.isFinite, rows > 0 else { return .unspecified }
        return rows >= regularHeightMinimum ? .regular : .compact
    }
}
