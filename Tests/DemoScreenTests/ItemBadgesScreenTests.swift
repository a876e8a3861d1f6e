import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Item Badges") @MainActor
struct ItemBadgesScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("badges", after: "pagedown") { $0.press(.pageDown) }
    }

    /// The first row of tiles: each tile's top-right corner shows its badge, or the plain
    /// corner of the frame when its count is 0.
    @Test func badgesShowTheModelsCountOnTheCornerAndNothingAtZero() {
        let h = ApplicationHarness(demo: "badges")
        let tiles = BadgedTile.tiles(count: 4, seed: DemoOptions().seed)
        #expect(Set(tiles.map(\.badgeCount)).count > 1, "the seed gives a mix of counts to check")
        let top = Array(h.rows[2])
        for (column, tile) in tiles.enumerated() {
            let corner = 3 + 19 * column + 15   // the badge starts on the tile's last-but-one column
            let shown = String(top[corner..<corner + 3])
            #expect(shown == (tile.badgeCount == 0 ? "─╮ " : " \(tile.badgeCount) "), "tile \(column): \(h.rows[2])")
        }
    }

    @Test func aSeedGivesTheSameBadgesAndAnotherSeedOthers() {
        #expect(BadgedTile.tiles(count: 100, seed: 7) == BadgedTile.tiles(count: 100, seed: 7))
        #expect(BadgedTile.tiles(count: 100, seed: 7) != BadgedTile.tiles(count: 100, seed: 8))
        #expect(BadgedTile.tiles(count: 100, seed: 7).allSatisfy { (0...2).contains($0.badgeCount) })
    }
}
