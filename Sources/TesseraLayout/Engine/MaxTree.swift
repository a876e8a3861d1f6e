/// The largest of `count` values that all start at zero, kept under point updates in
/// O(log n). Allocated on the first non-zero value.
struct MaxTree {
    let count: Int
    private var leaves = 1
    private var nodes: [Int] = []

    init(count: Int) {
        self.count = max(0, count)
    }

    /// The largest value (0 when nothing was set, since unset values are 0).
    var maximum: Int { nodes.isEmpty ? 0 : nodes[1] }

    mutating func set(_ value: Int, at index: Int) {
        guard index >= 0, index < count else { return }
        if nodes.isEmpty {
            guard value != 0 else { return }
            while leaves < count { leaves *= 2 }
            // Real values start at 0; the padding up to a power of two must never win.
            nodes = Array(repeating: 0, count: 2 * leaves)
            for padding in (leaves + count)..<(2 * leaves) { nodes[padding] = Int.min }
            for node in stride(from: leaves - 1, through: 1, by: -1) { nodes[node] = max(nodes[2 * node], nodes[2 * node + 1]) }
        }
        var node = leaves + index
        nodes[node] = value
        node /= 2
        while node >= 1 {
            nodes[node] = max(nodes[2 * node], nodes[2 * node + 1])
            node /= 2
        }
    }
}
