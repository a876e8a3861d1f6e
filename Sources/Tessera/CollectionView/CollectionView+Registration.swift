import Foundation

/// Identity of a registration: cells are reused only within the registration that made them.
final class RegistrationToken: Sendable {}

extension CollectionView {
    /// How to make and configure cells of one class for one item type (Apple's
    /// `UICollectionView.CellRegistration`). Create registrations once, outside the cell
    /// provider: making one inside it defeats reuse, and Tessera stops with a message saying so.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let token = RegistrationToken()
        let createdInsideProvider: Bool

        public init(handler: @escaping Handler) {
            self.handler = handler
            self.createdInsideProvider = CollectionView.providerCallDepth > 0
        }
    }

    /// How to make and configure headers, footers and badges of one kind (Apple's
    /// `UICollectionView.SupplementaryRegistration`).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionViewCell> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let token = RegistrationToken()

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
        let cell: Cell = reusableCell(token: registration.token)
        registration.handler(cell, indexPath, item)
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionViewCell>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let cell: Supplementary = reusableCell(token: registration.token)
        registration.handler(cell, registration.elementKind, indexPath)
        return cell
    }

    private func reusableCell<Cell: CollectionViewCell>(token: RegistrationToken) -> Cell {
        let id = ObjectIdentifier(token)
        if let key = requestedKey, let current = liveCells[key] as? Cell, current.reuseIdentifier == id {
            return current
        }
        if var pool = reusePool[id], let reused = pool.popLast() as? Cell {
            reusePool[id] = pool
            return reused
        }
        counters.cellsCreated += 1
        let cell = Cell()
        cell.reuseIdentifier = id
        return cell
    }
}
