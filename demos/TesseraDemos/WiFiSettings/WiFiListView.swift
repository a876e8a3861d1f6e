import Tessera

/// The settings list: a collection view whose key hints say what Enter does on the focused row.
final class WiFiListView: CollectionView {
    /// What activating the focused row does ("turn Wi-Fi off", "join"), or nil to say nothing.
    var actionForFocusedRow: (() -> String?)?

    override var keyHints: [KeyHint] {
        var hints = [KeyHint("↑↓", "move")]
        if let action = actionForFocusedRow?() { hints.append(KeyHint("Enter", action)) }
        if numberOfSections > 1 { hints.append(KeyHint("Tab", "section")) }
        return hints
    }
}
