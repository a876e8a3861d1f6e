import CNcursesw

/// Frames out. A flush compares the frame with what is shown (`ShownScreen`), inside the
/// frame's damage when it is a window's next frame, hands ncurses only the cells that changed,
/// and lets one `doupdate()` write
/// them; emoji drawn whole follow inside the same synchronized update. The bytes it reports are
/// the ones that really went to the terminal, as the kernel counted them (`OutputByteCounter`).
extension NcursesTerminal {
    /// Writes the cells of `frame` that differ from the screen through ncurses, in one `doupdate()`
    /// (inside a synchronized update where supported), then draws whole emoji on the changed rows.
    /// Reports the cells changed and the bytes the kernel counted; nothing after `restore()`.
    /// O(damaged cells) to compare for a window's next frame (else O(cells on screen)), plus
    /// the changed cells to write.
    @discardableResult
    public func flush(_ frame: ScreenBuffer) -> FlushStats {
        guard active else { return FlushStats() }
        var frame = frame
        if frame.size != size { frame.resize(to: size) }
        if shown.size != size { shown.resize(to: size) }
        let bytesBefore = byteCounter.total
        let width = size.width
        // ncurses draws a wide grapheme's second half itself: a change to either half puts the lead.
        let cellsChanged = shown.update(to: frame) { x, y, _ in put(frame.cells[y * width + x], x: x, y: y) }
        let wanted = frame.cursor.map { CursorPlacement(position: $0.position, visible: $0.isVisible) }
            ?? CursorPlacement(position: placedCursor?.position, visible: false)
        guard cellsChanged > 0 || wanted != placedCursor else { return FlushStats() }
        if capabilities.synchronizedOutput { Self.write(ANSIFrameEncoder.beginSynchronizedUpdate) }
        // Hidden before the update and shown after it, so the cursor never flickers across the
        // cells being written. Where it stands is the window's cursor when doupdate ends.
        if !wanted.visible, placedCursor?.visible != false { _ = curs_set(0) }
        if let position = wanted.position, position.x < size.width, position.y < size.height {
            wmove(tessera_stdscr(), Int32(position.y), Int32(position.x))
        }
        wnoutrefresh(tessera_stdscr())
        doupdate()
        Self.write(WholeClusterWriter.bytes(for: frame, rows: shown.changedRows, policy: emojiPolicy,
                                            colorMapping: colorMapping, cursor: Self.physicalCursor()))
        if wanted.visible, placedCursor?.visible != true { _ = curs_set(1) }
        placedCursor = wanted
        if capabilities.synchronizedOutput { Self.write(ANSIFrameEncoder.endSynchronizedUpdate) }
        let bytesWritten = bytesBefore.flatMap { before in byteCounter.total.map { $0 - before } }
        return FlushStats(cellsChanged: cellsChanged, bytesWritten: bytesWritten ?? 0)
    }

    /// Forgets what the screen shows, and has ncurses clear it, so the next flush repaints every cell
    /// (after resume or resize).
    public func invalidate() {
        shown.forget()
        placedCursor = nil
        if active { clearok(tessera_stdscr(), true) }
    }

