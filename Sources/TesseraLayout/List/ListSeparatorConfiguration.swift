import Foundation

/// How a list row's separators look: whether the top and bottom ones show, and their insets in
/// columns. A separator is drawn over the row's own first or last line (see
/// `CollectionLayoutElementKind.separator`).
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows (Apple's `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Hashable, Sendable {
        /// Bottom separators show on every row but the last of a section; top ones never.
        case automatic
        /// Shows, even on the last row of a section.
        case visible
        /// Never shows.
        case hidden
    }

    /// Stands for "pick the appearance's inset".
    public static let automaticInsets = DirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                              bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether a separator is drawn over the row's first line; `.automatic` (no) by default.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether a separator is drawn over the row's last line; `.automatic` (every row but a
    /// section's last) by default.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Leading and trailing are used; top and bottom are ignored (a separator is one row).
    public var topSeparatorInsets: DirectionalEdgeInsets = automaticInsets
    /// The bottom separator's leading and trailing insets in columns (top and bottom are ignored);
    /// ``automaticInsets`` by default, 1 column on the leading side.
    public var bottomSeparatorInsets: DirectionalEdgeInsets = automaticInsets
    /// The separator's colour name, in UIKit. Kept for UIKit compatibility: the collection view
    /// draws separators in its theme's separator colour and does not read this.
    public var color: String?
    /// The separator colour while several rows are selected, in UIKit. Kept for UIKit compatibility:
    /// the collection view does not read it.
    public var multipleSelectionColor: String?

    /// UIKit's initialiser. In cells every appearance starts from the same separators
    /// (automatic visibility and insets); the appearance is taken for UIKit compatibility.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}

    /// The leading and trailing columns a separator leaves free inside its row, with
    /// `automaticInsets` replaced by the appearance's: one column on the leading side, so the
    /// line starts under the text rather than the row's edge.
    func resolvedInsets(_ insets: DirectionalEdgeInsets) -> (leading: Int, trailing: Int) {
        let automatic = insets == Self.automaticInsets
        let leading = automatic ? 1 : insets.leading
        let trailing = automatic ? 0 : insets.trailing
        return (CellRounding.cells(leading), CellRounding.cells(trailing))
    }
}
