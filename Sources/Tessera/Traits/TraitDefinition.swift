/// A trait a view controller can ask to hear about (Apple's `UITraitDefinition`): pass its type
/// to ``TraitChangeObservable/registerForTraitChanges(_:handler:)``, as in
/// `registerForTraitChanges([TraitHorizontalSizeClass.self]) { (self: Self, previous) in … }`.
public protocol TraitDefinition {}

/// The traits a registration watches (Apple's `UITrait`): trait definition types.
public typealias Trait = any TraitDefinition.Type

/// The horizontal size class (Apple's `UITraitHorizontalSizeClass`).
public enum TraitHorizontalSizeClass: TraitDefinition {}

/// The vertical size class (Apple's `UITraitVerticalSizeClass`).
public enum TraitVerticalSizeClass: TraitDefinition {}

extension TraitCollection {
    /// The traits that decide how a screen is laid out (Apple's
    /// `systemTraitsAffectingSizeClass`-style lists): both size classes.
    public static var systemTraitsAffectingLayout: [Trait] { [TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self] }

    /// Whether `other` differs from this collection in one of `traits`.
    func differs(from other: TraitCollection, in traits: [Trait]) -> Bool {
        traits.contains { trait in
            switch trait {
            case is TraitHorizontalSizeClass.Type: horizontalSizeClass != other.horizontalSizeClass
            case is TraitVerticalSizeClass.Type: verticalSizeClass != other.verticalSizeClass
            default: self != other
            }
        }
    }
}
