/// The items of one section as a forest, for outlines and sidebars, like Apple's
/// `NSDiffableDataSourceSectionSnapshot`. Each item has an optional parent, ordered
/// children and an expanded flag; `items` lists them depth-first and `visibleItems` leaves out
/// everything under a collapsed item. Items start collapsed, so a new parent's children are
/// hidden until it is expanded, as on iOS.
///
/// Identifiers are unique within the section snapshot; a duplicate or an unknown identifier
/// stops the process with a message naming the operation (README.md).
///
/// Costs: `contains`, `isExpanded`, `parent(of:)` O(1); `level(of:)` and `isVisible` O(depth);
/// appending k items O(k); inserting next to an item O(its siblings); deleting O(the items
/// removed plus the sibling lists they leave); `items`, `visibleItems` and `index(of:)` walk the
/// forest, O(n).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    typealias Item = ItemIdentifierType

    struct Node: Equatable {
        var parent: Item?
        var children: [Item] = []
        var isExpanded = false
    }

    var roots: [Item] = []
    var nodes: [Item: Node] = [:]

    /// An empty section snapshot.
    public init() {}

    /// A copy of another section snapshot.
    public init(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Equal when the forests have the same shape, the same items and the same expanded flags.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.roots == rhs.roots && lhs.nodes == rhs.nodes
    }
}

// MARK: - Queries

extension DiffableDataSourceSectionSnapshot {
    /// Every item, depth-first (a parent, then its children). O(n).
    public var items: [ItemIdentifierType] {
        depthFirst(onlyVisible: false)
    }

    /// The items without a parent, in order. O(1).
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items whose ancestors are all expanded, depth-first. This is what a list shows,
    /// which is not the same as what fits on screen. O(visible items + collapsed parents).
    public var visibleItems: [ItemIdentifierType] {
        depthFirst(onlyVisible: true)
    }

    /// The items marked expanded, depth-first. O(n).
    public var expandedItems: [ItemIdentifierType] {
        depthFirst(onlyVisible: false).filter { nodes[$0]!.isExpanded }
    }

    /// Whether the item is in the section snapshot. O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool {
        nodes[item] != nil
    }

    /// Whether the item is expanded; false for an item that is not in the snapshot. O(1).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        nodes[item]?.isExpanded ?? false
    }

    /// Whether every ancestor of the item is expanded; false for an item that is not in the
    /// snapshot. O(depth).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            node = nodes[parent]!
            guard node.isExpanded else { return false }
        }
        return true
    }

    /// The item's parent; nil for a root item or an item that is not in the snapshot. O(1).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        nodes[child]?.parent
    }

    /// How deep the item is: 0 for roots. Stops if the item is not in the snapshot. O(depth).
    public func level(of item: ItemIdentifierType) -> Int {
        var node = existingNode(item, "level(of:)")
        var level = 0
        while let parent = node.parent {
            level += 1
            node = nodes[parent]!
        }
        return level
    }

    /// The item's index in `items` (depth-first), or nil if it is not in the snapshot. O(n).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        var index = 0
        var found: Int?
        walkDepthFirst(onlyVisible: false) { candidate in
            if candidate == item {
                found = index
                return false
            }
            index += 1
            return true
        }
        return found
    }

    /// A new section snapshot holding the parent's descendants, with their structure and
    /// expanded flags; the parent's children become roots, or the parent itself does when
    /// `includingParent` is true. Stops if the parent is not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let node = existingNode(parent, "snapshot(of:includingParent:)")
        var result = DiffableDataSourceSectionSnapshot()
        if includingParent {
            result.roots = [parent]
            result.nodes[parent] = Node(parent: nil, children: node.children, isExpanded: node.isExpanded)
        } else {
            result.roots = node.children
        }
        for child in node.children {
            copySubtree(of: child, into: &result.nodes)
            if !includingParent { result.nodes[child]!.parent = nil }
        }
        return result
    }
}

// MARK: - Internal helpers

extension DiffableDataSourceSectionSnapshot {
    func existingNode(_ item: Item, _ operation: String) -> Node {
        guard let node = nodes[item] else {
            stopOnProgrammerError(operation, "item \(quoted(item)) is not in the section snapshot")
        }
        return node
    }

    func depthFirst(onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(onlyVisible ? roots.count : nodes.count)
        walkDepthFirst(onlyVisible: onlyVisible) { result.append($0); return true }
        return result
    }

    /// Visits items depth-first with an explicit stack (deep outlines cannot overflow the call
    /// stack); `visit` returns false to stop early.
    func walkDepthFirst(onlyVisible: Bool, _ visit: (Item) -> Bool) {
        var stack: [(siblings: [Item], next: Int)] = [(roots, 0)]
        while let top = stack.last {
            guard top.next < top.siblings.count else {
                stack.removeLast()
                continue
            }
            let item = top.siblings[top.next]
            stack[stack.count - 1].next += 1
            guard visit(item) else { return }
            let node = nodes[item]!
            if !node.children.isEmpty && (!onlyVisible || node.isExpanded) {
                stack.append((node.children, 0))
            }
        }
    }

    /// Copies an item and all its descendants, unchanged, into another node table.
    func copySubtree(of item: Item, into table: inout [Item: Node]) {
        var pending = [item]
        while let next = pending.popLast() {
            let node = nodes[next]!
            table[next] = node
            pending.append(contentsOf: node.children)
        }
    }

    /// The item and all its descendants.
    func subtree(of item: Item) -> [Item] {
        var result: [Item] = []
        var pending = [item]
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: nodes[next]!.children)
        }
        return result
    }
}
