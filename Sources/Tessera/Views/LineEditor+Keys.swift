import TesseraTerminal

/// The keys that edit a line, as commands, and what each command does to the line.
extension LineEditor {
    // MARK: Keys

    /// What an editing key asks for. The fields map keys to commands with ``command(for:)`` and
    /// decide for themselves about the keys that leave the line (Enter, Esc, Tab).
    enum Command: Equatable {
        case insert(String)
        case moveLeft, moveRight, moveToStart, moveToEnd, moveWordBackward, moveWordForward
        case deleteBackward, deleteForward, deleteWordBackward
        /// Ctrl-U: everything.
        case deleteAll
        /// Ctrl-K: from the cursor to the end.
        case deleteToEnd
    }

    /// The editing command for `key`, or nil for keys that do not edit the line: ←/→ (Ctrl-B/F),
    /// Ctrl-←/→ or Alt-B/F by word, Home/End (Ctrl-A/E), Backspace (Ctrl-H), Delete (Ctrl-D),
    /// Ctrl-W or Alt-Backspace (word before the cursor), Ctrl-U (all), Ctrl-K (to the end), and
    /// any character typed without Ctrl or Alt.
    static func command(for key: KeyEvent) -> Command? {
        let ctrl = key.modifiers.contains(.ctrl), alt = key.modifiers.contains(.alt)
        switch key.key {
        case .character(let c) where ctrl:
            switch c.lowercased() {
            case "a": return .moveToStart
            case "e": return .moveToEnd
            case "b": return .moveLeft
            case "f": return .moveRight
            case "w": return .deleteWordBackward
            case "u": return .deleteAll
            case "k": return .deleteToEnd
            case "d": return .deleteForward
            case "h": return .deleteBackward
            default: return nil
            }
        case .character(let c) where alt:
            switch c.lowercased() {
            case "b": return .moveWordBackward
            case "f": return .moveWordForward
            default: return nil
            }
        case .character(let c): return .insert(String(c))
        case .backspace where alt || ctrl: return .deleteWordBackward
        case .backspace: return .deleteBackward
        case .delete: return .deleteForward
        case .left where ctrl || alt: return .moveWordBackward
        case .right where ctrl || alt: return .moveWordForward
        case .left: return .moveLeft
        case .right: return .moveRight
        case .home: return .moveToStart
        case .end: return .moveToEnd
        default: return nil
        }
    }

    /// The graphemes `command` replaces and with what, for the commands that edit; nil for
    /// cursor moves and for edits with nothing to do (Backspace at the start).
    func replacement(for command: Command) -> (range: Range<Int>, string: String)? {
        switch command {
        case .insert(let s): return (cursor..<cursor, s)
        case .deleteBackward: return cursor > 0 ? ((cursor - 1)..<cursor, "") : nil
        case .deleteForward: return cursor < characters.count ? (cursor..<(cursor + 1), "") : nil
        case .deleteWordBackward: return cursor > 0 ? (wordStart(before: cursor)..<cursor, "") : nil
        case .deleteAll: return characters.isEmpty ? nil : (0..<characters.count, "")
        case .deleteToEnd: return cursor < characters.count ? (cursor..<characters.count, "") : nil
        default: return nil
        }
    }

    /// Where `command` puts the cursor, for the commands that move it.
    func cursorTarget(for command: Command) -> Int? {
        switch command {
        case .moveLeft: return cursor - 1
        case .moveRight: return cursor + 1
        case .moveToStart: return 0
        case .moveToEnd: return characters.count
        case .moveWordBackward: return wordStart(before: cursor)
        case .moveWordForward: return wordEnd(after: cursor)
        default: return nil
        }
    }
}
