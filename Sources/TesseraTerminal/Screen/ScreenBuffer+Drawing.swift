/// Drawing into a buffer. Everything here keeps the wide-character invariant (see `ScreenBuffer`):
/// writing over either half of a wide grapheme turns its other half into a blank of that cell's
/// style, and a wide grapheme that would straddle an edge (of the buffer or of the clip rect) is
/// drawn as a blank in the column that is inside, never as half a character.
extension ScreenBuffer {
    /// Draws one grapheme with its left column at `point` and returns the columns it advances the
    /// pen (its display width: 0, 1 or 2), whether or not it was visible. Zero-width graphemes (a
    /// lone combining mark, a control) draw nothing. Only the part inside `clip` (and the buffer)
    /// is drawn.
    @discardableResult
    public mutating func put(_ grapheme: Character, at point: CellPoint, style: Style, clip: CellRect? = nil) -> Int {
        putInBuffer(grapheme, at: inBuffer(point), style: style, visible: visibleRect(clip))
    }

    /// ``put(_:at:style:clip:)`` in buffer cells, limited to `visible` (already in the buffer).
    mutating func putInBuffer(_ grapheme: Character, at point: CellPoint, style: Style, visible: CellRect) -> Int {
        let width = TextWidth.of(grapheme)
        guard width > 0 else { return 0 }
        guard point.y >= visible.minY, point.y < visible.maxY else { return width }
        if width == 1 {
            if point.x >= visible.minX, point.x < visible.maxX {
                writeNarrow(Cell(grapheme, style: style, width: 1), x: point.x, y: point.y)
            }
            return width
        }
        let leftInside = point.x >= visible.minX && point.x < visible.maxX
        let rightInside = point.x + 1 >= visible.minX && point.x + 1 < visible.maxX
        switch (leftInside, rightInside) {
        case (true, true):
            writeWide(Cell(grapheme, style: style, width: 2), x: point.x, y: point.y)
        case (true, false):
            writeNarrow(.blank(style), x: point.x, y: point.y)
        case (false, true):
            writeNarrow(.blank(style), x: point.x + 1, y: point.y)
        case (false, false):
            break
        }
        return width
    }

    /// Draws `text` on one row from `point`, grapheme by grapheme, clipped to `clip` and the
    /// buffer. Returns the columns the text covers from `point.x` up to the clip's right edge
    /// (its whole width when it ends before that), whether or not the row is visible. Newlines
    /// and other controls are zero width: this draws a single line.
    @discardableResult
    public mutating func draw(_ text: String, at point: CellPoint, style: Style, clip: CellRect? = nil) -> Int {
        let visible = visibleRect(clip)
        let start = inBuffer(point)
        let rowVisible = start.y >= visible.minY && start.y < visible.maxY
        var x = start.x
        for grapheme in text {
            if x >= visible.maxX { break }
            if rowVisible {
                x += putInBuffer(grapheme, at: CellPoint(x: x, y: start.y), style: style, visible: visible)
            } else {
                x += TextWidth.of(grapheme)
            }
        }
        return max(0, min(x, visible.maxX) - start.x)
    }

    /// Draws `text` as one line on the first row of `rect`, placed by `alignment` and, when
    /// `truncation` is on, cut to the rect's width with "…" (otherwise simply clipped). Cells of
    /// the row the text does not cover are left as they were. Returns the columns drawn.
    @discardableResult
    public mutating func draw(_ text: String, in rect: CellRect, style: Style,
                              alignment: TextAlignment = .leading, truncation: Bool = true) -> Int {
        guard !rect.isEmpty else { return 0 }
        let line = truncation ? TextWidth.truncate(text, to: rect.width) : text
        let offset = alignment.leadingOffset(textWidth: TextWidth.of(line), spaceWidth: rect.width)
        let row = CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        return draw(line, at: CellPoint(x: rect.x + offset, y: rect.y), style: style, clip: row)
    }

