@testable import TesseraTerminal

/// A terminal emulator small enough to read, for the start-up probe's tests: it keeps a grid of
/// graphemes, moves its cursor by `advance` (how wide this make of terminal draws a grapheme),
/// understands the sequences the probe sends — CUP, EL, SGR (conceal only), DECSET/DECRST
/// 2026, CPR requests, DECRQM, OSC 10/11 queries, XTVERSION, DA2, DA — and answers as a real
/// one would, in order.
struct ScriptedTerminal {
    var width: Int
    var height: Int
    /// Columns the cursor moves for a grapheme, as this terminal counts them.
    var advance: (Character) -> Int
    /// DECRPM state per mode this terminal knows; others are answered 0 (not recognised).
    var modes: [Int: Int] = [2026: 2]
    /// Whether it answers at all (false: a terminal that stays silent, or a dead line).
    var answers = true
    /// What it answers to OSC 10 (its text colour) and OSC 11 (its background); nil: silent.
    var dynamicColors: [Int: String] = [:]
    /// Its XTVERSION answer; nil: silent.
    var versionReport: String?
    /// Its secondary device attributes; nil: silent.
    var secondaryAttributes: [Int]?

    private(set) var grid: [[Character]]
    private(set) var cursor = CellPoint(x: 0, y: 0)
    private(set) var concealed = false
    private(set) var synchronizedUpdate = false
    /// How many separate writes it was given (the probe must need one).
    private(set) var writes = 0

    init(width: Int = 80, height: Int = 24, advance: @escaping (Character) -> Int) {
        self.width = width
        self.height = height
        self.advance = advance
        grid = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// Takes one write and returns what the terminal answers to it.
    mutating func write(_ bytes: [UInt8]) -> [UInt8] {
        writes += 1
        var answer: [UInt8] = []
        var text = ""
        var index = 0
        func flushText() {
            for grapheme in text { put(grapheme) }
            text = ""
        }
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") {
                // OSC, up to ST (ESC \) or BEL.
                flushText()
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x07, !(bytes[end] == 0x1B && end + 1 < bytes.count) { end += 1 }
                let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let parts = body.split(separator: ";")
                if parts.count == 2, parts[1] == "?", let number = Int(parts[0]), let color = dynamicColors[number] {
                    answer += Array("\u{1B}]\(number);\(color)\u{1B}\\".utf8)
                }
                index = end + (end < bytes.count && bytes[end] == 0x07 ? 1 : 2)
                continue
            }
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                // Collect text bytes until the next escape; graphemes are decoded from the run.
                let end = bytes[index...].firstIndex(of: 0x1B) ?? bytes.count
                text += String(decoding: bytes[index..<end], as: UTF8.self)
                index = end
                continue
            }
            flushText()
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            answer += sequence(body, final: Character(Unicode.Scalar(bytes[end])))
            index = end + 1
        }
        flushText()
        return answers ? answer : []
    }

    /// The row's text, trailing blanks included.
    func row(_ y: Int) -> String { String(grid[y]) }

    var isBlank: Bool { grid.allSatisfy { $0.allSatisfy { $0 == " " } } }

    private mutating func put(_ grapheme: Character) {
        let columns = advance(grapheme)
        guard cursor.y < height else { return }
        if cursor.x < width { grid[cursor.y][cursor.x] = grapheme }
        for extra in 1..<max(1, columns) where cursor.x + extra < width { grid[cursor.y][cursor.x + extra] = " " }
        cursor.x = min(width - 1, cursor.x + columns) // no wrap: pending at the last column
    }

    private mutating func sequence(_ body: String, final: Character) -> [UInt8] {
        let numbers = body.filter { $0 != "?" && $0 != "$" }.split(separator: ";").map { Int($0) ?? 0 }
        switch (final, body.first) {
        case ("H", _):
            cursor = CellPoint(x: max(1, numbers.count > 1 ? numbers[1] : 1) - 1, y: max(1, numbers.first ?? 1) - 1)
        case ("K", _) where numbers.first == 2:
            grid[cursor.y] = Array(repeating: " ", count: width)
        case ("m", _):
            concealed = numbers.contains(8) && !(numbers.last == 0)
        case ("h", "?") where numbers == [2026]: synchronizedUpdate = true
        case ("l", "?") where numbers == [2026]: synchronizedUpdate = false
        case ("n", _) where numbers == [6]:
            return Array("\u{1B}[\(cursor.y + 1);\(cursor.x + 1)R".utf8)
        case ("p", "?"):
            let mode = numbers.first ?? 0
            return Array("\u{1B}[?\(mode);\(modes[mode] ?? 0)$y".utf8)
        case ("q", ">"):
            return versionReport.map { Array("\u{1B}P>|\($0)\u{1B}\\".utf8) } ?? []
        case ("c", ">"):
            return secondaryAttributes.map { Array("\u{1B}[>\($0.map(String.init).joined(separator: ";"))c".utf8) } ?? []
        case ("c", _):
            return Array("\u{1B}[?62;22c".utf8)
        default:
            break
        }
        return []
    }
}

extension ScriptedTerminal {
    /// kitty 0.26 as measured under Xvfb: a ZWJ sequence moves by the sum of its parts, a
    /// text-default base with a skin tone by 1, flags, VS16 emoji and keycaps by 2.
    static func kitty(width: Int = 80, height: Int = 24) -> ScriptedTerminal {
        ScriptedTerminal(width: width, height: height) { grapheme in
            let scalars = grapheme.unicodeScalars
            if scalars.contains(where: { $0.value == 0x200D }) {
                return scalars.reduce(0) { $0 + (TextWidth.widthClass(of: $1) == .zero ? 0 : 2) }
            }
            if grapheme == "☝🏻" { return 1 }
            return TextWidth.of(grapheme)
        }
    }

    /// A terminal that agrees with `TextWidth` about everything (WezTerm, Ghostty, foot…).
    static func agreeing(width: Int = 80, height: Int = 24) -> ScriptedTerminal {
        ScriptedTerminal(width: width, height: height) { TextWidth.of($0) }
    }
}
