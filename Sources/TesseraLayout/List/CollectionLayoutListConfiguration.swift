import Foundation

/// A list: one full-width row per item, in one of UIKit's appearances, with optional headers,
/// footers, separators and swipe actions. How each appearance looks in cells is written down
/// in `Sources/TesseraLayout/README.md`.
public struct CollectionLayoutListConfiguration {
    public enum Appearance: Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Hashable, Sendable {
        case none
        /// A header supplementary of kind `CollectionLayoutElementKind.sectionHeader`.
        case supplementary
        /// The section's first item is its header (the mode for expandable sections).
        case firstItemInSection
    }

    public enum FooterMode: Hashable, Sendable {
        case none
        /// A footer supplementary of kind `CollectionLayoutElementKind.sectionFooter`.
        case supplementary
    }

    public var appearance: Appearance
    /// Whether rows show separators. When false, `separatorConfiguration` has no effect.
    /// Sidebars start without them.
    public var showsSeparators: Bool
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Adjusts one row's separators; called for visible rows only.
    public var itemSeparatorHandler: ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?
    /// A colour name for the list's background; nil is the appearance's default.
    public var backgroundColor: String?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Blank rows above each section's header; nil is the appearance's (1 for grouped,
    /// inset-grouped and sidebar lists, 0 for plain ones).
    public var headerTopPadding: CGFloat?
    /// A row's height. Terminal rows hold one line of text, so 1 row; `.estimated(1)` lets the
    /// collection view measure rows that wrap.
    public var rowHeight: CollectionLayoutDimension = .absolute(1)
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = !appearance.isSidebar
        self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension CollectionLayoutListConfiguration.Appearance {
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}
