import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// The light theme reaches every tile, card and fill: on a light terminal no demo draws a dark
/// slab (a fill far darker than the page: a dark tile beside a white sidebar). Dark fills are
/// kept for what is meant to stand out — the theme's focus, press highlight and title bar — and
/// for colours that are the content: a video's thumbnail, a badge, the hues Insertion Sort sorts
/// (left out: every swatch is a colour of the wheel).
@MainActor @Suite struct LightFillsTests {
    /// Contrast with the page above which a fill reads as a dark slab (the dark theme's tile
    /// fill, 236, is 15 on white; the light tiles' pale fills are under 1.5).
    static let slab = 3.0

    /// Demos whose colours are their content, and what those colours are.
    static func contentFills(_ demo: String, theme: Theme) -> Set<Color> {
        switch demo {
        case "conference-videos": Set(ConferenceVideosScreen.thumbnailColors.map { Color.palette($0) })
        case "badges": [.palette(160), .red, .yellow]   // reverse video in monochrome: meant to stand out
        default: []
        }
    }

    @Test(arguments: ["xterm light (the usual light)", "urxvt white"])
    func noDemoDrawsADarkSlabOnALightTerminal(_ terminalName: String) throws {
        let terminal = try #require(AuditedTerminal.named(terminalName))
        for depth in DemoContrastTests.depths {
            let theme = Theme(capabilities: TerminalCapabilities(colorDepth: depth, colors: terminal.colors))
            let stateFills = Set([theme.focused, theme.highlighted, theme.titleBar, theme.hintKey].map(\.background))
            for demo in DemoCatalog.all.map(\.name) where demo != "insertion-sort" {
                let harness = terminal.harness(demo, depth: depth)
                harness.settle()
                let screen = harness.terminal.lastFrame
                let allowed = stateFills.union(Self.contentFills(demo, theme: theme))
                var slabs: [String] = []
                for y in 0..<screen.height {
                    for x in 0..<screen.width {
                        let style = screen[x, y].style
                        guard style.background != .default, !style.attributes.contains(.reverse), !allowed.contains(style.background) else { continue }
                        let shown = ShownColors(style, depth: depth, colors: terminal.colors, palette: terminal.palette)
                        if shown.background.contrastRatio(with: terminal.colors.background) > Self.slab {
                            slabs.append("(\(x),\(y)) \(style.background)")
                        }
                    }
                }
                #expect(slabs.isEmpty, "\(demo) at \(depth) in \(terminal): \(slabs.count) cells of dark fill, first \(slabs.prefix(3))")
            }
        }
    }
}
