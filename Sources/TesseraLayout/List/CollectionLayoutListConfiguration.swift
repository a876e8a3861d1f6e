import Foundation

/// A list: one full-width row per item, in one of UIKit's appearances, with optional headers,
/// footers, separators and swipe actions. How each appearance looks in cells is written down
/// in `Sources/TesseraLayout/README.md`.
public struct CollectionLayoutListConfiguration {
    /// UIKit's list styles (`UICollectionLayoutListConfiguration.Appearance`), in cells: blank rows
    /// above sections, side insets, separators and header pinning differ (see the README's table).
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// `plain`: edge to edge, separators, pinned headers. `grouped`: a blank row above each section.
        /// `insetGrouped`: also 2 columns in on each side. `sidebar`: a blank row, 1 column in, no
        /// separators. `sidebarPlain`: edge to edge, no separators.
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Whether the list's sections have headers, and how (Apple's `HeaderMode`).
    public enum HeaderMode: Hashable, Sendable {
        /// No header; the default.
        case none
        /// A header supplementary of kind `CollectionLayoutElementKind.sectionHeader`.
        case supplementary
        /// The section's first item is its header (the mode for expandable sections).
        case firstItemInSection
    }

    /// Whether the list's sections have footers (Apple's `FooterMode`).
    public enum FooterMode: Hashable, Sendable {
        /// No footer; the default.
        case none
        /// A footer supplementary of kind `CollectionLayoutElementKind.sectionFooter`.
        case supplementary
    }

    /// The list's style, given at creation.
    public var appearance: Appearance
    /// Whether rows show separators. When false, `separatorConfiguration` has no effect.
    /// Sidebars start without them.
    public var showsSeparators: Bool
    /// Every row's separators (visibility, insets), before ``itemSeparatorHandler`` adjusts one row.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Adjusts one row's separators; called for visible rows only.
    public var itemSeparatorHandler: ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?
    /// A colour name for the list's background; nil is the appearance's default. Kept for UIKit
    /// compatibility: the collection view draws its theme's background and does not read it.
    public var backgroundColor: String?
    /// Whether sections get a header: none by default.
    public var headerMode: HeaderMode = .none
    /// Whether sections get a footer: none by default.
    public var footerMode: FooterMode = .none
    /// Blank rows above each section's header; nil is the appearance's (1 for grouped,
    /// inset-grouped and sidebar lists, 0 for plain ones).
    public var headerTopPadding: CGFloat?
    /// A row's height. Terminal rows hold one line of text, so 1 row; `.estimated(1)` lets the
    /// collection view measure rows that wrap.
    public var rowHeight: CollectionLayoutDimension = .absolute(1)
    /// The leading and trailing swipe-action providers, stored for the Tessera layer, which
    /// declares them with Apple's names and types (`leadingSwipeActionsConfigurationProvider`…).
    /// Their configurations hold actions whose handlers take a `View`, which this layer cannot
    /// name; the layout never calls them, so it keeps them type-erased. Each returns nil or the
    /// Tessera layer's `SwipeActionsConfiguration`, and only that layer sets them.
    package var swipeActionsProviders = SwipeActionsProviders()

    /// Type-erased swipe-action providers (see ``swipeActionsProviders``).
    package struct SwipeActionsProviders {
        /// Asked for a row's leading actions; nil for none.
        package var leading: (@MainActor (IndexPath) -> AnyObject?)?
        /// Asked for a row's trailing actions; nil for none.
        package var trailing: (@MainActor (IndexPath) -> AnyObject?)?
        /// No providers.
        package init() {}
    }

    /// A list of `appearance`, with separators unless it is a sidebar, no headers or footers, and
    /// 1-row rows (Apple's `UICollectionLayoutListConfiguration(appearance:)`).
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = !appearance.isSidebar
        self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension CollectionLayoutListConfiguration.Appearance {
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}
