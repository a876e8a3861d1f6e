// Fixture for scripts/check-doc-comments.sh: every public declaration is documented.
@_exported import Foundation

/// A documented type.
public struct Clean {
    /// A documented property.
    public var value: Int

    /// A documented initializer.
    /// - Parameter value: The value.
    public init(value: Int) { self.value = value }
}

/// A documented enum.
public enum Kind {
    /// Two cases, one comment.
    case a, b
}
