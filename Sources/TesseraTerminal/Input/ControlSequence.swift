/// A parsed `CSI` sequence and what it means.
struct ControlSequence {
    let parameters: [UInt8]
    let intermediates: [UInt8]
    let final: UInt8

    enum Interpretation {
        case event(Event)
        case reply(TerminalReply)
    }

    /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta). Meta counts as Alt.
    static func modifiers(parameter: Int) -> Modifiers {
        let bits = max(0, parameter - 1)
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    /// The numbers, `;`-separated; an empty field is nil. Sub-parameters (`:`) are dropped.
    private var numbers: [Int?] {
        let body = parameters.first.map { (0x3C...0x3F).contains($0) } == true ? parameters.dropFirst() : parameters[...]
        return body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            let main = field.prefix { $0 != UInt8(ascii: ":") }
            guard !main.isEmpty, main.allSatisfy({ (0x30...0x39).contains($0) }), main.count < 10 else { return nil }
            return main.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }

    private var privateMarker: UInt8? {
        guard let first = parameters.first, (0x3C...0x3F).contains(first) else { return nil }
        return first
    }

    /// `CSI 200 ~`: the terminal's bracket before pasted text.
    var isPasteStart: Bool {
        intermediates.isEmpty && final == UInt8(ascii: "~") && parameters == Array("200".utf8)
    }

    func interpretation(raw: [UInt8], awaitingCursorReport: Bool = false) -> Interpretation? {
        let numbers = self.numbers
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        let marker = privateMarker
        if marker == UInt8(ascii: "<"), intermediates.isEmpty, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return MouseReport.sgr(button: number(0, default: -1), x: number(1, default: 0) - 1,
                                   y: number(2, default: 0) - 1, pressed: final == UInt8(ascii: "M"), raw: raw)
                .map { .event(.mouse($0)) }
        }
        if marker == UInt8(ascii: "?"), intermediates.isEmpty, final == UInt8(ascii: "c") {
            return .reply(.deviceAttributes(numbers.map { $0 ?? 0 }))
        }
        if marker == UInt8(ascii: ">"), intermediates.isEmpty, final == UInt8(ascii: "c") {
            return .reply(.secondaryDeviceAttributes(numbers.map { $0 ?? 0 }))
        }
        if marker == UInt8(ascii: "?"), intermediates == [UInt8(ascii: "$")], final == UInt8(ascii: "y") {
            return .reply(.privateMode(number(0, default: 0), state: number(1, default: 0)))
        }
        guard marker == nil, intermediates.isEmpty else { return nil }
        if awaitingCursorReport, final == UInt8(ascii: "R"), numbers.count == 2, let row = numbers[0], let column = numbers[1] {
            return .reply(.cursorPosition(row: row, column: column))
        }
        return key(number: number).map { .event(.key(KeyEvent($0.key, modifiers: $0.modifiers, raw: raw))) }
    }

    private func key(number: (Int, Int) -> Int) -> (key: Key, modifiers: Modifiers)? {
        let modifiers = Self.modifiers(parameter: number(1, 1))
        switch final {
        case UInt8(ascii: "A"): return (.up, modifiers)
        case UInt8(ascii: "B"): return (.down, modifiers)
        case UInt8(ascii: "C"): return (.right, modifiers)
        case UInt8(ascii: "D"): return (.left, modifiers)
        case UInt8(ascii: "H"): return (.home, modifiers)
        case UInt8(ascii: "F"): return (.end, modifiers)
        case UInt8(ascii: "P"): return (.function(1), modifiers)
        case UInt8(ascii: "Q"): return (.function(2), modifiers)
        case UInt8(ascii: "R"): return (.function(3), modifiers)
        case UInt8(ascii: "S"): return (.function(4), modifiers)
        case UInt8(ascii: "Z"): return (.tab, modifiers.union(.shift))
        case UInt8(ascii: "~"):
            let code = number(0, 0)
            if code == 27 { // xterm modifyOtherKeys: CSI 27 ; modifiers ; codepoint ~
                return Self.key(codepoint: number(2, -1), modifiers: modifiers)
            }
            return Self.tildeKey(code).map { ($0, modifiers) }
        case UInt8(ascii: "u"): // fixterms / kitty: CSI codepoint ; modifiers u
            return Self.key(codepoint: number(0, -1), modifiers: modifiers)
        default:
            return nil
        }
    }

    /// `CSI n ~` keys (VT220 numbering, as xterm, rxvt and the Linux console send them).
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23...26: .function(code - 12)
        case 28, 29: .function(code - 13)
        case 31...34: .function(code - 14)
        default: nil
        }
    }

    static func key(codepoint: Int, modifiers: Modifiers) -> (key: Key, modifiers: Modifiers)? {
        switch codepoint {
        case 9: return (.tab, modifiers)
        case 13: return (.enter, modifiers)
        case 27: return (.escape, modifiers)
        case 8, 127: return (.backspace, modifiers)
        default:
            guard codepoint >= 0x20, let scalar = Unicode.Scalar(codepoint) else { return nil }
            return (.character(Character(scalar)), modifiers)
        }
    }
}
