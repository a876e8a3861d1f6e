import TesseraTerminal

/// The modifier keys of a key command (Apple's `UIKeyModifierFlags`), with UIKit's names for
/// Tessera's ``TesseraTerminal/Modifiers``. A terminal sees no Command key: `.command` is Ctrl here, the key a
/// terminal program's shortcuts use.
public typealias KeyModifierFlags = Modifiers

extension Modifiers {
    /// UIKit's Command key: Ctrl in a terminal (Command never reaches a terminal program).
    public static let command = Modifiers.ctrl
    /// UIKit's Control key.
    public static let control = Modifiers.ctrl
    /// UIKit's Option key: Alt.
    public static let alternate = Modifiers.alt
}

/// A key that runs an action wherever focus is inside a view controller's view (Apple's
/// `UIKeyCommand`). A controller lists its commands in ``ViewController/keyCommands``; a key
/// nobody inside took reaches the nearest controller on the way out to the window (the
/// controller of each view the key passes, innermost first), and the first command on that key
/// runs. A command with a ``discoverabilityTitle`` (or a title) is listed in the hint bar and the
/// `?` help. Keys a view uses itself (a list's arrows and `j`/`k`, a text field's Ctrl-letters)
/// stay the view's, as UIKit's text editing keys do, unless the command sets
/// ``wantsPriorityOverSystemBehavior``: give commands a modifier (`.command` is Ctrl) or a key no
/// view takes.
///
/// UIKit's selector is a closure here: `KeyCommand(input: "f", modifierFlags: .command,
/// action: { [weak self] _ in self?.find() })`.
@MainActor
public final class KeyCommand {
    /// The key, as UIKit names it: a character ("f"), or one of the `input…` constants.
    public let input: String?
    /// The modifiers held with it.
    public let modifierFlags: KeyModifierFlags
    /// The title shown in menus (Apple's `title`); the help shows it when there is no
    /// ``discoverabilityTitle``.
    public var title: String
    /// A glyph (Apple's `image`); accepted, not shown.
    public var image: String?
    /// What the help and the hint bar say the command does (Apple's `discoverabilityTitle`);
    /// a command with neither it nor a title is not listed.
    public var discoverabilityTitle: String?
    /// Runs when the key is pressed; the command is handed to it.
    public let action: @MainActor (KeyCommand) -> Void
    /// Whether the command runs before the focused view sees its key (Apple's
    /// `wantsPriorityOverSystemBehavior`): a text field's Ctrl-F (forward a character) or Alt-→
    /// (a word) then goes to the command instead. False by default: the view's own use wins.
    public var wantsPriorityOverSystemBehavior = false

    /// A command on `input` with `modifierFlags` that runs `action` (Apple's
    /// `init(input:modifierFlags:action:)`, with a closure for the selector).
    public init(input: String, modifierFlags: KeyModifierFlags, action: @escaping @MainActor (KeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = ""
        self.action = action
    }

    /// A titled command (Apple's `init(title:image:action:input:modifierFlags:…)`, with a
    /// closure for the selector).
    public init(title: String = "", image: String? = nil, action: @escaping @MainActor (KeyCommand) -> Void, input: String,
                modifierFlags: KeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// UIKit's name for ↑ as a command's input.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// UIKit's name for ↓.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// UIKit's name for ←.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// UIKit's name for →.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// UIKit's name for Escape.
    public static let inputEscape = "\u{1B}"
    /// UIKit's name for Page Up.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// UIKit's name for Page Down.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// UIKit's name for Home.
    public static let inputHome = "UIKeyInputHome"
    /// UIKit's name for End.
    public static let inputEnd = "UIKeyInputEnd"

    /// The key event the command answers: Shift with a letter is the capital letter (terminals
    /// send it so), "\r" is Enter, "\t" Tab, "\u{8}" Backspace.
    var keyEvent: KeyEvent? {
        guard let input else { return nil }
        var modifiers = modifierFlags
        let key: Key
        switch input {
        case Self.inputUpArrow: key = .up
        case Self.inputDownArrow: key = .down
        case Self.inputLeftArrow: key = .left
        case Self.inputRightArrow: key = .right
        case Self.inputEscape: key = .escape
        case Self.inputPageUp: key = .pageUp
        case Self.inputPageDown: key = .pageDown
        case Self.inputHome: key = .home
        case Self.inputEnd: key = .end
        case "\r", "\n": key = .enter
        case "\t": key = .tab
        case "\u{8}", "\u{7F}": key = .backspace
        default:
            guard input.count == 1, var character = input.first else { return nil }
            if modifiers.contains(.shift), character.isLetter, !modifiers.contains(.ctrl) {
                character = Character(character.uppercased())
                modifiers.remove(.shift)
            } else if modifiers.contains(.ctrl) {
                character = Character(character.lowercased())   // Ctrl-letters arrive lower-case
            }
            key = .character(character)
        }
        return KeyEvent(key, modifiers: modifiers)
    }

    /// Whether `event` is this command's key.
    func matches(_ event: KeyEvent) -> Bool {
        guard let own = keyEvent else { return false }
        return own.key == event.key && own.modifiers == event.modifiers
    }

    /// The command as a hint ("Ctrl-F find"), or nil when it has nothing to say.
    var keyHint: KeyHint? {
        let text = discoverabilityTitle ?? (title.isEmpty ? nil : title)
        guard let text, let event = keyEvent else { return nil }
        return KeyHint(event.name, text)
    }
}
