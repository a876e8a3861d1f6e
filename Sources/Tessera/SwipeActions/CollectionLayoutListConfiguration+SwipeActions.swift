import Foundation
import TesseraLayout

extension CollectionLayoutListConfiguration {
    /// Returns the swipe actions of the row at an index path, or nil for none (Apple's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The actions a row offers at its leading edge, asked when the row's actions are shown (a
    /// terminal has no swipe: the collection view lists them in a menu, leading first); nil for none.
    ///
    /// Declared here rather than with the rest of the list configuration in TesseraLayout
    /// because swipe actions belong to the Tessera layer; the layout only stores the provider.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionsProviders.leading.map(Self.typed) }
        set { swipeActionsProviders.leading = newValue.map(Self.erased) }
    }

    /// The actions a row offers at its trailing edge, listed after the leading ones; nil for none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionsProviders.trailing.map(Self.typed) }
        set { swipeActionsProviders.trailing = newValue.map(Self.erased) }
    }

    private static func erased(_ provider: @escaping SwipeActionsConfigurationProvider) -> @MainActor (IndexPath) -> AnyObject? {
        { provider($0) }
    }

    /// The erased provider back: only ``erased(_:)`` stores one, so the cast cannot fail.
    private static func typed(_ provider: @escaping @MainActor (IndexPath) -> AnyObject?) -> SwipeActionsConfigurationProvider {
        { provider($0) as? SwipeActionsConfiguration }
    }
}
