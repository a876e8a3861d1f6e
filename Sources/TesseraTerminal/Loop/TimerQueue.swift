import HeapModule

/// The event loop's timers, ordered by deadline in a min-heap (swift-collections' `Heap`), so
/// scheduling and firing cost O(log n) and finding the nearest deadline O(1). Cancelling only
/// forgets the timer's action; its heap entry is dropped when it comes up (lazy deletion), so
/// cancel is O(1), and entries of cancelled timers are swept out in one O(n) pass only when they
/// outnumber the live ones.
struct TimerQueue {
    struct Timer {
        var deadline: Duration
        var interval: Duration?
        var action: @MainActor () -> Void
        /// Which heap entry is current: rescheduling a repeating timer pushes a new one.
        var generation: Int
    }

    /// A timer's place in the heap: by deadline, then by insertion order, so timers with the
    /// same deadline fire in the order they were set. `sequence` is unique, so no two entries
    /// are ever equal.
    private struct Entry: Comparable {
        var deadline: Duration
        var sequence: Int
        var id: Int
        var generation: Int

        static func < (a: Entry, b: Entry) -> Bool { (a.deadline, a.sequence) < (b.deadline, b.sequence) }
    }

    private var heap = Heap<Entry>()
    private var timers: [Int: Timer] = [:]
    private var nextID = 0
    /// The sequence number the next heap entry gets.
    private(set) var nextSequence = 0

    var count: Int { timers.count }
    var isEmpty: Bool { timers.isEmpty }

    mutating func add(deadline: Duration, interval: Duration?, action: @escaping @MainActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        timers[id] = Timer(deadline: deadline, interval: interval, action: action, generation: 0)
        push(deadline: deadline, id: id, generation: 0)
        return id
    }

    mutating func remove(_ id: Int) {
        timers[id] = nil
        // Many cancelled timers far in the future would otherwise pile up in the heap.
        if heap.count > 2 * timers.count + 32 {
            let timers = timers
            heap.removeAll { !Self.isLive($0, in: timers) }
        }
    }

    /// The nearest deadline of a live timer.
    mutating func earliestDeadline() -> Duration? {
        dropStaleTop()
        return heap.min?.deadline
    }

    /// Takes the earliest live timer if its deadline is at or before `now` and it was added
    /// before `sequenceLimit` (so a timer set by a firing action waits for the next round).
    /// A repeating timer is put back at its next deadline after `now`; a one-shot one is gone.
    mutating func popDue(now: Duration, sequenceLimit: Int) -> (@MainActor () -> Void)? {
        dropStaleTop()
        guard let top = heap.min, top.deadline <= now, top.sequence < sequenceLimit,
              var timer = timers[top.id] else { return nil }
        heap.removeMin()
        if let interval = timer.interval, interval > .zero {
            // Skip the beats missed while the program was busy rather than firing them in a burst.
            let missed = Int(((now - timer.deadline) / interval).rounded(.down))
            timer.deadline += interval * (missed + 1)
            timer.generation += 1
            timers[top.id] = timer
            push(deadline: timer.deadline, id: top.id, generation: timer.generation)
        } else {
            timers[top.id] = nil
        }
        return timer.action
    }

    private mutating func push(deadline: Duration, id: Int, generation: Int) {
        heap.insert(Entry(deadline: deadline, sequence: nextSequence, id: id, generation: generation))
        nextSequence += 1
    }

    /// Whether `entry` is its timer's current one (not cancelled, not superseded by a reschedule).
    private static func isLive(_ entry: Entry, in timers: [Int: Timer]) -> Bool {
        timers[entry.id]?.generation == entry.generation
    }

    private mutating func dropStaleTop() {
        while let top = heap.min, !Self.isLive(top, in: timers) {
            heap.removeMin()
        }
    }
}
