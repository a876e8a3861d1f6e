import TesseraTerminal

extension ViewController {
    /// Adds `command` to the commands ``keyCommands`` returns (Apple's `addKeyCommand(_:)`).
    public func addKeyCommand(_ command: KeyCommand) {
        addedKeyCommands.append(command)
        viewIfLoaded?.setNeedsDisplay()   // the hint bar lists it
    }

    /// Removes `command` (Apple's `removeKeyCommand(_:)`).
    public func removeKeyCommand(_ command: KeyCommand) {
        addedKeyCommands.removeAll { $0 === command }
        viewIfLoaded?.setNeedsDisplay()
    }

    /// Runs the first of ``keyCommands`` on `key` (only those that want priority over what the
    /// views do with the key, when `priorityOnly`); returns whether one ran.
    func performKeyCommand(_ key: KeyEvent, priorityOnly: Bool = false) -> Bool {
        guard let command = keyCommands?.first(where: { $0.matches(key) && (!priorityOnly || $0.wantsPriorityOverSystemBehavior) })
        else { return false }
        command.action(command)
        return true
    }

    /// The hints of ``keyCommands`` that have a title to show.
    var keyCommandHints: [KeyHint] {
        (keyCommands ?? []).compactMap(\.keyHint)
    }
}

extension Window {
    /// Runs a key command on `key` that wants priority over what the views do with it
    /// (``KeyCommand/wantsPriorityOverSystemBehavior``), from the controllers of `responder` and
    /// its ancestors, innermost first, before any view sees the key. O(depth).
    static func performPriorityKeyCommand(_ key: KeyEvent, from responder: View) -> Bool {
        var view: View? = responder
        while let current = view {
            if current.viewController?.performKeyCommand(key, priorityOnly: true) == true { return true }
            view = current.superview
        }
        return false
    }
}
