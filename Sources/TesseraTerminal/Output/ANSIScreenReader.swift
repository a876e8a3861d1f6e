/// Reads back what a stream of terminal output draws: feed it the bytes a program wrote to its
/// terminal (or `tmux capture-pane -e -p` text), then read every cell's grapheme and style as
/// a ``ScreenBuffer`` — so a test can check the colours a program really sent, not the ones it
/// meant to (`ContrastAudit`).
///
/// A small xterm model, enough for what ncurses and tmux write: printable UTF-8 (widths by
/// `TextWidth`), CR, LF, BS, TAB; CUP/HVP, CUU/CUD/CUF/CUB, CHA/HPA, VPA, CNL/CPL; ED, EL, ECH,
/// ICH/DCH, IL/DL, REP; scrolling regions (DECSTBM) with IND/RI/NEL and SU/SD; DECSC/DECRC and
/// CSI s/u; the alternate screen (1047/1049, which clear it); SGR with the 8/16 colours, the
/// 256-colour palette and direct RGB (mapped to the nearest palette entry). Strings (OSC, DCS,
/// APC) and modes it does not model are skipped. Writing in the last column leaves the wrap
/// pending, as xterm does.
package struct ANSIScreenReader: Sendable {
    /// The screen as drawn so far.
    package private(set) var screen: ScreenBuffer
    private var saved: ScreenBuffer?
    private var x = 0, y = 0
    private var pendingWrap = false
    private var pen = Style()
    private var savedCursor: (x: Int, y: Int, pen: Style) = (0, 0, Style())
    private var top = 0, bottom: Int
    private var pending: [UInt8] = []
    private var lastGrapheme: Character?

    /// A blank screen of `size`, cursor at the top left, default colours.
    package init(size: CellSize) {
        screen = ScreenBuffer(size: size)
        bottom = size.height - 1
    }

    /// Reads `text` from `tmux capture-pane -e -p`: one line per row, with SGR sequences only
    /// where the style changes — from the previous cell, which may be on the line before.
    package static func capturedPane(_ text: String, size: CellSize) -> ScreenBuffer {
        var reader = ANSIScreenReader(size: size)
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(size.height).enumerated() {
            reader.feed(Array("\u{1B}[\(row + 1);1H".utf8) + Array(line.utf8))
        }
        return reader.screen
    }

    /// Takes more output; a sequence cut off at the end waits for the rest.
    package mutating func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard let length = escape(at: index) else { break }
                index += length
            } else if byte < 0x20 || byte == 0x7F {
                control(byte)
                index += 1
            } else {
                var end = index
                while end < pending.count, pending[end] >= 0x20, pending[end] != 0x7F { end += 1 }
                // Keep a UTF-8 sequence cut off at the end for the next feed.
                var cut = end
                if end == pending.count {
                    var back = end - 1
                    while back > index, pending[back] & 0xC0 == 0x80 { back -= 1 }
                    let lead = pending[back]
                    let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                    if end - back < needed { cut = back }
                }
                if cut == index { break }
                for grapheme in String(decoding: pending[index..<cut], as: UTF8.self) { put(grapheme) }
                index = cut
            }
        }
        pending.removeFirst(index)
    }

    // MARK: - Text

    private mutating func put(_ grapheme: Character) {
        let width = TextWidth.of(grapheme)
        guard width > 0 else { return }
        if pendingWrap || x + width > screen.width {
            x = 0
            pendingWrap = false
            lineFeed()
        }
        screen.put(grapheme, at: CellPoint(x: x, y: y), style: pen)
        lastGrapheme = grapheme
        if x + width >= screen.width { x = screen.width - 1; pendingWrap = true } else { x += width }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: x = 0; pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: x = max(0, x - 1); pendingWrap = false
        case 0x09: x = min(screen.width - 1, (x / 8 + 1) * 8); pendingWrap = false
        default: break
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if y == bottom { scrollUp(1) } else { y = min(screen.height - 1, y + 1) }
    }

    private mutating func reverseIndex() {
        if y == top { scrollDown(1) } else { y = max(0, y - 1) }
    }

    // MARK: - Escape sequences

    /// The length of the sequence at `start`, or nil when it is not complete yet.
    private mutating func escape(at start: Int) -> Int? {
        guard start + 1 < pending.count else { return nil }
        let kind = pending[start + 1]
        switch kind {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
            guard end < pending.count else { return nil }
            csi(Array(pending[(start + 2)..<end]), final: pending[end])
            return end - start + 1
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
            var end = start + 2
            while end < pending.count {
                if pending[end] == 0x07 { return end - start + 1 }
                if pending[end] == 0x1B, end + 1 < pending.count, pending[end + 1] == UInt8(ascii: "\\") { return end - start + 2 }
                end += 1
            }
            return nil
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: " "):
            return start + 2 < pending.count ? 3 : nil
        case UInt8(ascii: "7"): savedCursor = (x, y, pen); return 2
        case UInt8(ascii: "8"): (x, y, pen) = savedCursor; pendingWrap = false; return 2
        case UInt8(ascii: "D"): lineFeed(); return 2
        case UInt8(ascii: "E"): x = 0; lineFeed(); return 2
        case UInt8(ascii: "M"): reverseIndex(); return 2
        case UInt8(ascii: "c"): self = ANSIScreenReader(size: screen.size); return 2
        default: return 2
        }
    }

    private mutating func csi(_ body: [UInt8], final: UInt8) {
        let marker = body.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let parameterBytes = marker == nil ? body[...] : body.dropFirst()
        let intermediates = parameterBytes.filter { (0x20...0x2F).contains($0) }
        let numbers: [Int?] = parameterBytes.filter { !(0x20...0x2F).contains($0) }
            .split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0.prefix { $0 != UInt8(ascii: ":") }, as: UTF8.self)) }
        func number(_ i: Int, _ fallback: Int) -> Int { i < numbers.count ? (numbers[i] ?? fallback) : fallback }
        func count(_ i: Int) -> Int { max(1, number(i, 1)) }
        if let marker {
            if marker == UInt8(ascii: "?"), final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                for mode in numbers.compactMap({ $0 }) where mode == 1049 || mode == 1047 || mode == 47 {
                    if final == UInt8(ascii: "h") { saved = screen; screen = ScreenBuffer(size: screen.size) }
                    else if let saved { screen = saved; self.saved = nil }
                }
            }
            return
        }
        guard intermediates.isEmpty else { return }
        let maxX = screen.width - 1, maxY = screen.height - 1
        if final != UInt8(ascii: "m") { pendingWrap = false }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            y = min(maxY, count(0) - 1); x = min(maxX, count(1) - 1)
        case UInt8(ascii: "A"): y = max(y >= top ? top : 0, y - count(0))
        case UInt8(ascii: "B"): y = min(y <= bottom ? bottom : maxY, y + count(0))
        case UInt8(ascii: "C"): x = min(maxX, x + count(0))
        case UInt8(ascii: "D"): x = max(0, x - count(0))
        case UInt8(ascii: "E"): x = 0; y = min(maxY, y + count(0))
        case UInt8(ascii: "F"): x = 0; y = max(0, y - count(0))
        case UInt8(ascii: "G"), UInt8(ascii: "`"): x = min(maxX, count(0) - 1)
        case UInt8(ascii: "d"): y = min(maxY, count(0) - 1)
        case UInt8(ascii: "J"):
            switch number(0, 0) {
            case 0: erase(from: x, to: maxX, row: y); for row in (y + 1)..<(maxY + 1) { erase(from: 0, to: maxX, row: row) }
            case 1: for row in 0..<y { erase(from: 0, to: maxX, row: row) }; erase(from: 0, to: x, row: y)
            default: for row in 0...maxY { erase(from: 0, to: maxX, row: row) }
            }
        case UInt8(ascii: "K"):
            switch number(0, 0) {
            case 0: erase(from: x, to: maxX, row: y)
            case 1: erase(from: 0, to: x, row: y)
            default: erase(from: 0, to: maxX, row: y)
            }
        case UInt8(ascii: "X"): erase(from: x, to: min(maxX, x + count(0) - 1), row: y)
        case UInt8(ascii: "@"): shiftRow(by: count(0))
        case UInt8(ascii: "P"): shiftRow(by: -count(0))
        case UInt8(ascii: "L"): if (top...bottom).contains(y) { scroll(region: y...bottom, down: count(0)) }
        case UInt8(ascii: "M"): if (top...bottom).contains(y) { scroll(region: y...bottom, down: -count(0)) }
        case UInt8(ascii: "S"): scrollUp(count(0))
        case UInt8(ascii: "T"): scrollDown(count(0))
        case UInt8(ascii: "b"): if let lastGrapheme { for _ in 0..<count(0) { put(lastGrapheme) } }
        case UInt8(ascii: "r"):
            top = min(maxY, count(0) - 1); bottom = min(maxY, number(1, screen.height) - 1)
            if bottom <= top { top = 0; bottom = maxY }
            x = 0; y = 0
        case UInt8(ascii: "s"): savedCursor = (x, y, pen)
        case UInt8(ascii: "u"): (x, y, pen) = savedCursor
        case UInt8(ascii: "m"): selectGraphicRendition(numbers)
        default: break
        }
    }

    /// Erased cells take the current background, as xterm's do (back-colour erase).
    private mutating func erase(from first: Int, to last: Int, row: Int) {
        guard first <= last, (0..<screen.height).contains(row) else { return }
        screen.fill(CellRect(x: first, y: row, width: last - first + 1, height: 1), style: Style(background: pen.background))
    }

    private mutating func shiftRow(by columns: Int) {
        let row = (0..<screen.width).map { screen[$0, y] }
        let blank = Cell.blank(Style(background: pen.background))
        for column in x..<screen.width {
            let from = column - columns
            screen.fill(CellRect(x: column, y: y, width: 1, height: 1), with: from >= x && from < screen.width ? row[from] : blank)
        }
    }

    private mutating func scrollUp(_ lines: Int) { scroll(region: top...bottom, down: -lines) }
    private mutating func scrollDown(_ lines: Int) { scroll(region: top...bottom, down: lines) }

    /// Moves the rows of `region` down by `down` (up when negative), blanking the rows uncovered.
    private mutating func scroll(region: ClosedRange<Int>, down: Int) {
        let rows = region.map { row in (0..<screen.width).map { screen[$0, row] } }
        let blank = Cell.blank(Style(background: pen.background))
        for (offset, row) in region.enumerated() {
            let source = offset - down
            for column in 0..<screen.width {
                let cell = source >= 0 && source < rows.count ? rows[source][column] : blank
                screen.fill(CellRect(x: column, y: row, width: 1, height: 1), with: cell)
            }
        }
    }

    private mutating func selectGraphicRendition(_ numbers: [Int?]) {
        let codes = numbers.isEmpty ? [0] : numbers.map { $0 ?? 0 }
        var i = 0
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: pen = Style()
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 22: pen.attributes.remove(.bold); pen.attributes.remove(.dim)
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.reverse)
            case 30...37: pen.foreground = .ansi(UInt8(code - 30))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .ansi(UInt8(code - 40))
            case 49: pen.background = .default
            case 90...97: pen.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: pen.background = .ansi(UInt8(code - 100 + 8))
            case 38, 48:
                var color: Color?
                if i + 2 < codes.count, codes[i + 1] == 5 {
                    let index = codes[i + 2]
                    color = index < 16 ? .ansi(UInt8(index)) : .palette(UInt8(min(255, index)))
                    i += 2
                } else if i + 4 < codes.count, codes[i + 1] == 2 {
                    color = Color.nearestPalette(to: RGBColor(red: codes[i + 2], green: codes[i + 3], blue: codes[i + 4]))
                    i += 4
                }
                if let color { if code == 38 { pen.foreground = color } else { pen.background = color } }
            default: break
            }
            i += 1
        }
    }
}

