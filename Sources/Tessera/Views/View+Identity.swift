/// Views are equal only to themselves (as UIKit's `NSObject`s are by default), so a delegate
/// shared by two collection views can tell which one called with `==` or a `switch`, and
/// views can be kept in sets and dictionaries. Hashing uses the object's identity, not its state.
extension View: Hashable {
    /// Whether `lhs` and `rhs` are the same view.
    nonisolated public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Cells, headers and footers are equal only to themselves, as views are.
extension CollectionReusableView: Hashable {
    /// Whether `lhs` and `rhs` are the same view.
    nonisolated public static func == (lhs: CollectionReusableView, rhs: CollectionReusableView) -> Bool { lhs === rhs }
    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
