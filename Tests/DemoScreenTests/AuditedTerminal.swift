import Foundation
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// A terminal the contrast audits show screens on: its palette for the 16 standard colours and
/// the default colours an app running in it learns (OSC 10/11). The theme cannot know the
/// palette, so every screen must read on each of these.
struct AuditedTerminal: Sendable, CustomStringConvertible {
    var name: String
    var palette: TerminalPalette
    var colors: TerminalColors

    var description: String { name }

    static let all = [
        AuditedTerminal(name: "xterm dark (the usual dark)", palette: .xterm, colors: .usual(.dark)),
        AuditedTerminal(name: "xterm light (the usual light)", palette: .xterm, colors: .usual(.light)),
        AuditedTerminal(name: "kitty dark", palette: .kitty, colors: TerminalPalette.kitty.colors),
        AuditedTerminal(name: "urxvt white", palette: .rxvtUnicode, colors: TerminalPalette.rxvtUnicode.colors),
    ]

    static func named(_ name: String) -> AuditedTerminal? { all.first { $0.name == name } }

    /// The audit for this terminal at `depth`.
    func audit(at depth: ColorDepth) -> ContrastAudit {
        ContrastAudit(depth: depth, colors: colors, palette: palette)
    }

    /// A harness running `demo` (nil: the launcher) as this terminal at `depth` would.
    @MainActor func harness(_ demo: String?, depth: ColorDepth) -> ApplicationHarness {
        ApplicationHarness(entry: demo.flatMap(DemoCatalog.entry(named:)), width: 100, height: 30,
                           capabilities: TerminalCapabilities(colorDepth: depth, colors: colors))
    }
}

/// The lowest contrast a test saw, text and glyphs apart, for the report that
/// `TESSERA_CONTRAST_REPORT=1` prints (the README's table of margins); the tests assert the rule.
struct LowestContrast {
    var text: Double?
    var glyph: Double?

    mutating func take(_ screen: ScreenBuffer, audit: ContrastAudit) {
        if let t = audit.lowestContrast(in: screen, needing: ShownColors.textMinimum) { text = min(text ?? t, t) }
        if let g = audit.lowestContrast(in: screen, needing: ShownColors.glyphMinimum) { glyph = min(glyph ?? g, g) }
    }

    func report(_ what: String) {
        guard ProcessInfo.processInfo.environment["TESSERA_CONTRAST_REPORT"] == "1" else { return }
        func shown(_ ratio: Double?) -> String { ratio.map { String(format: "%.2f", $0) } ?? "-" }
        print("contrast-report | \(what) | text \(shown(text)) | glyphs \(shown(glyph))")
    }
}
