import Dispatch

/// `--synthetic N`: N generated mountains for scale, exactly as the issue specifies.
extension MountainCatalog {
    /// The words a generated peak is named after ("Peak-<i> <word>").
    static let syntheticWords = ["Alder", "Basalt", "Cairn", "Col", "Crag", "Dome", "Drift", "Eagle", "Falcon",
        "Fell", "Glacier", "Granite", "Horn", "Ice", "Juniper", "Knob", "Lark", "Moraine", "Needle",
        "Obsidian", "Pine", "Quartz", "Ridge", "Saddle", "Scree", "Slate", "Spire", "Summit", "Talus",
        "Tor", "Vale", "Zenith"]

    /// `count` peaks of the generator: a 64-bit LCG seeded with 42, `next() = s >> 33`,
    /// and for peak i (1…N, in that order) a word `WORDS[next() % 32]` and a height
    /// `200 + next() % 8649`; peak i is named "Peak-<i> <word>".
    ///
    /// Made in name order, so never sorted: "Peak-<i> <word>" orders as i's digits do, a number
    /// before those it prefixes (the space sorts before every digit), which is a pre-order walk
    /// of the decimal numbers 1…N as a tree (1, 10, 100, …, 11, 110, …, 2, …). The walk keeps
    /// i's digits as it goes and writes each name's bytes straight into the table's name column,
    /// so no `String` is made. O(N) in two passes: the draws (sequential, as the generator is),
    /// then the walk, whose subtrees under the two-digit numbers 10…99 are written on every core
    /// (the draws tell where each subtree's rows and bytes start). Against that, a `String` per
    /// name and O(N log N) comparisons to sort them.
    static func synthetic(count: Int) -> MountainCatalog {
        MountainCatalog(sorted: syntheticTable(count: count))
    }

    /// The generated peaks' columns, in name order (see `synthetic(count:)`).
    static func syntheticTable(count: Int) -> MountainTable {
        guard count > 0 else { return MountainTable(nameBytes: [], nameEnds: [], ids: [], heights: []) }
        precondition(count < Int(Int32.max), "synthetic: at most \(Int32.max - 1) peaks")
        let words = syntheticWords.map { Array($0.utf8) }
        precondition(words.allSatisfy { $0.count <= 8 }, "synthetic: a word longer than 8 bytes")
        let wordLength = words.map(\.count)

        // 1. The generator's draws for peak i, made in peak order as specified; with them, each
        // name's length ("Peak-" 5, i's digits, " " 1, the word), summed by the subtree i is in:
        // peaks 1…9 alone, the others by their first two digits (10…99).
        var rowsUnder = [Int](repeating: 0, count: 100), bytesUnder = [Int](repeating: 0, count: 100)
        var heightOfPeak: [Int32] = []
        let wordOfPeak = [UInt8](unsafeUninitializedCapacity: count + 1) { wordOfPeak, wordsMade in
            heightOfPeak = [Int32](unsafeUninitializedCapacity: count + 1) { heightOfPeak, heightsMade in
                wordOfPeak[0] = 0
                heightOfPeak[0] = 0
                var s: UInt64 = 42
                var width = 1, nextWidthAt = 10            // i's digit count, and where it grows
                var prefix = 10, power = 1, nextPrefixAt = 11  // for i ≥ 10: i's first two digits = i / power
                for i in 1...count {
                    s = s &* 6364136223846793005 &+ 1442695040888963407
                    let word = Int((s >> 33) % 32)
                    s = s &* 6364136223846793005 &+ 1442695040888963407
                    wordOfPeak[i] = UInt8(truncatingIfNeeded: word)
                    heightOfPeak[i] = Int32(truncatingIfNeeded: 200 + (s >> 33) % 8649)
                    if i == nextWidthAt { width += 1; nextWidthAt *= 10 }
                    var subtree = i
                    if i >= 10 {
                        if i == nextPrefixAt {
                            prefix += 1
                            if prefix == 100 { prefix = 10; power *= 10 }
                            nextPrefixAt = (prefix + 1) * power
                        }
                        subtree = prefix
                    }
                    rowsUnder[subtree] += 1
                    bytesUnder[subtree] += 6 + width + wordLength[word]
                }
                heightsMade = count + 1
            }
            wordsMade = count + 1
        }
        let byteCount = bytesUnder.reduce(0, +)
        precondition(byteCount <= Int(UInt32.max), "synthetic: the names would not fit a 32-bit offset")

        // 2. Where each piece of the walk starts, in name order: peak d (1…9), then the subtrees
        // under d0…d9.
        var layout: [Piece] = []
        var row = 0, at = 0
        for top in 1...min(9, count) {
            for root in [top] + Array((top * 10)..<(top * 10 + 10)) where root <= count {
                layout.append(Piece(root: root, wholeSubtree: root >= 10, firstRow: row, firstByte: at, endByte: at + bytesUnder[root]))
                row += rowsUnder[root]
                at += bytesUnder[root]
            }
        }

        let pieces = layout

        // 3. The walk, piece by piece on every core, each into its own rows and bytes.
        var ids: [Int32] = [], heights: [Int32] = [], ends: [UInt32] = []
        let nameBytes = [UInt8](unsafeUninitializedCapacity: byteCount) { out, bytesMade in
            ids = [Int32](unsafeUninitializedCapacity: count) { ids, idsMade in
                heights = [Int32](unsafeUninitializedCapacity: count) { heights, heightsMade in
                    ends = [UInt32](unsafeUninitializedCapacity: count) { ends, endsMade in
                        let writer = PeakWriter(count: count, wordOfPeak: wordOfPeak, heightOfPeak: heightOfPeak, words: words,
                                                out: out, ids: ids, heights: heights, ends: ends)
                        DispatchQueue.concurrentPerform(iterations: pieces.count) { writer.write(pieces[$0]) }
                        endsMade = count
                    }
                    heightsMade = count
                }
                idsMade = count
            }
            bytesMade = byteCount
        }
        return MountainTable(nameBytes: nameBytes, nameEnds: ends, ids: ids, heights: heights)
    }