    /// Fills the part of `rect` inside the buffer with `cell`'s grapheme and style. A wide
    /// grapheme is laid in pairs of columns; a column left over at the right becomes a blank.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = inBuffer(rect).intersection(visibleRect(nil))
        guard !area.isEmpty else { return }
        let graphemeWidth = TextWidth.of(cell.grapheme)
        guard graphemeWidth == 1 else {
            let pattern = graphemeWidth == 2 ? cell.grapheme : " "
            for y in area.minY..<area.maxY {
                var x = area.minX
                while x < area.maxX { x += putInBuffer(pattern, at: CellPoint(x: x, y: y), style: cell.style, visible: area) }
            }
            return
        }
        let narrow = Cell(cell.grapheme, style: cell.style, width: 1)
        // Only wide graphemes crossing the area's edges need repair: everything inside is replaced.
        breakWideCharacters(crossingEdgesOf: area)
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.minY..<area.maxY {
                let start = y * width
                UnsafeMutableBufferPointer(rebasing: cells[(start + area.minX)..<(start + area.maxX)]).update(repeating: narrow)
            }
        }
    }

    /// Fills the part of `rect` inside the buffer with blanks of `style`.
    public mutating func fill(_ rect: CellRect, style: Style) { fill(rect, with: .blank(style)) }

    /// Every cell blank and plain, in place (a window clears its one buffer every frame). In
    /// buffer cells: the drawing origin and clip do not apply.
    public mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    }

    /// Changes the size, keeping the cells that still fit at the same positions and blanking the
    /// rest. A wide grapheme cut by the new right edge becomes a blank.
    public mutating func resize(to newSize: CellSize) {
        var resized = ScreenBuffer(size: newSize)
        resized.blit(self, at: .zero)
        self = resized
    }

    /// Copies `other` into this buffer with its top-left cell at `origin`, limited to `clip` (and
    /// this buffer). How a sub-view's buffer is composed into its parent's. A wide grapheme of
    /// `other` cut by the copied area's edge arrives as a blank in the column that is inside.
    public mutating func blit(_ other: ScreenBuffer, at origin: CellPoint, clip: CellRect? = nil) {
        let origin = inBuffer(origin)
        let area = visibleRect(clip).intersection(CellRect(origin: origin, size: other.size))
        copy(other, at: origin, into: area, keepingBackgroundUnder: false)
    }

    /// Copies the part of `image` (top-left at `origin`) inside `area` — which lies in both
    /// buffers — over this buffer's cells, repairing wide graphemes cut by the area's edges.
    /// With `keepingBackgroundUnder`, an image cell with the default background takes the
    /// background of the cell it covers (`composite`), and its text colour too when its own is
    /// the default. Rows are copied through buffer pointers:
    /// windows compose every visible cell's image this way, every frame.
    mutating func copy(_ image: ScreenBuffer, at origin: CellPoint, into area: CellRect, keepingBackgroundUnder: Bool) {
        guard !area.isEmpty else { return }
        breakWideCharacters(crossingEdgesOf: area)
        let width = size.width, imageWidth = image.size.width, columns = area.width
        cells.withUnsafeMutableBufferPointer { target in
            image.cells.withUnsafeBufferPointer { source in
                for y in area.minY..<area.maxY {
                    let first = y * width + area.minX
                    let from = (y - origin.y) * imageWidth + (area.minX - origin.x)
                    if keepingBackgroundUnder {
                        for i in 0..<columns {
                            var cell = source[from + i]
                            if cell.style.background == .default {
                                // Text in the default colour on a fill takes the fill's text
                                // colour too: a background is never left with the terminal's.
                                let under = target[first + i].style
                                cell.style.background = under.background
                                if cell.style.foreground == .default, under.background != .default { cell.style.foreground = under.foreground }
                            }
                            target[first + i] = cell
                        }
                    } else {
                        _ = UnsafeMutableBufferPointer(rebasing: target[first..<(first + columns)])
                            .update(fromContentsOf: source[from..<(from + columns)])
                    }
                    // Halves whose partner stayed outside the area become blanks.
                    let last = first + columns - 1
                    if target[first].isContinuation { target[first] = .blank(target[first].style) }
                    if target[last].width == 2 { target[last] = .blank(target[last].style) }
                }
            }
        }
    }

    /// Replaces the style of every cell in `rect` (and the buffer) with `transform(style)`: dims
    /// or reverses rows for animation and focus. A wide grapheme partly inside is restyled whole,
    /// so its two cells never disagree.
    public mutating func applyStyle(_ transform: (Style) -> Style, in rect: CellRect) {
        let area = inBuffer(rect).intersection(visibleRect(nil))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let start = y * size.width
            var minX = area.minX, maxX = area.maxX
            if cells[start + minX].isContinuation { minX -= 1 }
            if cells[start + maxX - 1].width == 2 { maxX += 1 }
            for i in (start + minX)..<(start + maxX) { cells[i].style = transform(cells[i].style) }
        }
    }

    /// The cell at `point` in drawing coordinates, or nil where drawing may not reach (outside
    /// the drawing clip or the buffer): what a view reads back of what it drew (a separator
    /// keeps text it underlines in its own colour).
    public func cell(at point: CellPoint) -> Cell? {
        let p = inBuffer(point)
        guard visibleRect(nil).contains(p) else { return nil }
        return cells[p.y * size.width + p.x]
    }

    // MARK: - Cell writes that keep the invariant

    /// The buffer cells drawing with `clip` (in drawing coordinates; nil for none) may touch:
    /// `clip` moved to the drawing origin, within the drawing clip and the buffer.
    func visibleRect(_ clip: CellRect?) -> CellRect {
        var visible = drawingClip.map { $0.intersection(bounds) } ?? bounds
        if let clip { visible = visible.intersection(inBuffer(clip)) }
        return visible
    }

    /// A point in drawing coordinates, in buffer cells.
    func inBuffer(_ point: CellPoint) -> CellPoint {
        CellPoint(x: point.x + drawingOrigin.x, y: point.y + drawingOrigin.y)
    }

    /// A rect in drawing coordinates, in buffer cells.
    func inBuffer(_ rect: CellRect) -> CellRect {
        rect.offsetBy(dx: drawingOrigin.x, dy: drawingOrigin.y)
    }

    /// Makes the columns at `area`'s left and right edges safe to overwrite, on each of its rows.
    mutating func breakWideCharacters(crossingEdgesOf area: CellRect) {
        for y in area.minY..<area.maxY {
            breakWideCharacter(x: area.minX, y: y)
            breakWideCharacter(x: area.maxX - 1, y: y)
        }
    }

    /// Makes column `x` safe to overwrite: if it holds half of a wide grapheme, the other half
    /// becomes a blank of its own style.
    mutating func breakWideCharacter(x: Int, y: Int) {
        let i = y * size.width + x
        switch cells[i].width {
        case 2: cells[i + 1] = .blank(cells[i + 1].style)
        case 0: cells[i - 1] = .blank(cells[i - 1].style)
        default: break
        }
    }

    mutating func writeNarrow(_ cell: Cell, x: Int, y: Int) {
        breakWideCharacter(x: x, y: y)
        cells[y * size.width + x] = cell
    }

    mutating func writeWide(_ lead: Cell, x: Int, y: Int) {
        breakWideCharacter(x: x, y: y)
        breakWideCharacter(x: x + 1, y: y)
        let i = y * size.width + x
        cells[i] = lead
        cells[i + 1] = .continuation(lead.style)
    }
}
