/// Human names for events, as the key inspector and help text show them: "Up",
/// "Shift-Tab", "F5", "Ctrl-A", "Alt-x", "é", "Enter", "Ctrl-Alt-Delete", "Press Left".
/// Modifiers come first, always in the order Ctrl, Alt, Shift.

extension Modifiers {
    /// "Ctrl-", "Ctrl-Alt-", "Shift-"… or "" when none is held.
    package var namePrefix: String {
        var prefix = ""
        if contains(.ctrl) { prefix += "Ctrl-" }
        if contains(.alt) { prefix += "Alt-" }
        if contains(.shift) { prefix += "Shift-" }
        return prefix
    }
}

extension Key {
    /// The key alone, without modifiers.
    public var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .tab: "Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        }
    }
}

extension KeyEvent {
    /// The name a person would give this key: "Ctrl-A" (letters upper-cased under Ctrl, as
    /// they are printed on keys), "Alt-x" (case kept: Alt-x and Alt-X are different keys).
    public var name: String {
        if modifiers.contains(.ctrl), case .character(let character) = key, character.isASCII, character.isLetter {
            return modifiers.namePrefix + character.uppercased()
        }
        return modifiers.namePrefix + key.name
    }
}

extension MouseEvent.Button {
    /// `Left`, `Middle` or `Right`, as the key inspector and hints show it.
    public var name: String {
        switch self {
        case .left: "Left"
        case .middle: "Middle"
        case .right: "Right"
        }
    }
}

extension MouseEvent {
    /// "Press Left", "Release Right", "Wheel Up", "Ctrl-Click Left", "Move".
    public var name: String {
        let action = switch kind {
        case .press(let button): "Press \(button.name)"
        case .release(let button): "Release \(button.name)"
        case .click(let button): "Click \(button.name)"
        case .doubleClick(let button): "Double-click \(button.name)"
        case .wheelUp: "Wheel Up"
        case .wheelDown: "Wheel Down"
        case .move: "Move"
        }
        return modifiers.namePrefix + action
    }
}

extension Event {
    /// A one-line name for any event: the key's or mouse action's name, "Resize 80×24", "Resumed", "Paste 12 characters".
    public var name: String {
        switch self {
        case .key(let key): key.name
        case .mouse(let mouse): mouse.name
        case .resize(let size): "Resize \(size.width)×\(size.height)"
        case .resumed: "Resumed"
        case .paste(let paste): "Paste \(paste.text.count) characters" + (paste.isCut || paste.isTruncated ? " (cut)" : "")
        }
    }
}
