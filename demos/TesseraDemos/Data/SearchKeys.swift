/// A catalogue's names folded for matching (`FoldedText`'s folding: case and diacritics
/// ignored), stored like the names in `MountainTable`: all the folded bytes back to back in one
/// buffer, with where each name's end. Matching is a byte search within one name's bytes;
/// a match maps back to the name's graphemes for highlighting.
///
/// Most names are ASCII, where folding lower-cases each byte in place and byte i is grapheme i:
/// they need nothing more. A name whose folding changed its bytes otherwise keeps, in
/// `graphemeMaps`, the grapheme each folded byte came from.
struct SearchKeys: Sendable {
    /// Every name's folded bytes, in catalogue order, with nothing between them.
    let bytes: [UInt8]
    /// `ends[i]`: the offset in `bytes` just past name i's folded bytes.
    let ends: [UInt32]
    /// For the names not folded byte for byte (not ASCII): the index of the original grapheme
    /// each folded byte came from.
    let graphemeMaps: [Int: [Int32]]

    var count: Int { ends.count }

    /// Where name `index`'s folded bytes lie in `bytes`. O(1).
    func range(ofName index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// The original graphemes (as a range of offsets) of name `index` matched by the first
    /// occurrence of `needle`, or nil; an empty needle matches with an empty range.
    /// O(name length × needle length) at worst.
    func firstMatch(of needle: [UInt8], inName index: Int) -> Range<Int>? {
        if needle.isEmpty { return 0..<0 }
        let name = range(ofName: index)
        let found = bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { needle in Self.firstOffset(of: needle, in: hay, name) }
        }
        guard var found else { return nil }
        found -= name.lowerBound
        guard let map = graphemeMaps[index] else { return found..<(found + needle.count) }
        return Int(map[found])..<(Int(map[found + needle.count - 1]) + 1)
    }

    /// The names among `candidates` (indices, in any order; kept in it) containing `needle`.
    /// O(total length of the candidates' names × needle length) at worst; no allocation but the result.
    func filter(_ candidates: [Int], containing needle: [UInt8]) -> [Int] {
        guard !needle.isEmpty else { return candidates }
        return bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { needle in
                ends.withUnsafeBufferPointer { ends in
                    candidates.filter { index in
                        let name = (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
                        return Self.firstOffset(of: needle, in: hay, name) != nil
                    }
                }
            }
        }
    }

    /// The offset in `hay` (from its start, not the range's) of the first occurrence of the
    /// non-empty `needle` within `range`, or nil.
    private static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard needle.count <= range.count else { return nil }
        let first = needle[0]
        var i = range.lowerBound
        let last = range.upperBound - needle.count
        while i <= last {
            if hay[i] == first {
                var j = 1
                while j < needle.count && hay[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
