import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Wi-Fi Settings screen") @MainActor
struct WiFiSettingsScreenTests {
    static func harness(width: Int = 80, height: Int = 24, seed: UInt64 = 42) -> (ApplicationHarness, WiFiSettingsScreen) {
        var options = DemoOptions()
        options.seed = seed
        let h = ApplicationHarness(demo: "wifi", width: width, height: height, options: options)
        return (h, h.application.window.rootView as! WiFiSettingsScreen)
    }

    /// The rows of the list in order, as identifiers.
    static func rows(_ demo: WiFiSettingsScreen) -> [[WiFiSettingsScreen.Item]] {
        let snapshot = demo.collectionView.numberOfSections
        return (0..<snapshot).map { section in
            (0..<demo.collectionView.numberOfItems(inSection: section)).compactMap { item in
                demo.itemIdentifier(at: IndexPath(item: item, section: section))
            }
        }
    }

    /// What the list should show for the demo's model: switch, joined network, the rest by name.
    static func expectedRows(_ demo: WiFiSettingsScreen) -> [[WiFiSettingsScreen.Item]] {
        guard demo.isWiFiEnabled else { return [[.wifiSwitch]] }
        let joined = demo.joinedNetwork.map { [WiFiSettingsScreen.Item.network($0)] } ?? []
        let others = demo.scanner.networksInRange().filter { $0.id != demo.joinedNetwork }.map { WiFiSettingsScreen.Item.network($0.id) }
        return [[.wifiSwitch] + joined, others]
    }

    // MARK: Golden screens

    @Test func goldenScreensAtStartAndAfterTurningWiFiOff() {
        for (width, height) in [(80, 24), (120, 40)] {
            let (h, _) = Self.harness(width: width, height: height)
            h.expectGolden("wifi-start-\(width)x\(height)")
            h.press(.character(" "))
            h.expectGolden("wifi-off-\(width)x\(height)")
        }
    }

    // MARK: The switch

    @Test func turningWiFiOffRemovesTheNetworksAndOnBringsThemBack() {
        let (h, demo) = Self.harness()
        let names = demo.scanner.networksInRange().map(\.name)
        #expect(h.text.contains("CHOOSE A NETWORK…"))
        #expect(names.allSatisfy { h.text.contains($0) })
        #expect(h.text.contains("━━●"))

        h.press(.character(" "))
        #expect(!demo.isWiFiEnabled)
        #expect(Self.rows(demo) == [[.wifiSwitch]])
        #expect(!h.text.contains("CHOOSE A NETWORK"))
        #expect(names.allSatisfy { !h.text.contains($0) })
        #expect(h.text.contains("○──"))
        #expect(h.text.contains("Wi-Fi is off"))

        h.press(.enter)
        #expect(demo.isWiFiEnabled)
        #expect(names.allSatisfy { h.text.contains($0) })
        #expect(Self.rows(demo) == Self.expectedRows(demo))
    }

    @Test func turningOffAnimatesTheRowsAway() {
        let (h, demo) = Self.harness()
        h.terminal.enqueue(.key(KeyEvent(.character(" "))))
        h.application.loop.step()
        #expect(demo.collectionView.isAnimating)
        h.settle()
        #expect(!demo.collectionView.isAnimating)
    }

    // MARK: Networks

    @Test func theJoinedNetworkHasACheckmarkAndSecuredOnesALock() throws {
        let (h, demo) = Self.harness()
        let joined = try #require(demo.joinedNetwork.map(demo.scanner.network))
        let lines = h.text.split(separator: "\n").map(String.init)
        let joinedLine = try #require(lines.first { $0.contains(joined.name) })
        #expect(joinedLine.contains("✓"))
        #expect(joinedLine.contains(joined.signalBars.trimmingCharacters(in: .whitespaces)))
        for network in demo.otherNetworks {
            let line = try #require(lines.first { $0.contains(network.name) })
            #expect(!line.contains("✓"))
            #expect(line.contains("🔒") == network.isSecured, "\(line)")
            #expect(line.contains(network.signalBars.trimmingCharacters(in: .whitespaces)), "\(line)")
        }
    }

    @Test func enterOnANetworkJoinsItAndTheOldOneGoesBackToTheList() throws {
        let (h, demo) = Self.harness()
        let previous = try #require(demo.joinedNetwork)
        h.press(.tab)  // to the first other network
        let target = try #require(demo.otherNetworks.first)
        h.press(.enter)
        #expect(demo.joinedNetwork == target.id)
        #expect(Self.rows(demo) == Self.expectedRows(demo))
        #expect(Self.rows(demo)[1].contains(.network(previous)))
        let line = try #require(h.text.split(separator: "\n").first { $0.contains(target.name) })
        #expect(line.contains("✓"))
        // Focus followed the network up to its new place.
        #expect(demo.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
    }

    @Test func signalBarsAreFourColumnsGrowingLeftToRight() {
        let bars = (1...4).map { WiFiNetwork(id: 0, name: "n", isSecured: false, signal: $0).signalBars }
        #expect(bars == ["▂   ", "▂▄  ", "▂▄▆ ", "▂▄▆█"])
        #expect(WiFiNetwork(id: 0, name: "n", isSecured: false, signal: 9).signalBars == "▂▄▆█")
    }

    // MARK: The scanner

