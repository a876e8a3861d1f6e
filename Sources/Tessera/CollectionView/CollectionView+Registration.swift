import Foundation

/// Identity of a registration: cells are reused only within the registration that made them.
final class RegistrationToken: Sendable {}

extension CollectionView {
    /// How to make and configure cells of one class for one item type (Apple's
    /// `UICollectionView.CellRegistration`). Create registrations once, outside the cell
    /// provider: making one inside it defeats reuse, and Tessera stops with a message saying so.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a cell for an item: given the cell (new, reused or the item's own), the item's
        /// index path and the item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let token = RegistrationToken()
        let createdInsideProvider: Bool

        /// A registration whose cells `handler` configures (Apple's `init(handler:)`). Make it once,
        /// before the data source; one made inside a cell provider stops the program when used.
        public init(handler: @escaping Handler) {
            self.handler = handler
            self.createdInsideProvider = CollectionView.providerCallDepth > 0
        }
    }

    /// How to make and configure headers, footers and badges of one kind (Apple's
    /// `UICollectionView.SupplementaryRegistration`), over any reusable-view subclass.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a supplementary view: given the view, its element kind and its index path
        /// (a header's `[section, 0]`; a badge's its item's).
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of supplementary this registration makes, such as
        /// ``CollectionView/elementKindSectionHeader``.
        public let elementKind: String
        let handler: Handler
        let token = RegistrationToken()

        /// A registration for supplementaries of `elementKind`, configured by `handler` (Apple's
        /// `init(elementKind:handler:)`).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Calls to a cell provider in progress, across collection views (on the main actor).
    static var providerCallDepth = 0

    /// A configured cell for `item` at `indexPath`: the item's current cell when it has one
    /// (reconfiguring keeps the cell), else a reused one (after `prepareForReuse`), else new.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) -> Cell {
        if registration.createdInsideProvider {
            fatalError("dequeueConfiguredReusableCell: the CellRegistration for \(Cell.self) was created inside the cell provider, so no cell can ever be reused. Create the registration once, before making the data source.")
        }
        let cell = reusableView(.registration(ObjectIdentifier(registration.token)), identifier: nil) { Cell() }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A configured header, footer or badge for `indexPath`, reused as cells are.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = reusableView(.registration(ObjectIdentifier(registration.token)), identifier: nil) { Supplementary() }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Classic registration, by reuse identifier

    /// Registers a cell class under a reuse identifier (Apple's 2012 way, still in UIKit):
    /// `dequeueReusableCell(withReuseIdentifier:for:)` then makes or reuses cells of it.
    /// Registering again under the same identifier replaces the class.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cells.registeredCellClasses[identifier] = cellClass
        cells.dropPool(.cell(identifier: identifier))  // cells of a replaced class are not reused
    }

    /// Registers a header, footer or badge class for one element kind under a reuse identifier.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        cells.registeredSupplementaryClasses[SupplementaryClassKey(kind: elementKind, identifier: identifier)] = viewClass
        cells.dropPool(.supplementary(kind: elementKind, identifier: identifier))
    }

    /// A cell of the class registered under `identifier` for the item at `indexPath`: the
    /// item's current cell, else one that scrolled away (after `prepareForReuse()`), else new.
    /// Cast it to your class, as in UIKit. Stops with a message when nothing is registered
    /// under `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard let cellClass = cells.registeredCellClasses[identifier] else {
            fatalError("dequeueReusableCell(withReuseIdentifier:for:): no cell class is registered for the reuse identifier \"\(identifier)\"; call register(_:forCellWithReuseIdentifier:) first")
        }
        return reusableView(.cell(identifier: identifier), identifier: identifier) { cellClass.init() }
    }

    /// A header, footer or badge of the class registered for `elementKind` under `identifier`.
    /// Stops with a message when nothing is registered for that kind and identifier.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        guard let viewClass = cells.registeredSupplementaryClasses[SupplementaryClassKey(kind: elementKind, identifier: identifier)] else {
            fatalError("dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): no view class is registered for kind \"\(elementKind)\" and reuse identifier \"\(identifier)\"; call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first")
        }
        return reusableView(.supplementary(kind: elementKind, identifier: identifier), identifier: identifier) { viewClass.init() }
    }

    // MARK: Reuse

    /// The view for the element being asked for: its current view when that came from the same
    /// pool, else one from the pool (after `prepareForReuse`, done when it went back), else new.
    func reusableView<View: CollectionReusableView>(_ key: ReuseKey, identifier: String?, make: () -> View) -> View {
        if let element = cells.requestedKey, let current = cells.live[element] as? View, current.reuseKey == key {
            return current
        }
        if let reused = cells.dequeue(key) as? View {
            return reused
        }
        counters.cellsCreated += 1
        let view = make()
        view.reuseKey = key
        view.reuseIdentifier = identifier
        return view
    }
}

/// A supplementary class's place in the classic registry.
struct SupplementaryClassKey: Hashable {
    var kind: String
    var identifier: String
}
