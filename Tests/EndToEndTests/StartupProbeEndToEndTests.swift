import Foundation
import Testing

extension EndToEndTests {
    /// The start-up probe against tmux 3.3, a real terminal that answers cursor-position reports
    /// itself: what it measures, what it decides, and that it leaves nothing behind.
    @Suite struct StartupProbe {
        /// The `--probe` report's row for an emoji class: "flag          whole     whole  …".
        static func classRow(_ name: String, in screen: String) -> String? {
            screen.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map(String.init)
        }

        @Test func tmuxKeepsFlagsToTwoColumnsAndNothingElse() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "--probe"])
            defer { session.kill() }
            let screen = try session.waitForText("TESSERA_EMOJI: not set")
            #expect(screen.contains("Start-up probe: 1 write, answered"))
            #expect(Self.classRow("flag", in: screen)?.contains("whole     whole") == true, "\(screen)")
            for name in ["ZWJ sequence", "skin tone", "VS16 emoji", "keycap"] {
                #expect(Self.classRow(name, in: screen)?.contains("fallback  fallback") == true, "\(name):\n\(screen)")
            }
            #expect(try session.waitForExit() == 0)
        }

        @Test func theEnvironmentOverridesWhatWasMeasured() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "--probe"], environment: ["TESSERA_EMOJI": "keycap=whole,flag=fallback"])
            defer { session.kill() }
            let screen = try session.waitForText("TESSERA_EMOJI: \"keycap=whole,flag=fallback\"")
            #expect(Self.classRow("keycap", in: screen)?.contains("fallback  whole") == true, "\(screen)")
            #expect(Self.classRow("flag", in: screen)?.contains("whole     fallback") == true, "\(screen)")
        }

        /// The samples are drawn on the middle row, which the keys inspector leaves blank: none
        /// of them may be there (or anywhere) once it is up, and it says what was decided.
        @Test func theProbeLeavesNoGlyphOnScreen() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"])
            defer { session.kill() }
            let screen = try session.waitForText("emoji whole: flag, single · stand-ins: zwj, skin, vs16, keycap (TESSERA_EMOJI)")
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.count > 12 && rows[12].allSatisfy { $0 == " " }, "row 12: │\(rows.count > 12 ? rows[12] : "")│")
            for sample in ["👩", "👨", "🧑", "🏳", "👍", "☝", "🇺", "🏴", "⏱", "❤", "☺", "\u{20E3}"] {
                #expect(!screen.contains(sample), "\(sample) left on screen:\n\(TmuxSession.framed(screen))")
            }
            try session.sendKeys("Escape", "Escape")
            #expect(try session.waitForExit() == 0)
        }
    }
}
