/// Reads a fuzzer's bytes as small numbers, one at a time; past the end, every read is 0, so
/// any input is a complete program.
struct FuzzInput {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte.
    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// The next byte as a number below `bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(byte()) % bound : 0
    }
}
