import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// Every frame of an animation is audited, not only the screens at rest: fading rows, deleted
/// rows and dimmed match highlights keep text at 4.5:1 and glyphs at 3:1 at every colour depth in
/// every audited terminal (`AuditedTerminal`: xterm dark and light, kitty dark, urxvt white, each
/// with its own palette) (`Theme.faded`, not faint, which terminals draw halfway to the
/// background). The updates: typing into Mountains (rows leave, the match highlight dims), turning
/// Wi-Fi off (every network row is deleted), and opening and closing an outline's section.
@MainActor @Suite struct AnimationContrastTests {
    struct Scene: Sendable {
        var name: String
        var demo: String
        /// The keys that start the animations, each one's frames audited.
        var keys: [Key]
    }

    nonisolated static let scenes = [
        Scene(name: "Mountains typing", demo: "mountains", keys: [.character("a"), .character("n"), .backspace]),
        Scene(name: "Wi-Fi off and on", demo: "wifi", keys: [.character(" "), .character(" ")]),
        Scene(name: "outline closing and opening", demo: "outline", keys: [.enter, .enter]),
    ]

    @Test(arguments: scenes.map(\.name), AuditedTerminal.all.map(\.name))
    func everyFrameOfTheAnimationMeetsTheContrastRule(_ name: String, _ terminalName: String) throws {
        let scene = try #require(Self.scenes.first { $0.name == name })
        let terminal = try #require(AuditedTerminal.named(terminalName))
        for depth in DemoContrastTests.depths {
            let harness = terminal.harness(scene.demo, depth: depth)
            harness.settle()
            let audit = terminal.audit(at: depth)
            var frames = 0, animatedFrames = 0
            var findings: [ContrastAudit.Finding] = []
            var lowest = LowestContrast()
            for key in scene.keys {
                harness.send(key)
                repeat {
                    frames += 1
                    if harness.isAnimating { animatedFrames += 1 }
                    findings += audit.findings(in: harness.terminal.lastFrame)
                    lowest.take(harness.terminal.lastFrame, audit: audit)
                    let drawn = harness.application.loop.framesDrawn
                    harness.clock.advance(by: .milliseconds(16))
                    harness.step(until: { harness.application.loop.framesDrawn > drawn }, limit: 20)
                } while harness.isAnimating && frames < 400
                findings += audit.findings(in: harness.terminal.lastFrame)
            }
            lowest.report("animation | \(name) | \(terminal) | \(depth)")
            #expect(animatedFrames >= 3 * scene.keys.count, "\(name) at \(depth) in \(terminal): the keys animated")
            #expect(findings.isEmpty, """
                \(name) at \(depth) in \(terminal): \(findings.count) cells in \(frames) frames break the rule, \
                first \(Set(findings.map(\.description)).prefix(4).joined(separator: " | "))
                """)
        }
    }
}

extension ApplicationHarness {
    /// Whether any view in the window still animates (an update, a transition).
    var isAnimating: Bool { Self.animates(application.window.rootView) }

    private static func animates(_ view: View) -> Bool {
        view.isAnimating || view.subviews.contains(where: animates)
    }
}

