// Declared in another file of the same module: extensions of it (Declarations.swift) are not API.
struct InternalType {
    public var notAPI: Int
}

/// A second file, so that per-module counting is exercised.
public struct SecondFile {
    public init() {}  // EXPECT-MISSING
}
