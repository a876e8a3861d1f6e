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

    /// Runs the first of ``keyCommands`` on `key`; returns whether one ran.
    func performKeyCommand(_ key: KeyEvent) -> Bool {
        guard let command = keyCommands?.first(where: { $0.matches(key) }) else { return false }
        command.action(command)
        return true
    }

    /// The hints of ``keyCommands`` that have a title to show.
    var keyCommandHints: [KeyHint] {
        (keyCommands ?? []).compactMap(\.keyHint)
    }
}
