/// Draws layout frames as plain ASCII, one character per cell: for `visualDescription()`,
/// debugging, and golden tests that check frames by eye and by byte.
///
/// Cells are boxes (`+-+`, `|`; one row tall: `[label---]`), supplementaries are `#=#`, `:`
/// boxes (one row tall: `<label===>`), backgrounds are `.` fills and list separators turn the
/// blank or border cells of their line into `_`. Higher zIndex draws later, over lower.
package struct LayoutPicture {
    /// The rect of the layout's content the picture shows: its top-left cell is the picture's first
    /// character.
    package let bounds: CellRect
    private var rows: [[Character]]

    /// A blank picture of `bounds`, one space per cell.
    package init(bounds: CellRect) {
        self.bounds = bounds
        rows = Array(repeating: Array(repeating: " ", count: bounds.width), count: bounds.height)
    }

    /// The picture, one line per row, trailing blanks removed.
    package var text: String {
        rows.map { row in
            var line = String(row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Draws every visible element in drawing order (zIndex, then backgrounds, cells,
    /// supplementaries, separators), each labelled by `label`.
    package mutating func draw(_ elements: [CollectionViewLayoutAttributes], label: (CollectionViewLayoutAttributes) -> String) {
        func rank(_ element: CollectionViewLayoutAttributes) -> Int {
            switch element.representedElementCategory {
            case .decorationView: Self.isSeparator(element) ? 3 : 0
            case .cell: 1
            case .supplementaryView: 2
            }
        }
        let ordered = elements.enumerated().sorted { a, b in
            (a.element.zIndex, rank(a.element), a.offset) < (b.element.zIndex, rank(b.element), b.offset)
        }
        for (_, element) in ordered where !element.isHidden {
            draw(element, label: label(element))
        }
    }

    /// Draws one element over what is there, whatever its zIndex or `isHidden`: a box for a cell or
    /// supplementary (`label` written inside, clipped to its width), a fill for a background, an
    /// underline for a separator. Parts outside ``bounds`` are dropped.
    package mutating func draw(_ element: CollectionViewLayoutAttributes, label: String) {
        switch element.representedElementCategory {
        case .cell:
            drawBox(element.frame, label: label, corner: "+", horizontal: "-", vertical: "|", open: "[", close: "]")
        case .supplementaryView:
            drawBox(element.frame, label: label, corner: "#", horizontal: "=", vertical: ":", open: "<", close: ">")
        case .decorationView:
            if Self.isSeparator(element) {
                underline(element.frame)
            } else {
                fill(element.frame, with: ".")
            }
        }
    }

    private static func isSeparator(_ element: CollectionViewLayoutAttributes) -> Bool {
        element.representedElementKind == CollectionLayoutElementKind.separator
            || element.representedElementKind == CollectionLayoutElementKind.topSeparator
    }

    private mutating func set(_ x: Int, _ y: Int, _ character: Character) {
        let column = x - bounds.x, row = y - bounds.y
        guard row >= 0, row < rows.count, column >= 0, column < bounds.width else { return }
        rows[row][column] = character
    }

    private func get(_ x: Int, _ y: Int) -> Character? {
        let column = x - bounds.x, row = y - bounds.y
        guard row >= 0, row < rows.count, column >= 0, column < bounds.width else { return nil }
        return rows[row][column]
    }

    private mutating func fill(_ rect: CellRect, with character: Character) {
        let visible = rect.intersection(bounds)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX { set(x, y, character) }
        }
    }

    private mutating func underline(_ rect: CellRect) {
        let visible = rect.intersection(bounds)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX where [" ", "-", "="].contains(get(x, y)) { set(x, y, "_") }
        }
    }

    private mutating func write(_ label: String, x: Int, y: Int, width: Int) {
        for (offset, character) in label.prefix(max(0, width)).enumerated() { set(x + offset, y, character) }
    }

    private mutating func drawBox(_ rect: CellRect, label: String, corner: Character, horizontal: Character,
                                  vertical: Character, open: Character, close: Character) {
        guard !rect.isEmpty else { return }
        if rect.width == 1 {
            fill(rect, with: vertical)
            write(label, x: rect.minX, y: rect.minY, width: 1)
            return
        }
        if rect.height == 1 {
            fill(rect, with: horizontal)
            set(rect.minX, rect.minY, open)
            set(rect.maxX - 1, rect.minY, close)
            write(label, x: rect.minX + 1, y: rect.minY, width: rect.width - 2)
            return
        }
        fill(rect, with: " ")
        fill(CellRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), with: horizontal)
        fill(CellRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1), with: horizontal)
        fill(CellRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height), with: vertical)
        fill(CellRect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height), with: vertical)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX - 1, rect.minY), (rect.minX, rect.maxY - 1), (rect.maxX - 1, rect.maxY - 1)] {
            set(x, y, corner)
        }
        write(label, x: rect.minX + 1, y: rect.height >= 3 ? rect.minY + 1 : rect.minY, width: rect.width - 2)
    }
}

extension CollectionViewCompositionalLayout {
    /// An ASCII picture of everything in `rect` (the visible rect, say), labelled by index path
    /// (`item`, or `section.item` when there are several sections) and kind.
    public func picture(of rect: CellRect) -> String {
        var picture = LayoutPicture(bounds: rect)
        picture.draw(layoutAttributesForElements(in: rect), label: label(for:))
        return picture.text
    }

    /// How `picture(of:)` names an element.
    package func label(for element: CollectionViewLayoutAttributes) -> String {
        let path = numberOfSections == 1 ? "\(element.indexPath.item)" : "\(element.indexPath.section).\(element.indexPath.item)"
        switch element.representedElementKind {
        case nil: return path
        case CollectionLayoutElementKind.sectionHeader?: return "header \(element.indexPath.section)"
        case CollectionLayoutElementKind.sectionFooter?: return "footer \(element.indexPath.section)"
        case let kind?: return "\(kind) \(path)"
        }
    }
}
