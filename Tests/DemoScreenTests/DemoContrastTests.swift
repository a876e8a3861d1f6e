import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// Every demo, as drawn at every colour depth on a light and on a dark background, checked cell
/// by cell against the colour rules (`ContrastAudit`): text 4.5, glyphs 3, and no terminal
/// default text colour on a background the demo or the theme chose. So every foreground and
/// background pair the standard theme and the demos really use is enumerated — the screens
/// are the list — including the focused row (the first screen has one) and the row below it.
@MainActor @Suite struct DemoContrastTests {
    static let depths: [ColorDepth] = [.palette256, .sixteen, .eight, .monochrome]

    @Test func everyCellOfEveryDemoMeetsTheContrastRule() {
        #expect(DemoCatalog.all.count > 20)
        for demo in [nil] + DemoCatalog.all.map(\.name) { check(demo) }
    }

    /// `demo` (nil: the launcher) at every depth on both backgrounds.
    func check(_ demo: String?) {
        for depth in Self.depths {
            for appearance in BackgroundAppearance.allCases {
                let colors = TerminalColors.usual(appearance)
                let harness = ApplicationHarness(entry: demo.flatMap(DemoCatalog.entry(named:)), width: 100, height: 30,
                                                 capabilities: TerminalCapabilities(colorDepth: depth, colors: colors))
                harness.settle()
                let audit = ContrastAudit(depth: depth, colors: colors)
                let first = audit.findings(in: harness.terminal.lastFrame)
                harness.press(.down)
                harness.settle()
                let second = audit.findings(in: harness.terminal.lastFrame)
                let findings = first + second
                #expect(findings.count == 0, """
                    \(demo ?? "launcher") at \(depth) on \(appearance): \(findings.count) cells break the rule, first \
                    \(findings.prefix(3).map(\.description).joined(separator: " | "))
                    """)
            }
        }
    }
}
