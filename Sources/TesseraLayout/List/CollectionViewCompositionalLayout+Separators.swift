extension CollectionViewCompositionalLayout {
    /// The separators a list row shows: decorations one cell thick over the row's last line
    /// (bottom) or first line (top), across the row minus the separator insets. Rows of lists
    /// without separators, and items of sections that are not lists, have none.
    func separatorAttributes(for cell: CollectionViewLayoutAttributes, in section: SectionLayout) -> [CollectionViewLayoutAttributes] {
        guard let separators = section.separators else { return [] }
        let configuration = separators.handler?(cell.indexPath, separators.configuration) ?? separators.configuration
        let isLast = cell.indexPath.item == section.itemCount - 1
        let showsBottom = configuration.bottomSeparatorVisibility == .visible
            || (configuration.bottomSeparatorVisibility == .automatic && !isLast)
        let showsTop = configuration.topSeparatorVisibility == .visible
        guard showsBottom || showsTop else { return [] }

        let across = scrollAxis.other
        let rowLength = scrollAxis.length(of: cell.frame.size)
        guard rowLength > 0 else { return [] }
        func separator(kind: String, insets: DirectionalEdgeInsets, atEnd: Bool) -> CollectionViewLayoutAttributes? {
            let (leading, trailing) = configuration.resolvedInsets(insets)
            let span = CellSpan(start: across.start(of: cell.frame), end: across.end(of: cell.frame)).inset(start: leading, end: trailing)
            guard span.length > 0 else { return nil }
            let along = atEnd ? scrollAxis.end(of: cell.frame) - 1 : scrollAxis.start(of: cell.frame)
            return CollectionViewLayoutAttributes(
                frame: scrollAxis.rect(along: along, alongLength: 1, across: span.start, acrossLength: span.length),
                zIndex: cell.zIndex + 1, indexPath: cell.indexPath,
                representedElementCategory: .decorationView, representedElementKind: kind)
        }
        var result: [CollectionViewLayoutAttributes] = []
        if showsTop, let top = separator(kind: CollectionLayoutElementKind.topSeparator, insets: configuration.topSeparatorInsets, atEnd: false) {
            result.append(top)
        }
        if showsBottom, let bottom = separator(kind: CollectionLayoutElementKind.separator, insets: configuration.bottomSeparatorInsets, atEnd: true) {
            result.append(bottom)
        }
        return result
    }
}
