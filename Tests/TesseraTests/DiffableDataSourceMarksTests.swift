import Foundation
import Testing
@testable import Tessera

@Suite("Data source reload and reconfigure marks") @MainActor
struct DiffableDataSourceMarksTests {
    @Test func marksAreActedOnOnceThenCleared() {
        let fixture = ListFixture(items: ["a", "b", "c"])
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        snapshot.reloadItems(["c"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.render()

        let stored = fixture.dataSource.snapshot()
        #expect(stored.reconfiguredItemIdentifiers.isEmpty)
        #expect(stored.reloadedItemIdentifiers.isEmpty)
        #expect(stored.itemIdentifiers == ["a", "b", "c"])

        // Applying what the data source holds changes nothing: no cell is configured again.
        let configured = fixture.collectionView.counters.cellsConfigured
        fixture.dataSource.apply(fixture.dataSource.snapshot(), animatingDifferences: false)
        fixture.render()
        #expect(fixture.collectionView.counters.cellsConfigured == configured)
    }

    @Test func aReconfigureStillReachesTheCellOnce() {
        let fixture = ListFixture(items: ["a", "b"])
        let before = fixture.collectionView.counters.cellsConfigured
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems(["a"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.render()
        #expect(fixture.collectionView.counters.cellsConfigured == before + 1)
    }
}
