/// The button byte shared by SGR (1006) and X10 mouse reports.
enum MouseReport {
    static func modifiers(_ button: Int) -> Modifiers {
        var modifiers: Modifiers = []
        if button & 4 != 0 { modifiers.insert(.shift) }
        if button & 8 != 0 { modifiers.insert(.alt) }
        if button & 16 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    static func button(_ button: Int) -> MouseEvent.Button? {
        switch button & 3 {
        case 0: .left
        case 1: .middle
        case 2: .right
        default: nil
        }
    }

    /// Wheel up and down; sideways scrolling (66, 67) has no event yet.
    static func wheel(_ button: Int) -> MouseEvent.Kind? {
        switch button & 3 {
        case 0: .wheelUp
        case 1: .wheelDown
        default: nil
        }
    }

    static func sgr(button: Int, x: Int, y: Int, pressed: Bool, raw: [UInt8]) -> MouseEvent? {
        guard button >= 0, x >= 0, y >= 0 else { return nil }
        let kind: MouseEvent.Kind?
        if button & 64 != 0 {
            kind = pressed ? wheel(button) : nil // wheels only "press"
        } else if button & 32 != 0 {
            kind = .move
        } else {
            kind = Self.button(button).map { pressed ? .press($0) : .release($0) }
        }
        return kind.map { MouseEvent($0, at: CellPoint(x: x, y: y), modifiers: modifiers(button), raw: raw) }
    }

    /// X10 reports (`ESC [ M` and three bytes): what a terminal sends without SGR mode.
    static func x10(button: Int, x: Int, y: Int, raw: [UInt8]) -> MouseEvent? {
        guard button >= 0, x >= 0, y >= 0 else { return nil }
        let modifiers = modifiers(button)
        let kind: MouseEvent.Kind?
        if button & 64 != 0 {
            kind = wheel(button)
        } else if button & 32 != 0 {
            kind = .move
        } else if button & 3 == 3 { // X10 does not say which button went up
            kind = .release(.left)
        } else {
            kind = Self.button(button).map { .press($0) }
        }
        return kind.map { MouseEvent($0, at: CellPoint(x: x, y: y), modifiers: modifiers, raw: raw) }
    }
}
