/// Something the terminal says about itself in answer to a query, arriving on the same input
/// stream as keys. The input decoder sets these aside so they never look like typing.
package enum TerminalReply: Hashable, Sendable {
    /// DECRPM, the answer to DECRQM (`CSI ? mode $ p`): the state of a DEC private mode.
    /// 0 = the terminal does not know the mode, 1 = set, 2 = reset, 3 = permanently set,
    /// 4 = permanently reset.
    case privateMode(Int, state: Int)
    /// Primary device attributes (`CSI ? … c`), the answer to `CSI c`, which every terminal
    /// gives: seeing it means any earlier query that got no answer never will.
    case deviceAttributes([Int])
    /// CPR, the answer to `CSI 6 n`: where the cursor is, 1-based. It looks exactly like F3
    /// with modifiers (`CSI 1 ; 2 R` is Shift-F3), so the decoder reads it as a reply only
    /// while one is awaited (`InputDecoder.awaitedCursorReports`).
    case cursorPosition(row: Int, column: Int)
    /// Secondary device attributes (`CSI > … c`), the answer to `CSI > c`: a terminal type
    /// number, a firmware version and a ROM cartridge number (xterm `41;version;0`, rxvt-unicode
    /// `85;…`, VTE `65;version;1`, tmux `84;0;0`).
    case secondaryDeviceAttributes([Int])
    /// XTVERSION, the answer to `CSI > 0 q` (`DCS > | text ST`): the terminal's name and
    /// version as it tells them, "XTerm(390)", "kitty(0.26.5)", "tmux 3.3a".
    case terminalVersion(String)
    /// An OSC dynamic colour report, the answer to `OSC 10 ; ?` (the default foreground, 10)
    /// and `OSC 11 ; ?` (the default background, 11): the colour the terminal draws with.
    case dynamicColor(Int, RGBColor)

    /// Whether a DECRPM state means the terminal implements the mode.
    package static func modeIsRecognized(state: Int) -> Bool { state == 1 || state == 2 || state == 3 }
}
