// The layouts of "Implementing Modern Collection Views", in terminal cells.
//
// Each example is a public builder the demos show and the layout tests check (golden pictures),
// so the two never drift apart. Points become cells by one rule, written down in
// Sources/TesseraLayout/README.md: about 8 points to a column and 16 to a row; a row of text
// (UIKit's 44-point list row) is one row.
import Foundation
import TesseraLayout

/// Namespace for the example layouts and the element kinds they use.
public enum ExampleLayouts {
    /// Badges on Item Badges' tiles.
    public static let badgeElementKind = "badge-element-kind"
    /// Section backgrounds in Section Background Decoration.
    public static let sectionBackgroundElementKind = "section-background-element-kind"
    /// Titles over Conference Videos' rows.
    public static let titleElementKind = "title-element-kind"
    /// Headers of Orthogonal Section Behaviors.
    public static let behaviorHeaderElementKind = "header-element-kind"

    /// A width above this many columns counts as wide (UIKit's samples test 800 points).
    public static let wideWidth: CGFloat = 100

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// An item filling its group's slot.
    static var fillingItem: CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    }

    /// The gutter 5 points of inset give tiles: a column on each side and a row below, which
    /// reads as even spacing because a row is about two columns tall.
    static let tileGutter = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
}
