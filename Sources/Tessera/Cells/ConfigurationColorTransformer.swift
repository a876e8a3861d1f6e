import TesseraTerminal

/// A function from one colour to another that a configuration applies when it resolves a
/// colour (Apple's `UIConfigurationColorTransformer`). Two transformers are equal when one is a
/// copy of the other: closures cannot be compared, so configurations holding a transformer made
/// afresh compare unequal (and a cell redraws) rather than risk showing a stale colour.
public struct ConfigurationColorTransformer: Equatable {
    private final class Identity {}
    private let identity = Identity()
    private let transform: (Color) -> Color

    /// A transformer applying `transform`. Make it once and keep it: each one made is unequal to
    /// every other, so a fresh one in every configuration redraws the cell each time.
    public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }

    /// The colour `color` becomes.
    public func callAsFunction(_ color: Color) -> Color { transform(color) }

    /// Whether `a` and `b` are copies of the same transformer (closures cannot be compared).
    public static func == (a: Self, b: Self) -> Bool { a.identity === b.identity }
}
