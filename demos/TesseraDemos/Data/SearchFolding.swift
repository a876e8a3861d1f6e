import Foundation

/// Case- and diacritic-insensitive text for searching, with a way back to the original
/// graphemes so a match can be highlighted where the user sees it ("kezmarsky" finds and
/// highlights "Kežmarský").
struct FoldedText: Sendable {
    /// The folded text as UTF-8 bytes: matching is a plain byte search, fast over 100,000 names.
    let bytes: [UInt8]
    /// For each byte of `bytes`, the index of the original grapheme it came from.
    private let graphemeOfByte: [Int32]

    init(_ text: String) {
        var bytes: [UInt8] = []
        var owners: [Int32] = []
        bytes.reserveCapacity(text.utf8.count)
        owners.reserveCapacity(text.utf8.count)
        for (index, grapheme) in text.enumerated() {
            let folded = FoldedText.fold(grapheme)
            bytes.append(contentsOf: folded.utf8)
            owners.append(contentsOf: repeatElement(Int32(index), count: folded.utf8.count))
        }
        self.bytes = bytes
        self.graphemeOfByte = owners
    }

    /// Folds one grapheme; ASCII takes a fast path (this runs for every name at start-up).
    static func fold(_ grapheme: Character) -> String {
        if let ascii = grapheme.asciiValue {
            return (65...90).contains(ascii) ? String(UnicodeScalar(ascii + 32)) : String(grapheme)
        }
        return String(grapheme).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    static func foldQuery(_ query: String) -> [UInt8] {
        Array(query.map(fold).joined().utf8)
    }

    /// The original graphemes (as a range of offsets) matched by the first occurrence of
    /// `needle`, or nil. An empty needle matches everything with an empty range.
    func firstMatch(of needle: [UInt8]) -> Range<Int>? {
        if needle.isEmpty { return 0..<0 }
        guard needle.count <= bytes.count else { return nil }
        let first = needle[0]
        let last = bytes.count - needle.count
        var i = 0
        return bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { ndl in
                while i <= last {
                    if hay[i] == first {
                        var j = 1
                        while j < ndl.count && hay[i + j] == ndl[j] { j += 1 }
                        if j == ndl.count {
                            let start = Int(graphemeOfByte[i])
                            let end = Int(graphemeOfByte[i + ndl.count - 1]) + 1
                            return start..<end
                        }
                    }
                    i += 1
                }
                return nil
            }
        }
    }
}
