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
    /// so no `String` is made. O(N) and two passes (the draws, then the walk); against that, a
    /// `String` per name and O(N log N) comparisons to sort them.
    static func synthetic(count: Int) -> MountainCatalog {
        MountainCatalog(sorted: syntheticTable(count: count))
    }

    /// The generated peaks' columns, in name order (see `synthetic(count:)`).
    static func syntheticTable(count: Int) -> MountainTable {
        guard count > 0 else { return MountainTable(nameBytes: [], nameEnds: [], ids: [], heights: []) }
        precondition(count < Int(Int32.max), "synthetic: at most \(Int32.max - 1) peaks")
        // Each word's bytes in the low bytes of a UInt64 (little-endian: the first letter lowest),
        // so writing a word is one 8-byte store (the longest word is 8 letters), and its length.
        let words = syntheticWords.map { Array($0.utf8) }
        precondition(words.allSatisfy { $0.count <= 8 }, "synthetic: a word longer than 8 bytes")
        let wordBits = words.map(Self.packed)
        let wordLength = words.map(\.count)

        // 1. The generator's draws for peak i, made in peak order as specified, and the length
        // of all the names: "Peak-" (5), i's digits, " " (1), the word.
        var wordLengths = 0
        var heightOfPeak: [Int32] = []
        let wordOfPeak = [UInt8](unsafeUninitializedCapacity: count + 1) { wordOfPeak, wordsMade in
            heightOfPeak = [Int32](unsafeUninitializedCapacity: count + 1) { heightOfPeak, heightsMade in
                wordOfPeak[0] = 0
                heightOfPeak[0] = 0
                var s: UInt64 = 42
                for i in 1...count {
                    s = s &* 6364136223846793005 &+ 1442695040888963407
                    let word = Int((s >> 33) % 32)
                    s = s &* 6364136223846793005 &+ 1442695040888963407
                    wordOfPeak[i] = UInt8(truncatingIfNeeded: word)
                    heightOfPeak[i] = Int32(truncatingIfNeeded: 200 + (s >> 33) % 8649)
                    wordLengths &+= wordLength[word]
                }
                heightsMade = count + 1
            }
            wordsMade = count + 1
        }
        var digitCount = 0, power = 1, width = 1
        while power <= count {  // numbers of `width` digits: power…min(count, 10·power − 1)
            digitCount += (min(count, power * 10 - 1) - power + 1) * width
            power *= 10
            width += 1
        }
        let byteCount = 6 * count + digitCount + wordLengths
        precondition(byteCount <= Int(UInt32.max), "synthetic: the names would not fit a 32-bit offset")

        // 2. The pre-order walk, writing the columns. A name is written with whole-word stores
        // that may run up to 16 bytes past its end: the next name overwrites them, and the
        // buffer has that much to spare past the last.
        var ids: [Int32] = [], heights: [Int32] = [], ends: [UInt32] = []
        let nameBytes = [UInt8](unsafeUninitializedCapacity: byteCount + 16) { out, bytesMade in
            ids = [Int32](unsafeUninitializedCapacity: count) { ids, idsMade in
                heights = [Int32](unsafeUninitializedCapacity: count) { heights, heightsMade in
                    ends = [UInt32](unsafeUninitializedCapacity: count) { ends, endsMade in
                        let written = walk(count: count, wordOfPeak: wordOfPeak, heightOfPeak: heightOfPeak, wordBits: wordBits,
                                           wordLength: wordLength, out: out.baseAddress!, ids: ids, heights: heights, ends: ends)
                        precondition(written == byteCount, "synthetic: the walk wrote \(written) bytes of \(byteCount)")
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

    /// `bytes` (at most 8) as a UInt64 whose lowest byte is the first: stored, it writes them in order.
    private static func packed(_ bytes: [UInt8]) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Writes the peaks 1…count in pre-order (name order): each row's id, height, name bytes and
    /// name end. Returns how many name bytes it wrote. O(count).
    private static func walk(count: Int, wordOfPeak: [UInt8], heightOfPeak: [Int32], wordBits: [UInt64], wordLength: [Int],
                             out: UnsafeMutablePointer<UInt8>, ids: UnsafeMutableBufferPointer<Int32>,
                             heights: UnsafeMutableBufferPointer<Int32>, ends: UnsafeMutableBufferPointer<UInt32>) -> Int {
        let peak = packed(Array("Peak-".utf8))
        // i's decimal digits as ASCII, most significant first (Int32: at most 10), copied whole.
        var digits: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &digits) { digitBytes in
            let digits = digitBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            return wordOfPeak.withUnsafeBufferPointer { wordOfPeak in
                heightOfPeak.withUnsafeBufferPointer { heightOfPeak in
                    wordBits.withUnsafeBufferPointer { wordBits in
                        wordLength.withUnsafeBufferPointer { wordLength in
                            var depth = 1, i = 1, at = 0
                            digits[0] = UInt8(ascii: "1")
                            for row in 0..<count {
                                ids[row] = Int32(truncatingIfNeeded: i)
                                heights[row] = heightOfPeak[i]
                                UnsafeMutableRawPointer(out + at).storeBytes(of: peak, as: UInt64.self)
                                at += 5
                                UnsafeMutableRawPointer(out + at).copyMemory(from: digits, byteCount: 16)
                                at += depth
                                out[at] = UInt8(ascii: " ")
                                at += 1
                                let word = Int(wordOfPeak[i])
                                UnsafeMutableRawPointer(out + at).storeBytes(of: wordBits[word], as: UInt64.self)
                                at += wordLength[word]
                                ends[row] = UInt32(truncatingIfNeeded: at)
                                // The next number in pre-order: the first child (i·10) if there is
                                // one, else the next sibling of i or of its nearest ancestor that has one.
                                if i <= count / 10 {
                                    i *= 10
                                    digits[depth] = UInt8(ascii: "0")
                                    depth += 1
                                    continue
                                }
                                while depth > 0 && (i % 10 == 9 || i == count) {
                                    i /= 10
                                    depth -= 1
                                }
                                guard depth > 0 else { break }
                                i += 1
                                digits[depth - 1] += 1
                            }
                            return at
                        }
                    }
                }
            }
        }
    }
}
