/// Start offsets of `count` runs laid end to end, each `unit` long plus its own adjustment.
///
/// Adjustments live in a Fenwick tree, so changing one run shifts every later start in
/// O(log n) and finding the run at an offset is O(log n). The tree is allocated on the first
/// adjustment: a million equal runs cost nothing to set up, and starts are `i × unit`.
struct RunOffsets {
    private(set) var count: Int
    private(set) var unit: Int
    /// 1-based Fenwick tree of adjustments; empty until the first non-zero adjustment.
    private var tree: [Int] = []
    /// The adjustment of each run that has one.
    private var adjustments: [Int: Int] = [:]

    init(count: Int, unit: Int) {
        self.count = max(0, count)
        self.unit = unit
    }

    /// Runs of the given lengths, each followed by `spacing` (sections, built in O(n)).
    init(lengths: [Int], spacing: Int) {
        self.init(count: lengths.count, unit: spacing)
        guard lengths.contains(where: { $0 != 0 }) else { return }
        tree = [0] + lengths
        for index in 1...count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
        }
        for (index, length) in lengths.enumerated() where length != 0 { adjustments[index] = length }
    }

    /// Where run `index` starts; `start(count)` is the end of the last run plus its unit.
    func start(_ index: Int) -> Int {
        let index = min(max(0, index), count)
        var sum = index * unit
        guard !tree.isEmpty else { return sum }
        var node = index
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The length of run `index`, its unit included.
    func length(_ index: Int) -> Int { unit + (adjustments[index] ?? 0) }

    func adjustment(_ index: Int) -> Int { adjustments[index] ?? 0 }

    /// Sets run `index`'s adjustment, shifting the starts of every later run.
    mutating func setAdjustment(_ value: Int, at index: Int) {
        guard index >= 0, index < count else { return }
        let delta = value - (adjustments[index] ?? 0)
        guard delta != 0 else { return }
        adjustments[index] = value == 0 ? nil : value
        if tree.isEmpty { tree = Array(repeating: 0, count: count + 1) }
        var node = index + 1
        while node <= count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The run whose span (unit included) holds `offset`: the last run starting at or before
    /// it, clamped to `0..<count`, so offsets before the first run give 0. Needs every run's
    /// length to be at least 0.
    func run(containing offset: Int) -> Int {
        guard count > 0 else { return 0 }
        if tree.isEmpty {
            guard unit > 0 else { return offset >= 0 ? count - 1 : 0 }
            return min(max(0, offset / unit), count - 1)
        }
        var position = 0
        var sum = 0
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, next * unit + sum + tree[next] <= offset {
                position = next
                sum += tree[next]
            }
            step /= 2
        }
        // Run `position` is the last to start at or before `offset`.
        return min(position, count - 1)
    }
}
