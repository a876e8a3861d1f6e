import Foundation

// UIKit's semantic and system colours, declared unavailable so that a ported line answers with
// the terminal's spelling rather than "has no member". The rest of the fix-its, and why they
// exist, are in Tessera's UIKitFixIts.swift; this part lives beside `Color` (see there).

extension Color {
    /// Unavailable: see the message.
    @available(*, unavailable, message: "leave the colour nil: text is drawn in the Theme's text style, which adapts to light and dark terminals")
    public static var label: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "leave the colour nil: secondary text is drawn in the Theme's secondaryText style (theme.secondaryText.foreground)")
    public static var secondaryLabel: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "leave the colour nil, or use the Theme's secondaryText style, or TextAttributes.dim")
    public static var tertiaryLabel: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use .default: the terminal's own background (the Theme knows whether it is light or dark)")
    public static var systemBackground: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use the Theme's groupedBackground style (theme.groupedBackground.background)")
    public static var secondarySystemBackground: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use the Theme's groupedBackground style (theme.groupedBackground.background)")
    public static var systemGroupedBackground: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "separators take the Theme's separator style; a list's separators are its ListSeparatorConfiguration")
    public static var separator: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use the Theme's accent style (theme.accent.foreground), or a named colour such as .blue")
    public static var tintColor: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use .default (no colour of its own) or nil, which draws the Theme's")
    public static var clear: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use a terminal colour: .blue (or .brightBlue, or .palette(33) on 256-colour terminals)")
    public static var systemBlue: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use a terminal colour: .red (or .brightRed), or the Theme's destructive style")
    public static var systemRed: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use a terminal colour: .green (or .brightGreen)")
    public static var systemGreen: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use a terminal colour: .palette(208), degraded to .yellow where the terminal has 16 colours")
    public static var systemOrange: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "use a terminal colour: .brightBlack, or the Theme's secondaryText style")
    public static var systemGray: Color { .default }
    /// Unavailable: see the message.
    @available(*, unavailable, message: "a Color is a terminal colour: a name (.red), an ANSI index (.ansi(9)) or a 256-colour palette entry (.palette(208))")
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self = .default }
}
