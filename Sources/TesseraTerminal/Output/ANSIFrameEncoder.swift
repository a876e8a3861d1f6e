/// Turns a frame into the bytes an ANSI (xterm-like) terminal needs to show it over the previous
/// one, writing only the cells that changed. It is `HeadlessTerminal`'s output: the bytes its
/// `FlushStats` count and tests assert exactly. (The ncurses backend does not use it: ncurses
/// writes its own bytes, and that backend counts those.)
///
/// What it emits, cell by cell in row-major order, for each changed cell:
/// - a cursor move (CUP, `ESC [ row ; col H`) only when the cursor is not already there — after
///   writing a grapheme the cursor stands just right of it, so runs of changed cells need one move;
/// - an SGR (`ESC [ 0 ; attributes ; colours m`: a full reset, then the attributes and colours)
///   only when the style differs from the terminal's current one, colours approximated for the
///   terminal's colour depth;
/// - the grapheme in UTF-8 (a wide grapheme once, for both of its cells);
/// then the real cursor where the frame leaves it (`ScreenBuffer.cursor`), shown or hidden.
/// With synchronized output on, a frame that changes anything is wrapped in DEC private mode
/// 2026 (`ESC [ ? 2026 h` … `ESC [ ? 2026 l`). An unchanged frame is zero bytes.
///
/// The encoder remembers where it left the cursor and which SGR is in force between frames, as
/// the terminal does; `forgetTerminalState()` drops that when the screen is no longer known.
package struct ANSIFrameEncoder: Sendable {
    /// The depth colours are approximated for; 256 by default.
    package var colorDepth: ColorDepth
    /// Whether frames that change anything are wrapped in DEC mode 2026; off by default.
    package var synchronizedOutput: Bool
    /// Where the terminal's cursor is after the last frame; nil when unknown (at the start, or
    /// after writing the last column, where terminals differ about pending wraps).
    package private(set) var cursor: CellPoint?
    /// The style the terminal draws with now; nil when unknown.
    package private(set) var pen: Style?
    /// Whether the terminal shows its cursor now (hidden at start-up).
    package private(set) var cursorShown = false

    /// An encoder for a terminal of `colorDepth`, with or without synchronized output, knowing
    /// nothing yet of the cursor or the style in force.
    package init(colorDepth: ColorDepth = .palette256, synchronizedOutput: Bool = false) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
    }

    /// An encoder for a terminal with `capabilities` (its colour depth and synchronized output).
    package init(capabilities: TerminalCapabilities) {
        self.init(colorDepth: capabilities.colorDepth, synchronizedOutput: capabilities.synchronizedOutput)
    }

    /// Forgets the cursor position and the current style: the next frame moves and sets both.
    package mutating func forgetTerminalState() {
        cursor = nil
        pen = nil
    }

    /// The bytes that turn `previous` on screen into `next`. With no `previous` (the screen is
    /// unknown) or one of another size, every cell is written and counted as changed.
    package mutating func encode(_ next: ScreenBuffer, over previous: ScreenBuffer?) -> EncodedFrame {
        var shown = previous.flatMap { $0.size == next.size ? ShownScreen(showing: $0) : nil }
            ?? ShownScreen(size: next.size, known: false)
        return encode(next, onto: &shown)
    }

    /// The bytes that turn `shown` into `next` (of its size), comparing each cell once; `shown`
    /// is `next` afterwards. How `HeadlessTerminal` flushes.
    mutating func encode(_ next: ScreenBuffer, onto shown: inout ShownScreen) -> EncodedFrame {
        var bytes: [UInt8] = []
        if synchronizedOutput { bytes.append(contentsOf: Self.beginSynchronizedUpdate) }
        let width = next.width
        let cellsChanged = shown.update(to: next) { x, y, span in
            write(next.cells[y * width + x], span: span, x: x, y: y, rowWidth: width, into: &bytes)
        }
        let placed = place(next.cursor, into: &bytes)
        guard cellsChanged > 0 || placed else { return EncodedFrame(bytes: [], cellsChanged: 0) }
        if synchronizedOutput { bytes.append(contentsOf: Self.endSynchronizedUpdate) }
        return EncodedFrame(bytes: bytes, cellsChanged: cellsChanged)
    }

    /// Leaves the real cursor where the frame asks (`ScreenBuffer.cursor`): a move if it is not
    /// there, DECTCEM (`ESC [ ? 25 h` / `l`) when it is to be shown or hidden. The terminal
    /// starts with it hidden (backends hide it at start-up). Returns whether it wrote anything.
    private mutating func place(_ wanted: TerminalCursor?, into bytes: inout [UInt8]) -> Bool {
        let before = bytes.count
        let visible = wanted?.isVisible ?? false
        if !visible && cursorShown { bytes.append(contentsOf: Self.hideCursor) }
        if let wanted, cursor != wanted.position {
            Self.appendCursorPosition(wanted.position, to: &bytes)
            cursor = wanted.position
        }
        if visible && !cursorShown { bytes.append(contentsOf: Self.showCursor) }
        cursorShown = visible
        return bytes.count > before
    }

    // MARK: - Sequences

    static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
    static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)
    static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
    static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)

    private mutating func write(_ cell: Cell, span: Int, x: Int, y: Int, rowWidth: Int, into bytes: inout [UInt8]) {
        let here = CellPoint(x: x, y: y)
        if cursor != here {
            Self.appendCursorPosition(here, to: &bytes)
        }
        let style = cell.style.approximated(for: colorDepth)
        if pen != style {
            Self.appendSGR(style, to: &bytes)
            pen = style
        }
        // Only a grapheme that takes exactly the cell's columns is sent as is: a lone mark or a
        // control would move the cursor unpredictably, so a broken cell goes out as blanks.
        if !cell.isContinuation && TextWidth.of(cell.grapheme) == span {
            bytes.append(contentsOf: cell.grapheme.utf8)
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: span))
        }
        let after = x + span
        cursor = after < rowWidth ? CellPoint(x: after, y: y) : nil
    }

    static func appendCursorPosition(_ p: CellPoint, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0x1B, 0x5B])  // ESC [
        appendDecimal(p.y + 1, to: &bytes)
        bytes.append(0x3B)  // ;
        appendDecimal(p.x + 1, to: &bytes)
        bytes.append(0x48)  // H
    }

    static let attributeCodes: [(TextAttributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]

    static func appendSGR(_ style: Style, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0x1B, 0x5B, 0x30])  // ESC [ 0
        for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
            bytes.append(0x3B)
            appendDecimal(code, to: &bytes)
        }
        appendColor(style.foreground, normalBase: 30, brightBase: 90, extended: 38, to: &bytes)
        appendColor(style.background, normalBase: 40, brightBase: 100, extended: 48, to: &bytes)
        bytes.append(0x6D)  // m
    }

    private static func appendColor(_ color: Color, normalBase: Int, brightBase: Int, extended: Int, to bytes: inout [UInt8]) {
        switch color {
        case .default:
            return
        case .ansi(let n):
            let n = Int(n & 15)
            bytes.append(0x3B)
            appendDecimal(n < 8 ? normalBase + n : brightBase + n - 8, to: &bytes)
        case .palette(let n):
            bytes.append(0x3B)
            appendDecimal(extended, to: &bytes)
            bytes.append(contentsOf: [0x3B, 0x35, 0x3B])  // ;5;
            appendDecimal(Int(n), to: &bytes)
        }
    }

    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(0x30 + UInt8(value % 10))
    }
}

/// One frame's worth of terminal output and what it changed.
package struct EncodedFrame: Hashable, Sendable {
    /// The exact bytes to write: cursor moves, SGR sequences, UTF-8 text.
    package var bytes: [UInt8]
    /// Cells whose content or style differs from the previous frame (every cell when it was unknown).
    package var cellsChanged: Int

    /// A frame's output as given.
    package init(bytes: [UInt8], cellsChanged: Int) {
        self.bytes = bytes
        self.cellsChanged = cellsChanged
    }

    /// The counters a flush reports: the cells changed and the number of bytes.
    package var stats: FlushStats { FlushStats(cellsChanged: cellsChanged, bytesWritten: bytes.count) }
}
