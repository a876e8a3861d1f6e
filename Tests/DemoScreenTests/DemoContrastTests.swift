import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// Every demo, as drawn at every colour depth in every audited terminal (`AuditedTerminal`:
/// xterm dark and light, kitty dark, urxvt white, each with its own palette), checked cell
/// by cell against the colour rules (`ContrastAudit`): text 4.5, glyphs 3, and no terminal
/// default text colour on a background the demo or the theme chose. So every foreground and
/// background pair the standard theme and the demos really use is enumerated — the screens
/// are the list — including the focused row (the first screen has one) and the row below it.
@MainActor @Suite struct DemoContrastTests {
    static let depths: [ColorDepth] = [.palette256, .sixteen, .eight, .monochrome]

    @Test(arguments: AuditedTerminal.all.map(\.name))
    func everyCellOfEveryDemoMeetsTheContrastRule(_ terminalName: String) throws {
        let terminal = try #require(AuditedTerminal.named(terminalName))
        #expect(DemoCatalog.all.count > 20)
        for depth in Self.depths {
            var lowest = LowestContrast()
            for demo in [nil] + DemoCatalog.all.map(\.name) { check(demo, depth: depth, in: terminal, lowest: &lowest) }
            lowest.report("settled | every demo | \(terminal) | \(depth)")
        }
    }

    /// `demo` (nil: the launcher) at `depth` in `terminal`: its first screen, and the one after ↓.
    func check(_ demo: String?, depth: ColorDepth, in terminal: AuditedTerminal, lowest: inout LowestContrast) {
        let harness = terminal.harness(demo, depth: depth)
        harness.settle()
        let audit = terminal.audit(at: depth)
        let first = audit.findings(in: harness.terminal.lastFrame)
        lowest.take(harness.terminal.lastFrame, audit: audit)
        harness.press(.down)
        harness.settle()
        let second = audit.findings(in: harness.terminal.lastFrame)
        lowest.take(harness.terminal.lastFrame, audit: audit)
        let findings = first + second
        #expect(findings.count == 0, """
            \(demo ?? "launcher") at \(depth) in \(terminal): \(findings.count) cells break the rule, first \
            \(findings.prefix(3).map(\.description).joined(separator: " | "))
            """)
    }
}
