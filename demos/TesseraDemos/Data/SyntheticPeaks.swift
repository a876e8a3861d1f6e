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
        // The words' bytes, back to back, and where each starts and ends.
        let words = syntheticWords.map { Array($0.utf8) }
        let wordBytes = words.flatMap { $0 }
        var wordStarts: [Int] = [0]
        for word in words { wordStarts.append(wordStarts.last! + word.count) }

        // 1. The generator's draws for peak i, made in peak order as specified, and the length
        // of all the names: "Peak-" (5), i's digits, " " (1), the word.
        var s: UInt64 = 42
        var wordOfPeak = [UInt8](repeating: 0, count: count + 1)
        var heightOfPeak = [Int32](repeating: 0, count: count + 1)
        var wordLengths = 0
        for i in 1...count {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            let word = Int((s >> 33) % 32)
            s = s &* 6364136223846793005 &+ 1442695040888963407
            wordOfPeak[i] = UInt8(word)
            heightOfPeak[i] = Int32(200 + (s >> 33) % 8649)
            wordLengths += words[word].count
        }
        var digitCount = 0, power = 1, width = 1
        while power <= count {  // numbers of `width` digits: power…min(count, 10·power − 1)
            digitCount += (min(count, power * 10 - 1) - power + 1) * width
            power *= 10
            width += 1
        }
        let byteCount = 6 * count + digitCount + wordLengths
        precondition(byteCount <= Int(UInt32.max), "synthetic: the names would not fit a 32-bit offset")

        // 2. The pre-order walk, writing the columns.
        var ids = [Int32](repeating: 0, count: count)
        var heights = [Int32](repeating: 0, count: count)
        var ends = [UInt32](repeating: 0, count: count)
        let nameBytes = [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialized in
            wordBytes.withUnsafeBufferPointer { wordBytes in
                ids.withUnsafeMutableBufferPointer { ids in
                    heights.withUnsafeMutableBufferPointer { heights in
                        ends.withUnsafeMutableBufferPointer { ends in
                            var digits = [UInt8](repeating: 0, count: 20)  // i's decimal digits, as ASCII
                            var depth = 1
                            var i = 1
                            digits[0] = UInt8(ascii: "1")
                            var at = 0
                            for row in 0..<count {
                                ids[row] = Int32(i)
                                heights[row] = heightOfPeak[i]
                                for byte in "Peak-".utf8 { out[at] = byte; at += 1 }
                                for d in 0..<depth { out[at] = digits[d]; at += 1 }
                                out[at] = UInt8(ascii: " ")
                                at += 1
                                let word = Int(wordOfPeak[i])
                                for w in wordStarts[word]..<wordStarts[word + 1] { out[at] = wordBytes[w]; at += 1 }
                                ends[row] = UInt32(at)
                                // The next number in pre-order: the first child (i·10) if there is one,
                                // else the next sibling of i or of its nearest ancestor that has one.
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
                            precondition(at == byteCount, "synthetic: the walk wrote \(at) bytes of \(byteCount)")
                            initialized = at
                        }
                    }
                }
            }
        }
        return MountainTable(nameBytes: nameBytes, nameEnds: ends, ids: ids, heights: heights)
    }
}
