import Foundation

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
/// Entries are never removed. Each identifier is hashed once, when it is recorded: a probe
/// compares the stored 32 bits, and nothing is ever rehashed (the table never grows).
///
/// The buckets are one zeroed allocation (`calloc`: a fresh block is not written before the
/// probes touch it, and an all-zero bucket is an empty one), sized once for every item the table
/// may hold, and freed with the table.
///
/// Invariants (`_checkInvariants()`, debug builds):
/// - at most three quarters of the buckets are occupied, and `count` is how many are;
/// - an occupied bucket's place is in range of its list, and its `hashBits` are the high 32
///   bits of that item's hash;
/// - linear probing: no empty bucket lies between an entry's home bucket (its hash's low bits)
///   and the bucket holding it, so a probe that meets an empty bucket has seen every candidate;
/// - no two entries hold equal items.
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
    /// picked the bucket), compared before the identifiers are. All zero: empty.
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

    /// The bucket array, owned: allocated zeroed, freed when the last copy of the table goes.
    /// (The differ never copies a table it writes to, so no copy-on-write is needed.)
    @usableFromInline
    final class Storage {
        @usableFromInline let buckets: UnsafeMutablePointer<Bucket>

        @inlinable
        init(count: Int) {
            guard let raw = calloc(count, MemoryLayout<Bucket>.stride) else { fatalError("ItemHashTable: out of memory") }
            buckets = raw.bindMemory(to: Bucket.self, capacity: count)
        }

        deinit { free(buckets) }
    }

    /// The flattened items of both snapshots, which the places point into.
    @usableFromInline let oldItems: [Item]
    @usableFromInline let newItems: [Item]
    @usableFromInline let storage: Storage
    /// The number of buckets minus one (a power of two minus one).
    @usableFromInline let mask: Int
    /// Occupied buckets.
    @usableFromInline var count = 0

    /// An empty table with room for every item of both lists, at most three quarters full.
    /// O(1) for a fresh block (O(buckets) if the allocator must clear a reused one).
    @inlinable
    init(oldItems: [Item], newItems: [Item]) {
        precondition(oldItems.count < Int32.max && newItems.count < Int32.max, "snapshot too large to diff")
        self.oldItems = oldItems
        self.newItems = newItems
        let entries = oldItems.count + newItems.count
        var buckets = 16
        while 3 * buckets < 4 * entries { buckets *= 2 }
        storage = Storage(count: buckets)
        mask = buckets - 1
    }

    /// Records that `item` is at `place`, and returns where the table had it before
    /// (`.nowhere` if it was absent). O(1) expected: one hash, a short run of buckets, and an
    /// identifier comparison only where 32 more bits of the hash agree.
    @inlinable
    mutating func record(_ item: Item, at place: Place) -> Place {
        record(item, hash: item.hashValue, at: place)
    }

    /// `record(_:at:)` with the item's hash (`hashValue`) already computed.
    @inlinable
    mutating func record(_ item: Item, hash: Int, at place: Place) -> Place {
        let hashBits = UInt32(truncatingIfNeeded: hash >> 32)
        let buckets = storage.buckets
        var position = hash & mask
        while true {
            let bucket = buckets[position]
            if bucket.place == .nowhere {
                buckets[position] = Bucket(hashBits: hashBits, place: place)
                count += 1
                return .nowhere
            }
            if bucket.hashBits == hashBits && self.item(at: bucket.place) == item {
                buckets[position].place = place
                return bucket.place
            }
            position = (position + 1) & mask
        }
    }

    /// Records the old snapshot's items `items`, the first at flattened index `start`, and
    /// stops at the first one already recorded (a duplicate): returns its index in `items` and
    /// where the table had it.
    /// Hashes them in batches before probing: a probe's bucket is a cache miss, and with no
    /// hashing between them the processor overlaps the next probes' misses with this one's.
    @inlinable
    mutating func recordOld(_ items: UnsafeBufferPointer<Item>, from start: Int) -> (index: Int, previous: Place)? {
        let batch = 128
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { hashes -> (index: Int, previous: Place)? in
            var first = 0
            while first < items.count {
                let end = Swift.min(first + batch, items.count)
                for index in first..<end { hashes[index - first] = items[index].hashValue }
                for index in first..<end {
                    let previous = record(items[index], hash: hashes[index - first], at: .old(start + index))
                    if previous != .nowhere { return (index, previous) }
                }
                first = end
            }
            return nil
        }
    }

    /// The identifier a place points to. O(1).
    @inlinable
    func item(at place: Place) -> Item {
        place.isOld ? oldItems[place.index] : newItems[place.index]
    }

    /// Checks the invariants above (see the type's comment); stops on the first one broken.
    /// Debug builds only: O(buckets), rehashing every entry.
    @inlinable
    func _checkInvariants() {
        #if DEBUG
        let bucketCount = mask + 1
        precondition(bucketCount >= 16 && bucketCount & mask == 0, "ItemHashTable: bucket count must be a power of two")
        precondition(4 * count <= 3 * bucketCount, "ItemHashTable: more than three quarters full")
        var occupied = 0
        var seen = Set<Item>(minimumCapacity: count)
        for position in 0..<bucketCount {
            let bucket = storage.buckets[position]
            guard bucket.place != .nowhere else { continue }
            occupied += 1
            precondition(bucket.place.index < (bucket.place.isOld ? oldItems.count : newItems.count), "ItemHashTable: place out of range")
            let item = self.item(at: bucket.place)
            let hash = item.hashValue
            precondition(bucket.hashBits == UInt32(truncatingIfNeeded: hash >> 32), "ItemHashTable: stored hash bits are not the item's")
            var probe = hash & mask
            while probe != position {
                precondition(storage.buckets[probe].place != .nowhere, "ItemHashTable: an empty bucket cuts an entry off from its home")
                probe = (probe + 1) & mask
            }
            precondition(seen.insert(item).inserted, "ItemHashTable: an item is recorded twice")
        }
        precondition(occupied == count, "ItemHashTable: count disagrees with the occupied buckets")
        #endif
    }
}
