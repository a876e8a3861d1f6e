import Foundation
import Testing

extension EndToEndTests {
    @Suite struct WiFiSettings {
        @Test func turningWiFiOffRemovesTheNetworksAndOnBringsThemBack() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "wifi"])
            defer { session.kill() }
            let before = try session.waitForText("CHOOSE A NETWORK")
            #expect(before.contains("━━●"))

            try session.sendKeys("Space")  // focus starts on the switch
            let off = try session.waitFor("the networks to go") { !$0.contains("CHOOSE A NETWORK") && $0.contains("Wi-Fi is off") }
            #expect(off.contains("○──"))
            #expect(!off.contains("✓"), "the joined network's row went too")
            #expect(!off.contains("🔒") && !off.contains("▂"))

            try session.sendKeys("Enter")
            let on = try session.waitFor("the networks to come back") { $0.contains("CHOOSE A NETWORK") && $0.contains("✓") }
            #expect(on.contains("━━●"))
            #expect(on.contains("▂"))
        }

        @Test func survivesAKeyStorm() throws {
            try KeyStorm(demo: "wifi", readyText: "CHOOSE A NETWORK").run()
        }
    }
}
