/// An item's or section's identifier as the collection view keeps it, without knowing its type:
/// what `AnyHashable` is to the standard library, made for the view's per-frame bookkeeping.
///
/// Why not `AnyHashable`: every visible element's identifier is wrapped, hashed and compared in
/// several tables each frame, and `AnyHashable` pays for generality there. Making one runs a
/// dynamic cast (does the type have a custom representation?), and integers — the commonest
/// identifiers — go through a canonicalising box whose `==` converts both sides before it
/// compares; together a tenth of a keystroke's work in the Mountains search at 10k items.
/// An `AnyIdentifier` is made with no cast, keeps its hash, and compares two identifiers by
/// their stored hashes, then their types (a pointer comparison), then the type's own `==`.
///
/// Two identifiers are equal only when they have the same type and equal values: unlike
/// `AnyHashable`, `Int(1)` and `Int64(1)` differ. A data source's identifiers all have one type,
/// so nothing the view compares is affected. An `AnyHashable` passed in is unwrapped to its base,
/// so `AnyIdentifier(AnyHashable(x)) == AnyIdentifier(x)`.
///
/// Costs: making one hashes the value once; `==` and hashing are O(1) plus the type's `==`.
public struct AnyIdentifier: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    @usableFromInline let box: any IdentifierBox
    @usableFromInline let storedHash: Int

    /// Wraps `base`. Inlinable, so that code knowing the identifier type makes one without
    /// looking the box's type up at run time.
    @inlinable
    public init<Base: Hashable>(_ base: Base) {
        if Base.self == AnyHashable.self {
            self = AnyIdentifier(unwrapping: unsafeBitCast(base, to: AnyHashable.self))
            return
        }
        if Base.self == AnyIdentifier.self {
            self = unsafeBitCast(base, to: AnyIdentifier.self)
            return
        }
        box = TypedIdentifierBox(value: base)
        storedHash = base.hashValue
    }

    @usableFromInline
    init(unwrapping hashable: AnyHashable) {
        // The base of an AnyHashable is Hashable; opening it gives the typed value back.
        let base = hashable.base as! any Hashable
        self.init(base)
    }

    /// The identifier itself.
    public var base: Any { box.base }

    /// The identifier as a `Base`, or nil when it has another type (any identifier is an
    /// `AnyHashable`). Costs a type comparison, not a dynamic cast.
    public func base<Base: Hashable>(as type: Base.Type) -> Base? { box.value(as: type) }

    /// The identifier as an `AnyHashable`, for APIs that take one.
    public var anyHashable: AnyHashable { box.anyHashable }

    /// Whether both hold values of the same type that are equal.
    public static func == (a: AnyIdentifier, b: AnyIdentifier) -> Bool {
        a.storedHash == b.storedHash && a.box.isEqual(to: b.box)
    }

    /// Feeds the hash worked out when the identifier was wrapped.
    public func hash(into hasher: inout Hasher) { hasher.combine(storedHash) }

    /// The identifier's own description.
    public var description: String { String(describing: box.base) }
    /// The identifier's own debug description.
    public var debugDescription: String { "AnyIdentifier(\(String(reflecting: box.base)))" }
}

/// The typed value inside an ``AnyIdentifier``.
@usableFromInline
protocol IdentifierBox {
    var base: Any { get }
    var anyHashable: AnyHashable { get }
    func value<T: Hashable>(as type: T.Type) -> T?
    /// Whether `other` holds a value of the same type, equal to this one.
    func isEqual(to other: any IdentifierBox) -> Bool
    /// Whether this box holds a `T` equal to `value` (the second half of `isEqual`, called on
    /// the other box, so that both types are known without a cast).
    func holds<T: Hashable>(_ value: T) -> Bool
}

@usableFromInline
struct TypedIdentifierBox<Value: Hashable>: IdentifierBox {
    @usableFromInline let value: Value

    @inlinable
    init(value: Value) { self.value = value }

    @usableFromInline
    var base: Any { value }
    @usableFromInline
    var anyHashable: AnyHashable { AnyHashable(value) }

    @usableFromInline
    func value<T: Hashable>(as type: T.Type) -> T? {
        if T.self == Value.self { return unsafeBitCast(value, to: T.self) }
        // A data source whose identifier type is AnyHashable: its identifiers were unwrapped.
        if T.self == AnyHashable.self { return unsafeBitCast(AnyHashable(value), to: T.self) }
        return nil
    }

    @usableFromInline
    func isEqual(to other: any IdentifierBox) -> Bool { other.holds(value) }

    @usableFromInline
    func holds<T: Hashable>(_ other: T) -> Bool {
        T.self == Value.self && unsafeBitCast(other, to: Value.self) == value
    }
}
