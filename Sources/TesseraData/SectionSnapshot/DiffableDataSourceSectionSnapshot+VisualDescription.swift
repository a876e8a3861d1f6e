// A picture of the forest, for debugging and tests.

extension DiffableDataSourceSectionSnapshot {
    /// One line per item, depth-first, indented two spaces per level. The first column is `*`
    /// for a visible item; the second is `+` for an expanded parent and `-` for a collapsed
    /// one. For example:
    ///
    ///     DiffableDataSourceSectionSnapshot(4 items, 3 visible)
    ///     *+ Food
    ///       *  Apple
    ///       *- Fruit
    ///            Cherry
    public func visualDescription() -> String {
        let visibleCount = visibleItems.count
        var lines = ["DiffableDataSourceSectionSnapshot(\(plural(nodes.count, "item")), \(visibleCount) visible)"]
        walkDepthFirst(onlyVisible: false) { item in
            let node = nodes[item]!
            let visible = isVisible(item) ? "*" : " "
            let state = node.children.isEmpty ? " " : (node.isExpanded ? "+" : "-")
            lines.append(String(repeating: "  ", count: level(of: item)) + visible + state + " \(item)")
            return true
        }
        return lines.joined(separator: "\n")
    }
}
