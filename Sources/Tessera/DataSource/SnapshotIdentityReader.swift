import Foundation
import TesseraData

/// The identifiers of one snapshot's items and sections, as the collection view asks for them
/// (``AnyIdentifier``), read through closures made where the identifier types are known.
///
/// Why: the view asks its data source for the identifier at an index path for every element of
/// every frame. The data source is generic and the view is not, so that call reaches the data
/// source's unspecialised code, which looks up its generic types' metadata and copies the
/// snapshot on every call: a twentieth of a keystroke at 10,000 items. The reader is made in
/// `apply`, which is inlinable and so specialised in the app's module: its closures are compiled
/// for the app's identifier types. Made anywhere else, it still answers right, just generically.
///
/// Costs: each read is O(1) (the snapshot's index path to identifier arithmetic); making one
/// copies no items (the snapshot's storage is shared).
@usableFromInline
struct SnapshotIdentityReader: Sendable {
    /// The identifier of the item at an index path; nil when there is none.
    @usableFromInline let item: @Sendable (IndexPath) -> AnyIdentifier?
    /// The identifier of the section at an index; nil when there is none.
    @usableFromInline let section: @Sendable (Int) -> AnyIdentifier?

    /// Reads `snapshot`.
    @inlinable
    init<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(_ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>) {
        item = { path in
            guard let item = snapshot.itemIdentifier(for: path) else { return nil }
            return AnyIdentifier(item)
        }
        section = { index in
            guard let section = snapshot.sectionIdentifier(for: index) else { return nil }
            return AnyIdentifier(section)
        }
    }
}
