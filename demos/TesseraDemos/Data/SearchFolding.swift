import Foundation

/// Case- and diacritic-insensitive text for searching, with a way back to the original
/// graphemes so a match can be highlighted where the user sees it ("kezmarsky" finds and
/// highlights "Kežmarský").
struct FoldedText: Sendable {
    /// The folded text as UTF-8 bytes: matching is a plain byte search, fast over 100,000 names.
    let bytes: [UInt8]
    /// For each byte of `bytes`, the index of the original grapheme it came from; empty when
    /// the text is ASCII, where byte i is grapheme i (no second array for most names).
    let graphemeOfByte: [Int32]

    init(_ text: String) {
        // ASCII (every synthetic peak, most real ones): lower-case the bytes, one pass, one array.
        if let ascii = Self.foldASCII(text) {
            self.bytes = ascii
            self.graphemeOfByte = []
            return
        }
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

    /// The text's bytes lower-cased, or nil unless every byte is ASCII (and none a carriage
    /// return: "\r\n" is one grapheme of two bytes). One pass, no grapheme breaking. O(bytes).
    private static func foldASCII(_ text: String) -> [UInt8]? {
        let utf8 = text.utf8
        guard let folded = utf8.withContiguousStorageIfAvailable({ foldASCII(bytes: $0) }) else { return foldASCII(bytes: Array(utf8)) }
        return folded
    }

    private static func foldASCII(bytes text: some Collection<UInt8>) -> [UInt8]? {
        var folded = [UInt8](repeating: 0, count: text.count)
        var i = 0
        for byte in text {
            guard byte < 0x80, byte != 0x0D else { return nil }
            folded[i] = byte &- 65 < 26 ? byte | 0x20 : byte
            i += 1
        }
        return folded
    }

    /// Folds one grapheme; ASCII takes a fast path.
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
                            if graphemeOfByte.isEmpty { return i..<(i + ndl.count) }
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
