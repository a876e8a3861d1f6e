/// The differ's own hash table of item identifiers, for when the old snapshot has no item index
/// (see `DifferItemTable`): the old items, and then the new items the walk looks up.
///
/// Why not a `Dictionary`: diffing unrelated snapshots is bound by memory more than by hashing.
/// A `[Item: position]` dictionary keeps a copy of every identifier in a sparse bucket array
/// (100,000 UUIDs take 6 MB; with the new items too, 12 MB), and nearly every look-up misses
/// the cache. Here a bucket is 8 bytes: where the item is (its flattened index in the old or
/// the new snapshot) and 32 more bits of its hash; the identifiers stay in the snapshots'
/// arrays. The same entries take a third of the memory, and a probe compares identifiers only
/// when those 32 bits agree. Measured with 100,000 items of each snapshot: recording them all
/// here costs 0.6–0.7× building a `[UUID: Int]` from the old ones and probing it with the new
/// ones (the `diff/100k-…-cold` benchmarks' floor), and about 0.9× for `Int` identifiers.
///
/// Open addressing with linear probing, a power-of-two number of buckets, at most three quarters
/// full (the 32 hash bits make a longer probe run cheap: it compares no identifiers).
/// Entries are never removed.
@usableFromInline
struct ItemHashTable<Item: Hashable> {
    /// Where an item is: the old or the new snapshot, and its flattened index there.
    @usableFromInline
    struct Place: Equatable {
        /// 0 for nowhere (an empty bucket), `i + 1` for the old snapshot's item at `i`,
        /// `-(i + 1)` for the new snapshot's.
        @usableFromInline var code: Int32

        @inlinable init(code: Int32) { self.code = code }
        @inlinable static func old(_ index: Int) -> Place { Place(code: Int32(index + 1)) }
        @inlinable static func new(_ index: Int) -> Place { Place(code: Int32(-(index + 1))) }
        @inlinable static var nowhere: Place { Place(code: 0) }
        @inlinable var isOld: Bool { code > 0 }
        @inlinable var index: Int { Int(code > 0 ? code - 1 : -code - 1) }
    }

    /// One bucket: where its item is, and the high 32 bits of the item's hash (the low bits
    /// picked the bucket), compared before the identifiers are.
    @usableFromInline
    struct Bucket {
        @usableFromInline var hashBits: UInt32
        @usableFromInline var place: Place

        @inlinable
        init(hashBits: UInt32, place: Place) {
            self.hashBits = hashBits
            self.place = place
        }
    }

    /// The flattened items of both snapshots, which the places point into.
    @usableFromInline let oldItems: [Item]
    @usableFromInline let newItems: [Item]
    @usableFromInline var buckets: [Bucket]
    @usableFromInline let mask: Int

    /// An empty table with room for every item of both lists, at most three quarters full.
    /// O(buckets) to clear them.
    @inlinable
    init(oldItems: [Item], newItems: [Item]) {
        precondition(oldItems.count < Int32.max && newItems.count < Int32.max, "snapshot too large to diff")
        self.oldItems = oldItems
        self.newItems = newItems
        let entries = oldItems.count + newItems.count
        var count = 16
        while 3 * count < 4 * entries { count *= 2 }
        buckets = Array(repeating: Bucket(hashBits: 0, place: .nowhere), count: count)
        mask = count - 1
    }

    /// Records that `item` is at `place`, and returns where the table had it before
    /// (`.nowhere` if it was absent). O(1) expected: one hash, a short run of buckets, and an
    /// identifier comparison only where 32 more bits of the hash agree.
    @inlinable
    mutating func record(_ item: Item, at place: Place) -> Place {
        let hash = item.hashValue
        let hashBits = UInt32(truncatingIfNeeded: hash >> 32)
        let mask = self.mask, oldItems = self.oldItems, newItems = self.newItems
        return buckets.withUnsafeMutableBufferPointer { buckets in
            var position = hash & mask
            while true {
                let bucket = buckets[position]
                if bucket.place == .nowhere || (bucket.hashBits == hashBits
                    && (bucket.place.isOld ? oldItems[bucket.place.index] : newItems[bucket.place.index]) == item) {
                    buckets[position] = Bucket(hashBits: hashBits, place: place)
                    return bucket.place
                }
                position = (position + 1) & mask
            }
        }
    }

    /// The identifier a place points to. O(1).
    @inlinable
    func item(at place: Place) -> Item {
        place.isOld ? oldItems[place.index] : newItems[place.index]
    }
}
