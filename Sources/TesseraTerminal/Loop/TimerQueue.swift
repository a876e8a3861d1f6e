/// The event loop's timers, ordered by deadline: a binary min-heap, so scheduling and firing
/// cost O(log n) and finding the nearest deadline O(1). Cancelling only forgets the timer's
/// action; its heap entry is dropped when it comes up (lazy deletion), so cancel is O(1).
struct TimerQueue {
    struct Timer {
        var deadline: Duration
        var interval: Duration?
        var action: @MainActor () -> Void
        /// Which heap entry is current: rescheduling a repeating timer pushes a new one.
        var generation: Int
    }

    private struct Entry {
        var deadline: Duration
        /// Insertion order: timers with the same deadline fire in the order they were set.
        var sequence: Int
        var id: Int
        var generation: Int

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    private var heap: [Entry] = []
    private var timers: [Int: Timer] = [:]
    private var nextID = 0
    private(set) var nextSequence = 0

    var count: Int { timers.count }
    var isEmpty: Bool { timers.isEmpty }

    mutating func add(deadline: Duration, interval: Duration?, action: @escaping @MainActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        timers[id] = Timer(deadline: deadline, interval: interval, action: action, generation: 0)
        push(Entry(deadline: deadline, sequence: nextSequence, id: id, generation: 0))
        return id
    }

    mutating func remove(_ id: Int) {
        timers[id] = nil
        // Many cancelled timers far in the future would otherwise pile up in the heap.
        if heap.count > 2 * timers.count + 32 { rebuild() }
    }

    /// The nearest deadline of a live timer.
    mutating func earliestDeadline() -> Duration? {
        dropStaleTop()
        return heap.first?.deadline
    }

    /// Takes the earliest live timer if its deadline is at or before `now` and it was added
    /// before `sequenceLimit` (so a timer set by a firing action waits for the next round).
    /// A repeating timer is put back at its next deadline after `now`; a one-shot one is gone.
    mutating func popDue(now: Duration, sequenceLimit: Int) -> (@MainActor () -> Void)? {
        dropStaleTop()
        guard let top = heap.first, top.deadline <= now, top.sequence < sequenceLimit,
              var timer = timers[top.id] else { return nil }
        popTop()
        if let interval = timer.interval, interval > .zero {
            // Skip the beats missed while the program was busy rather than firing them in a burst.
            let missed = Int(((now - timer.deadline) / interval).rounded(.down))
            timer.deadline += interval * (missed + 1)
            timer.generation += 1
            timers[top.id] = timer
            push(Entry(deadline: timer.deadline, sequence: nextSequence, id: top.id, generation: timer.generation))
        } else {
            timers[top.id] = nil
        }
        return timer.action
    }

    // MARK: - Heap

    private mutating func rebuild() {
        let live = heap.filter { timers[$0.id]?.generation == $0.generation }
        heap.removeAll(keepingCapacity: true)
        for entry in live.sorted(by: { $0.precedes($1) }) { heap.append(entry) } // sorted is a heap
    }

    private mutating func dropStaleTop() {
        while let top = heap.first, timers[top.id]?.generation != top.generation {
            popTop()
        }
    }

    private mutating func push(_ entry: Entry) {
        nextSequence += 1
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
