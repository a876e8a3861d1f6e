/// The mountains of a catalogue stored column by column: every name's UTF-8 bytes back to back
/// in one buffer, with where each ends, and the heights and ids in plain arrays.
///
/// A million peaks as `[Mountain]` were a million name strings, each its own allocation (a
/// synthetic name is longer than a small string holds), in 64 MB of structs: making them was
/// most of the demo's start-up. Here they are a handful of arrays, written in one pass, and the
/// names' bytes are contiguous for folding (`FoldedNames` lower-cases them in one sweep).
/// Reading a mountain builds its `Mountain` (and its name's `String`) on demand: O(name length),
/// done for the rows on screen, not for the catalogue.
struct MountainTable: RandomAccessCollection, Sendable {
    /// Every name's UTF-8 bytes, in catalogue order, with nothing between them.
    let nameBytes: [UInt8]
    /// `nameEnds[i]`: the offset in `nameBytes` just past name i (name i starts where name i − 1
    /// ends). 32 bits: the buffer stays under 4 GB, and the column is half the size.
    let nameEnds: [UInt32]
    let ids: [Int32]
    let heights: [Int32]
    /// The range and country of each mountain, or empty when no mountain has one (generated
    /// peaks): then every mountain's are "".
    let ranges: [String]
    let countries: [String]

    /// A table of already-made columns (all of one length, or `ranges`/`countries` empty).
    init(nameBytes: [UInt8], nameEnds: [UInt32], ids: [Int32], heights: [Int32], ranges: [String] = [], countries: [String] = []) {
        precondition(nameEnds.count == ids.count && ids.count == heights.count, "MountainTable: columns of different lengths")
        precondition(ranges.isEmpty || ranges.count == ids.count, "MountainTable: ranges for some mountains only")
        precondition(countries.isEmpty || countries.count == ids.count, "MountainTable: countries for some mountains only")
        self.nameBytes = nameBytes
        self.nameEnds = nameEnds
        self.ids = ids
        self.heights = heights
        self.ranges = ranges
        self.countries = countries
    }

    /// The table of `mountains`, in their order. O(total name length).
    init(_ mountains: [Mountain]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(mountains.reduce(0) { $0 + $1.name.utf8.count })
        var ends: [UInt32] = []
        ends.reserveCapacity(mountains.count)
        for mountain in mountains {
            bytes.append(contentsOf: mountain.name.utf8)
            ends.append(UInt32(bytes.count))
        }
        let hasPlaces = mountains.contains { !$0.range.isEmpty || !$0.country.isEmpty }
        self.init(nameBytes: bytes, nameEnds: ends, ids: mountains.map { Int32($0.id) }, heights: mountains.map { Int32($0.heightMeters) },
                  ranges: hasPlaces ? mountains.map(\.range) : [], countries: hasPlaces ? mountains.map(\.country) : [])
    }

    var startIndex: Int { 0 }
    var endIndex: Int { nameEnds.count }

    /// Where mountain `index`'s name lies in `nameBytes`. O(1).
    func nameRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(nameEnds[index - 1]))..<Int(nameEnds[index])
    }

    /// Mountain `index`'s name. O(name length).
    func name(_ index: Int) -> String {
        nameBytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[nameRange(index)]), as: UTF8.self) }
    }

    /// Mountain `index`, made from the columns. O(name length).
    subscript(index: Int) -> Mountain {
        Mountain(id: Int(ids[index]), name: name(index), heightMeters: Int(heights[index]),
                 range: ranges.isEmpty ? "" : ranges[index], country: countries.isEmpty ? "" : countries[index])
    }
}
