import Foundation
import TesseraTerminal

/// Bar button items' keys keep the promise their hints make: an item's key is shown, in the bar
/// and the hint bar, as the key that performs it from where keys go now. A plain character
/// reaches the item only when nothing before it takes the character: not on a page that
/// searches as you type (letters go to the search bar), not while a text view has the keys
/// (letters are text), not when the focused view uses that character itself (a list's `s`).
/// There the item is shown and performed as Alt and its character, and the app's author is told
/// once (a debug build's standard error).
extension NavigationContainerView {
    /// The key that performs `item` from where keys go now: its own, or Alt and its character
    /// when the character would not reach it.
    func performingKey(of item: BarButtonItem) -> KeyEvent {
        guard case .character(let c) = item.key, let reason = reasonCharacterIsTaken(c) else {
            return KeyEvent(item.key)
        }
        let altKey = KeyEvent(item.key, modifiers: .alt)
        Self.tellAuthorOnce(item: item, altKey: altKey, reason: reason)
        return altKey
    }

    /// The hint `item` shows: its performing key's name and its title.
    func shownKeyHint(of item: BarButtonItem) -> KeyHint {
        KeyHint(performingKey(of: item).name, item.keyHint.action)
    }

    /// Alt and a character perform the enabled item on that character before any view inside
    /// sees it, wherever focus is on the page (a text field's Alt-B gives way to an item on b).
    func preemptBarKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers == .alt, case .character = key.key, let item = barButtonItem(for: key.key) else { return false }
        return perform(item)
    }

    /// Why the plain character `c` would not reach the bar's items now, or nil when it would.
    private func reasonCharacterIsTaken(_ c: Character) -> String? {
        if let search = topSearchController, search.searchBar.superview === self, !SearchController.pageKeys.contains(c) {
            return "letters typed on this page go to its search bar"
        }
        guard let responder = window?.keyResponder, responder.isDescendant(of: self), responder !== self else { return nil }
        if responder.consumesTextInput { return "letters are typed into the \(type(of: responder)) with focus" }
        var view: View? = responder
        while let current = view, current !== self {
            let usesIt = (current is CollectionView && CollectionView.characterKeys.contains(c))
                || current.keyHints.contains { $0.keys == String(c) }
            if usesIt { return "the focused \(type(of: current)) uses \(c) itself" }
            view = current.superview
        }
        return nil
    }

    /// Items already reported, by identity: each is reported once per run.
    private static var reported: Set<ObjectIdentifier> = []

    private static func tellAuthorOnce(item: BarButtonItem, altKey: KeyEvent, reason: String) {
        #if DEBUG
        guard reported.insert(ObjectIdentifier(item)).inserted else { return }
        let title = item.title ?? item.primaryAction?.title ?? ""
        FileHandle.standardError.write(Data(("Tessera: the bar button item “\(title)” on \(item.key.name) is shown and performed as "
            + "\(altKey.name): \(reason). Give it a key no view takes (a function key) to show it as it is.\n").utf8))
        #endif
    }
}
