import Foundation

/// How a list row's separators look: whether the top and bottom ones show, and their insets in
/// columns. A separator is drawn over the row's own first or last line (see
/// `CollectionLayoutElementKind.separator`).
public struct ListSeparatorConfiguration: Hashable, Sendable {
    public enum Visibility: Hashable, Sendable {
        /// Bottom separators show on every row but the last of a section; top ones never.
        case automatic
        case visible
        case hidden
    }

    /// Stands for "pick the appearance's inset".
    public static let automaticInsets = DirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                              bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Leading and trailing are used; top and bottom are ignored (a separator is one row).
    public var topSeparatorInsets: DirectionalEdgeInsets = automaticInsets
    public var bottomSeparatorInsets: DirectionalEdgeInsets = automaticInsets
    /// A colour name the view understands; nil is the appearance's separator colour.
    public var color: String?
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