    /// A part of the generated peaks' pre-order walk: peak `root` alone, or with every peak
    /// under it, written from row `firstRow` and byte `firstByte` up to (not past) `endByte`.
    private struct Piece: Sendable {
        let root: Int
        let wholeSubtree: Bool
        let firstRow: Int
        let firstByte: Int
        let endByte: Int
    }

    /// Writes pieces of the walk into the table's columns; pieces never share a row or a byte,
    /// so they are written concurrently.
    private struct PeakWriter: @unchecked Sendable {
        let count: Int
        let wordOfPeak: [UInt8]
        let heightOfPeak: [Int32]
        /// Each word's bytes in the low bytes of a UInt64 (the first letter lowest: stored
        /// little-endian, it writes them in order), so writing a word is one 8-byte store.
        let wordBits: [UInt64]
        let wordLength: [Int]
        let out: UnsafeMutableBufferPointer<UInt8>
        let ids: UnsafeMutableBufferPointer<Int32>
        let heights: UnsafeMutableBufferPointer<Int32>
        let ends: UnsafeMutableBufferPointer<UInt32>
        /// "Peak-" as one store.
        let peak: UInt64 = PeakWriter.packed(Array("Peak-".utf8))

        init(count: Int, wordOfPeak: [UInt8], heightOfPeak: [Int32], words: [[UInt8]], out: UnsafeMutableBufferPointer<UInt8>,
             ids: UnsafeMutableBufferPointer<Int32>, heights: UnsafeMutableBufferPointer<Int32>, ends: UnsafeMutableBufferPointer<UInt32>) {
            self.count = count
            self.wordOfPeak = wordOfPeak
            self.heightOfPeak = heightOfPeak
            wordBits = words.map(Self.packed)
            wordLength = words.map(\.count)
            self.out = out
            self.ids = ids
            self.heights = heights
            self.ends = ends
        }

        /// `bytes` (at most 8) as an integer whose lowest byte is the first.
        static func packed(_ bytes: [UInt8]) -> UInt64 {
            bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// Writes `piece`: its root, and in pre-order every peak under it if it is a whole
        /// subtree. O(the piece's peaks).
        func write(_ piece: Piece) {
            // i's decimal digits as ASCII, most significant first, in the low bytes (Int32: at
            // most 10); bytes past `depth` are stale and never written out as part of the name.
            let rootDigits = Array(String(piece.root).utf8)
            var digits = UInt128(Self.packed(Array(rootDigits.prefix(8))))
            if rootDigits.count > 8 { digits |= UInt128(Self.packed(Array(rootDigits.dropFirst(8)))) << 64 }
            let rootDepth = rootDigits.count
            var depth = rootDepth, i = piece.root, row = piece.firstRow, at = piece.firstByte
            let base = out.baseAddress!
            wordOfPeak.withUnsafeBufferPointer { wordOfPeak in
                heightOfPeak.withUnsafeBufferPointer { heightOfPeak in
                    while true {
                        ids[row] = Int32(truncatingIfNeeded: i)
                        heights[row] = heightOfPeak[i]
                        let word = Int(wordOfPeak[i])
                        let length = 6 + depth + wordLength[word]
                        if at + 24 <= piece.endByte {
                            // Whole-word stores, which run up to 24 bytes from the name's start
                            // (past its end: the next name overwrites that, and it is in this piece).
                            UnsafeMutableRawPointer(base + at).storeBytes(of: peak, as: UInt64.self)
                            UnsafeMutableRawPointer(base + at + 5).storeBytes(of: digits, as: UInt128.self)
                            base[at + 5 + depth] = UInt8(ascii: " ")
                            UnsafeMutableRawPointer(base + at + 6 + depth).storeBytes(of: wordBits[word], as: UInt64.self)
                        } else {
                            // Near the piece's end: byte by byte, so as not to touch the next piece.
                            withUnsafeBytes(of: peak) { for k in 0..<5 { base[at + k] = $0[k] } }
                            withUnsafeBytes(of: digits) { for k in 0..<depth { base[at + 5 + k] = $0[k] } }
                            base[at + 5 + depth] = UInt8(ascii: " ")
                            withUnsafeBytes(of: wordBits[word]) { for k in 0..<wordLength[word] { base[at + 6 + depth + k] = $0[k] } }
                        }
                        at += length
                        ends[row] = UInt32(truncatingIfNeeded: at)
                        row += 1
                        guard piece.wholeSubtree else { return }
                        // The next peak in pre-order: the first child (i·10) if there is one, else
                        // the next sibling of i or of its nearest ancestor under the root.
                        if i <= count / 10 {
                            let shift = 8 * depth
                            digits = digits & ~(UInt128(0xFF) << shift) | UInt128(UInt8(ascii: "0")) << shift
                            i *= 10
                            depth += 1
                            continue
                        }
                        while depth > rootDepth && (i % 10 == 9 || i == count) {
                            i /= 10
                            depth -= 1
                        }
                        guard depth > rootDepth else { return }
                        i += 1
                        digits &+= UInt128(1) << (8 * (depth - 1))
                    }
                }
            }
        }
    }
}