    @Test func theScannerChangesTheListEveryTwoSecondsAndTheListFollows() async {
        let (h, demo) = Self.harness()
        var seen: Set<Set<Int>> = [demo.scanner.inRange]
        for _ in 0..<10 {
            await h.advanceRunningTasks(by: .seconds(2))
            seen.insert(demo.scanner.inRange)
            #expect(Self.rows(demo) == Self.expectedRows(demo))
            #expect(demo.otherNetworks.allSatisfy { h.text.contains($0.name) } || h.terminal.size.height < 24)
        }
        #expect(seen.count > 3, "ten scans should change what is in range")
    }

    @Test func theSameSeedTellsTheSameStoryAndAnotherSeedAnother() async {
        func story(seed: UInt64) async -> [String] {
            let (h, _) = Self.harness(seed: seed)
            var screens: [String] = []
            for _ in 0..<6 {
                await h.advanceRunningTasks(by: .seconds(2))
                screens.append(h.text)
            }
            return screens
        }
        let seven = await story(seed: 7)
        let again = await story(seed: 7)
        for (i, (a, b)) in zip(seven, again).enumerated() where a != b { print("DIFF \(i)\n\(a)\n----\n\(b)") }
        #expect(again == seven)
        #expect(await story(seed: 8) != seven)
        #expect(Set(seven).count > 1, "the scans changed the screen")
    }

    /// The scanner is a task; closing the demo cancels it, and its sleep's timer leaves the loop.
    @Test func closingTheDemoStopsTheScanner() async throws {
        let h = ApplicationHarness(demo: nil)  // the launcher, so the demo can be opened and closed
        let context = DemoContext(application: h.application, options: DemoOptions())
        context.open(try #require(DemoCatalog.entry(named: "wifi")))
        await h.settleRunningTasks()
        #expect(h.application.loop.scheduledTimerCount == 1, "the scanner sleeps on a loop timer")
        h.press(.escape)
        #expect(h.application.depth == 0)
        await h.settleRunningTasks()
        #expect(h.application.loop.scheduledTimerCount == 0)
    }

    @Test func scansKeepAtLeastThreeOthersAndNeverDropTheJoinedNetwork() {
        for seed in UInt64(0)..<200 {
            var scanner = WiFiScanner(seed: seed)
            let joined = scanner.strongestInRange
            #expect(scanner.pool.count == 17)
            for _ in 0..<50 {
                let changes = scanner.scan(keeping: joined)
                #expect(changes.left != joined, "seed \(seed)")
                #expect(joined.map(scanner.inRange.contains) ?? true, "seed \(seed)")
                #expect(scanner.inRange.count >= WiFiScanner.minimumInRange, "seed \(seed)")
                #expect(scanner.inRange.count <= WiFiScanner.maximumInRange, "seed \(seed)")
                #expect(scanner.pool.allSatisfy { (1...4).contains($0.signal) }, "seed \(seed)")
            }
        }
    }

    @Test func nothingIsScannedWhileWiFiIsOff() async {
        let (h, demo) = Self.harness()
        h.press(.character(" "))
        let before = demo.scanner.inRange
        await h.advanceRunningTasks(by: .seconds(10))
        #expect(demo.scanner.inRange == before)
        #expect(Self.rows(demo) == [[.wifiSwitch]])
    }

    // MARK: Resizes and bursts

    @Test func stateSurvivesResizesAndABurstOfKeys() throws {
        let (h, demo) = Self.harness()
        h.press(.tab)
        h.press(.down)
        let focused = demo.collectionView.indexPathForFocusedItem.flatMap(demo.itemIdentifier(at:))
        for size in [(40, 12), (120, 40), (80, 24)] {
            h.resize(width: size.0, height: size.1)
            #expect(demo.collectionView.indexPathForFocusedItem.flatMap(demo.itemIdentifier(at:)) == focused)
            #expect(Self.rows(demo) == Self.expectedRows(demo))
        }
        // Nine presses of Space on the switch in one read: an odd number, so Wi-Fi ends off.
        h.press(.home)
        h.terminal.enqueue(Array(repeating: .key(KeyEvent(.character(" "))), count: 9))
        h.settle()
        #expect(!demo.isWiFiEnabled)
        #expect(Self.rows(demo) == [[.wifiSwitch]])
        h.terminal.enqueue(Array(repeating: .key(KeyEvent(.character(" "))), count: 9))
        h.settle()
        #expect(demo.isWiFiEnabled)
        #expect(Self.rows(demo) == Self.expectedRows(demo))
    }

    @Test func staysSaneAt40x12() throws {
        let (h, _) = Self.harness(width: 40, height: 12)
        let rows = h.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 12)
        #expect(rows.allSatisfy { TextWidth.of(String($0)) <= 40 })
        #expect(h.text.contains("Wi-Fi"))
        h.press(.end)
        h.press(.character(" "))
        h.press(.home)
        h.press(.character(" "))
        #expect(h.text.contains("○──"))
    }

    @Test func theHintBarSaysWhatEnterDoesHere() {
        let (h, _) = Self.harness()
        #expect(h.text.contains("Enter turn Wi-Fi off"))
        h.press(.tab)
        #expect(h.text.contains("Enter join"))
        h.press(.character("?"))
        #expect(h.text.contains("join"))
        h.press(.character("x"))
        #expect(!h.text.contains("any key closes"))
    }
}
