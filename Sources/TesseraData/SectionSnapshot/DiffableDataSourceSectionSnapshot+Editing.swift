// Building and editing a section snapshot's forest.

extension DiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent`, or as the last roots when `parent` is
    /// nil. Stops if the parent is not in the snapshot, or an item already is. O(k).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let operation = "append"
        if let parent {
            _ = existingNode(parent, operation)
            addNodes(items, parent: parent, operation)
            nodes[parent]!.children.append(contentsOf: items)
        } else {
            addNodes(items, parent: nil, operation)
            roots.append(contentsOf: items)
        }
    }

    /// Inserts items as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insertSiblings(items, next: item, after: false, "insert")
    }

    /// Inserts items as siblings just after `item` (after its children, depth-first).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insertSiblings(items, next: item, after: true, "insert")
    }

    /// Inserts another section snapshot's forest, structure and expanded flags included, as
    /// siblings just before `item`.
    public mutating func insert(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insertForest(snapshot, next: item, after: false)
    }

    /// Inserts another section snapshot's forest as siblings just after `item`.
    public mutating func insert(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insertForest(snapshot, next: item, after: true)
    }

    /// Deletes items and all their descendants. Stops if an item is not in the snapshot; an item
    /// may be listed together with one of its ancestors.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items { _ = existingNode(item, "delete") }
        var doomed = Set<Item>(minimumCapacity: items.count)
        var parentsToTrim = Set<Item>()
        var trimRoots = false
        for item in items where !doomed.contains(item) {
            for member in subtree(of: item) { doomed.insert(member) }
            if let parent = nodes[item]!.parent { parentsToTrim.insert(parent) } else { trimRoots = true }
        }
        if trimRoots { roots.removeAll { doomed.contains($0) } }
        for parent in parentsToTrim where !doomed.contains(parent) {
            nodes[parent]!.children.removeAll { doomed.contains($0) }
        }
        for item in doomed { nodes.removeValue(forKey: item) }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = DiffableDataSourceSectionSnapshot()
    }

    /// Marks items expanded. Stops if an item is not in the snapshot.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            _ = existingNode(item, "expand")
            nodes[item]!.isExpanded = true
        }
    }

    /// Marks items collapsed. Stops if an item is not in the snapshot.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            _ = existingNode(item, "collapse")
            nodes[item]!.isExpanded = false
        }
    }

    /// Replaces everything under `parent` with another section snapshot's forest; the parent
    /// keeps its expanded flag. Stops if the parent is missing or an incoming item is already
    /// in the snapshot outside the replaced children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let operation = "replace(childrenOf:using:)"
        let node = existingNode(parent, operation)
        for child in node.children {
            for member in subtree(of: child) { nodes.removeValue(forKey: member) }
        }
        adoptForest(snapshot, parent: parent, operation)
        nodes[parent]!.children = snapshot.roots
    }

    // MARK: Internal

    mutating func addNodes(_ items: [Item], parent: Item?, _ operation: String) {
        nodes.reserveCapacity(nodes.count + items.count)
        for item in items {
            if nodes.updateValue(Node(parent: parent), forKey: item) != nil {
                stopOnProgrammerError(operation, duplicateProblem(
                    kind: "item", item, given: items, alreadyIn: "the section snapshot"))
            }
        }
    }

    mutating func insertSiblings(_ items: [Item], next anchor: Item, after: Bool, _ operation: String) {
        let parent = existingNode(anchor, operation).parent
        addNodes(items, parent: parent, operation)
        insertIntoSiblings(items, of: parent, next: anchor, after: after)
    }

    mutating func insertForest(_ snapshot: Self, next anchor: Item, after: Bool) {
        let operation = "insert"
        let parent = existingNode(anchor, operation).parent
        adoptForest(snapshot, parent: parent, operation)
        insertIntoSiblings(snapshot.roots, of: parent, next: anchor, after: after)
    }

    /// Copies another forest's nodes in, hanging its roots under `parent`.
    mutating func adoptForest(_ snapshot: Self, parent: Item?, _ operation: String) {
        nodes.reserveCapacity(nodes.count + snapshot.nodes.count)
        for (item, node) in snapshot.nodes {
            var adopted = node
            if node.parent == nil { adopted.parent = parent }
            if nodes.updateValue(adopted, forKey: item) != nil {
                stopOnProgrammerError(operation, "item \(quoted(item)) is already in the section snapshot")
            }
        }
    }

    mutating func insertIntoSiblings(_ items: [Item], of parent: Item?, next anchor: Item, after: Bool) {
        if let parent {
            let index = nodes[parent]!.children.firstIndex(of: anchor)!
            nodes[parent]!.children.insert(contentsOf: items, at: after ? index + 1 : index)
        } else {
            let index = roots.firstIndex(of: anchor)!
            roots.insert(contentsOf: items, at: after ? index + 1 : index)
        }
    }
}