    /// Draws one cell through ncurses' wide API, as `NcursesGlyph` says: a grapheme ncurses
    /// cannot measure as we do goes over as a stand-in of exactly the cell's columns, so the
    /// terminal's cursor and ours never part. One drawn whole gets its concealed placeholder,
    /// and `WholeClusterWriter` writes it after the update.
    private func put(_ cell: Cell, x: Int, y: Int) {
        var (attributes, pair) = resolvedStyle(cell.style)
        // Most cells hold one printable ASCII character: nothing to measure or stand in for, and
        // no array to build (the general path below costs several allocations a cell).
        if cell.width == 1, let ascii = cell.grapheme.asciiValue, (0x20..<0x7F).contains(ascii) {
            var characters: (wchar_t, wchar_t) = (wchar_t(ascii), 0)
            var cchar = cchar_t()
            withUnsafePointer(to: &characters) {
                $0.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = tessera_setcchar(&cchar, $0, attributes, pair) }
            }
            _ = tessera_mvadd_wch(Int32(y), Int32(x), &cchar)
            return
        }
        // As in the ANSI encoder, only a grapheme that takes exactly its cell's columns is
        // drawn: a control or a lone mark would move ncurses' cursor (a stray continuation
        // goes out as a blank of its style).
        let grapheme: Character = TextWidth.of(cell.grapheme) == Int(cell.width) ? cell.grapheme : " "
        var pieces = NcursesGlyph.pieces(for: grapheme, width: max(1, Int(cell.width)), maximumScalars: Int(TESSERA_CCHARW_MAX),
                                         pictographs: emojiPolicy.drawsPictographs)
        if WholeClusterWriter.drawsWhole(cell, policy: emojiPolicy) {
            pieces = NcursesGlyph.placeholder(for: grapheme)
            attributes |= TESSERA_A_INVIS
        } else if pieces.count == 2, let paint = NcursesGlyph.paint(for: grapheme) {
            // A picture in its own colours (a fading row keeps its dim; reverse would swap them).
            var painted = cell.style
            (painted.foreground, painted.background) = (paint.foreground, paint.background)
            painted.attributes.remove(.reverse)
            (attributes, pair) = resolvedStyle(painted, mapping: colorMapping.exact)
        }
        for (column, piece) in pieces.enumerated() {
            var characters = piece.map { wchar_t(bitPattern: $0.value) }
            characters.append(0)
            var cchar = cchar_t()
            _ = tessera_setcchar(&cchar, characters, attributes, pair)
            _ = tessera_mvadd_wch(Int32(y), Int32(x + (pieces.count > 1 ? column : 0)), &cchar)
        }
    }

    /// `style` as curses attributes and a colour pair, through `mapping` (the terminal's own
    /// unless given; only that one's answers are cached).
    private func resolvedStyle(_ style: Style, mapping: ColorMapping? = nil) -> (attributes: attr_t, pair: Int32) {
        // Neighbouring cells mostly share a style: the last answer is checked before the cache.
        if mapping == nil, let last = lastResolvedStyle, last.style == style { return (last.attributes, last.pair) }
        if mapping == nil, let known = styleCache[style] {
            lastResolvedStyle = (style, known.attributes, known.pair)
            return known
        }
        let resolved = (mapping ?? colorMapping).resolve(style)
        var attributes = TESSERA_A_NORMAL
        if resolved.attributes.contains(.bold) { attributes |= TESSERA_A_BOLD }
        if resolved.attributes.contains(.dim) { attributes |= TESSERA_A_DIM }
        if resolved.attributes.contains(.italic) { attributes |= TESSERA_A_ITALIC }
        if resolved.attributes.contains(.underline) { attributes |= TESSERA_A_UNDERLINE }
        if resolved.attributes.contains(.reverse) { attributes |= TESSERA_A_REVERSE }
        let pair = pairs.pair(for: .init(foreground: resolved.foreground, background: resolved.background))
        if mapping == nil {
            styleCache[style] = (attributes, pair)
            lastResolvedStyle = (style, attributes, pair)
        }
        return (attributes, pair)
    }

    /// Where ncurses believes the cursor is.
    static func physicalCursor() -> CellPoint {
        var row: Int32 = 0, column: Int32 = 0
        tessera_physical_cursor(&row, &column)
        return CellPoint(x: Int(column), y: Int(row))
    }

    /// Bytes for the terminal that ncurses does not know how to say. Only called between
    /// updates, when ncurses' own buffer is empty, so the order on the wire is kept.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let written = systemWrite(STDOUT_FILENO, raw.baseAddress! + done, raw.count - done)
                if written > 0 { done += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}

/// The real cursor as the ncurses backend left it (`NcursesTerminal.placedCursor`).
struct CursorPlacement: Equatable {
    /// Where it stands (nil: wherever the last write left it).
    var position: CellPoint?
    var visible: Bool
}
