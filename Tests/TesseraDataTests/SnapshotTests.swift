import Foundation
import Testing
@testable import TesseraData

private typealias Snapshot = DiffableDataSourceSnapshot<String, String>

/// Sections "peaks" (K2, Lhotse) and "alps" (Eiger, Matterhorn, Mont Blanc).
private func mountains() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["peaks", "alps"])
    snapshot.appendItems(["K2", "Lhotse"], toSection: "peaks")
    snapshot.appendItems(["Eiger", "Matterhorn", "Mont Blanc"], toSection: "alps")
    return snapshot
}

private func sections(_ snapshot: Snapshot) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
}

@Suite("DiffableDataSourceSnapshot")
struct SnapshotTests {
    @Test func startsEmpty() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem("K2") == nil)
        #expect(snapshot.indexOfSection("peaks") == nil)
    }

    @Test func queriesAnswerFromTheIndex() {
        let snapshot = mountains()
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifiers == ["peaks", "alps"])
        #expect(snapshot.itemIdentifiers == ["K2", "Lhotse", "Eiger", "Matterhorn", "Mont Blanc"])
        #expect(snapshot.numberOfItems(inSection: "alps") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "peaks") == ["K2", "Lhotse"])
        #expect(snapshot.sectionIdentifier(containingItem: "Eiger") == "alps")
        #expect(snapshot.sectionIdentifier(containingItem: "Denali") == nil)
        // indexOfItem is flattened across sections, as Apple's is.
        #expect(snapshot.indexOfItem("Matterhorn") == 3)
        #expect(snapshot.indexOfItem("Denali") == nil)
        #expect(snapshot.indexOfSection("alps") == 1)
        #expect(snapshot.indexOfSection("andes") == nil)
    }

    @Test func positionalLookUps() {
        let snapshot = mountains()
        #expect(snapshot.itemIdentifier(for: IndexPath(indexes: [1, 2])) == "Mont Blanc")
        #expect(snapshot.itemIdentifier(for: IndexPath(indexes: [1, 3])) == nil)
        #expect(snapshot.itemIdentifier(for: IndexPath(indexes: [2, 0])) == nil)
        #expect(snapshot.itemIdentifier(for: IndexPath(indexes: [0])) == nil)
        #expect(snapshot.indexPath(for: "Lhotse") == IndexPath(indexes: [0, 1]))
        #expect(snapshot.indexPath(for: "Denali") == nil)
        #expect(snapshot.sectionIdentifier(for: 1) == "alps")
        #expect(snapshot.sectionIdentifier(for: 2) == nil)
        #expect(snapshot.index(for: "peaks") == 0)
    }

    @Test func appendItemsWithoutSectionGoesToTheLastSection() {
        var snapshot = mountains()
        snapshot.appendItems(["Jungfrau"])
        #expect(snapshot.itemIdentifiers(inSection: "alps").last == "Jungfrau")
        #expect(snapshot.indexOfItem("Jungfrau") == 5)
    }

    @Test func appendingToAnEarlierSectionShiftsLaterFlatIndexes() {
        var snapshot = mountains()
        _ = snapshot.indexOfItem("Eiger")  // build the lazy index first
        snapshot.appendItems(["Nanga Parbat"], toSection: "peaks")
        #expect(snapshot.indexOfItem("Nanga Parbat") == 2)
        #expect(snapshot.indexOfItem("Eiger") == 3)
        #expect(snapshot.indexPath(for: "Eiger") == IndexPath(indexes: [1, 0]))
    }

    @Test func insertSectionsBeforeAndAfter() {
        var snapshot = mountains()
        snapshot.insertSections(["andes"], beforeSection: "alps")
        snapshot.insertSections(["rockies", "himalaya"], afterSection: "alps")
        #expect(snapshot.sectionIdentifiers == ["peaks", "andes", "alps", "rockies", "himalaya"])
        snapshot.appendItems(["Aconcagua"], toSection: "andes")
        #expect(snapshot.indexOfItem("Aconcagua") == 2)
        #expect(snapshot.indexOfItem("Eiger") == 3)
        #expect(snapshot.indexOfSection("himalaya") == 4)
        #expect(snapshot.numberOfItems(inSection: "rockies") == 0)
    }

    @Test func deleteSectionsTakesTheirItems() {
        var snapshot = mountains()
        snapshot.reloadItems(["K2"])
        snapshot.reloadSections(["peaks"])
        snapshot.deleteSections(["peaks"])
        #expect(snapshot.sectionIdentifiers == ["alps"])
        #expect(snapshot.indexOfItem("K2") == nil)
        #expect(snapshot.indexOfItem("Eiger") == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        // A freed slot is reused without confusing old and new items.
        snapshot.appendSections(["andes"])
        snapshot.appendItems(["Aconcagua"], toSection: "andes")
        #expect(snapshot.sectionIdentifier(containingItem: "Aconcagua") == "andes")
        #expect(snapshot.itemIdentifiers == ["Eiger", "Matterhorn", "Mont Blanc", "Aconcagua"])
    }

    @Test func moveSectionBeforeAndAfter() {
        var snapshot = mountains()
        snapshot.appendSections(["andes"])
        snapshot.appendItems(["Aconcagua"], toSection: "andes")
        snapshot.moveSection("andes", beforeSection: "peaks")
        #expect(snapshot.sectionIdentifiers == ["andes", "peaks", "alps"])
        #expect(snapshot.indexOfItem("K2") == 1)
        snapshot.moveSection("andes", afterSection: "alps")
        #expect(snapshot.sectionIdentifiers == ["peaks", "alps", "andes"])
        snapshot.moveSection("peaks", afterSection: "alps")
        #expect(snapshot.sectionIdentifiers == ["alps", "peaks", "andes"])
        #expect(snapshot.itemIdentifiers == ["Eiger", "Matterhorn", "Mont Blanc", "K2", "Lhotse", "Aconcagua"])
        #expect(snapshot.indexPath(for: "Lhotse") == IndexPath(indexes: [1, 1]))
    }

    @Test func insertItemsBeforeAndAfter() {
        var snapshot = mountains()
        snapshot.insertItems(["Jungfrau", "Dom"], beforeItem: "Matterhorn")
        snapshot.insertItems(["Broad Peak"], afterItem: "K2")
        #expect(sections(snapshot) == ["peaks": ["K2", "Broad Peak", "Lhotse"], "alps": ["Eiger", "Jungfrau", "Dom", "Matterhorn", "Mont Blanc"]])
        #expect(snapshot.indexOfItem("Matterhorn") == 6)
        #expect(snapshot.indexPath(for: "Mont Blanc") == IndexPath(indexes: [1, 4]))
        snapshot.insertItems(["Grand Combin"], afterItem: "Mont Blanc")
        #expect(snapshot.itemIdentifiers.last == "Grand Combin")
    }

    @Test func deleteItemsAcrossSections() {
        var snapshot = mountains()
        snapshot.reconfigureItems(["Matterhorn", "Eiger"])
        snapshot.deleteItems(["Matterhorn", "K2", "Eiger"])
        #expect(sections(snapshot) == ["peaks": ["Lhotse"], "alps": ["Mont Blanc"]])
        #expect(snapshot.indexOfItem("Mont Blanc") == 1)
        #expect(snapshot.indexOfItem("Eiger") == nil)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func deleteAllItemsRemovesSectionsToo() {
        var snapshot = mountains()
        snapshot.reloadItems(["K2"])
        snapshot.deleteAllItems()
        #expect(snapshot == Snapshot())
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func moveItemWithinAndAcrossSections() {
        var snapshot = mountains()
        snapshot.moveItem("Mont Blanc", beforeItem: "Eiger")
        #expect(snapshot.itemIdentifiers(inSection: "alps") == ["Mont Blanc", "Eiger", "Matterhorn"])
        snapshot.moveItem("K2", afterItem: "Matterhorn")
        #expect(sections(snapshot) == ["peaks": ["Lhotse"], "alps": ["Mont Blanc", "Eiger", "Matterhorn", "K2"]])
        #expect(snapshot.sectionIdentifier(containingItem: "K2") == "alps")
        #expect(snapshot.indexOfItem("K2") == 4)
        snapshot.moveItem("Lhotse", afterItem: "Eiger")
        #expect(snapshot.numberOfItems(inSection: "peaks") == 0)
        #expect(snapshot.itemIdentifiers == ["Mont Blanc", "Eiger", "Lhotse", "Matterhorn", "K2"])
        snapshot.moveItem("Mont Blanc", afterItem: "K2")
        #expect(snapshot.itemIdentifiers == ["Eiger", "Lhotse", "Matterhorn", "K2", "Mont Blanc"])
    }

    @Test func reloadAndReconfigureMarksComeBackInSnapshotOrder() {
        var snapshot = mountains()
        snapshot.reloadItems(["Mont Blanc", "K2"])
        snapshot.reconfigureItems(["Lhotse", "Eiger"])
        snapshot.reloadSections(["alps", "peaks"])
        #expect(snapshot.reloadedItemIdentifiers == ["K2", "Mont Blanc"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["Lhotse", "Eiger"])
        #expect(snapshot.reloadedSectionIdentifiers == ["peaks", "alps"])
        snapshot.moveSection("alps", beforeSection: "peaks")
        #expect(snapshot.reloadedItemIdentifiers == ["Mont Blanc", "K2"])
        snapshot.clearReloadedAndReconfiguredIdentifiers()
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func copiesAreIndependent() {
        let original = mountains()
        var copy = original
        copy.deleteItems(["K2"])
        copy.appendItems(["Jungfrau"], toSection: "alps")
        #expect(original.itemIdentifiers == ["K2", "Lhotse", "Eiger", "Matterhorn", "Mont Blanc"])
        #expect(original.indexOfItem("K2") == 0)
        #expect(copy.indexOfItem("K2") == nil)
        #expect(copy.indexOfItem("Jungfrau") == 4)
    }

    @Test func appendedSnapshotBuildsItsIndexOnceForAllCopies() {
        let snapshot = mountains()
        #expect(snapshot.pendingIndex != nil)
        let copy = snapshot
        #expect(copy.indexOfItem("Eiger") == 2)
        #expect(snapshot.pendingIndex?.built != nil)
        var edited = snapshot
        edited.appendItems(["Jungfrau"], toSection: "peaks")
        #expect(edited.pendingIndex !== snapshot.pendingIndex)
        #expect(edited.indexOfItem("Eiger") == 3)
        #expect(snapshot.indexOfItem("Eiger") == 2)
    }

    @Test func aSnapshotBuiltItemByItemIsLinear() {
        // 20,000 single appends into the last of two sections, then look-ups, in a debug build:
        // quadratic bookkeeping would take minutes here.
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        for item in 0..<20_000 { snapshot.appendItems([item]) }
        #expect(snapshot.numberOfItems(inSection: 1) == 20_000)
        #expect(snapshot.indexOfItem(19_999) == 19_999)
        snapshot.reloadItems([0])
        for item in 20_000..<40_000 { snapshot.appendItems([item], toSection: 1) }
        #expect(snapshot.indexOfItem(39_999) == 39_999)
    }

    @Test func equalityComparesSectionsItemsAndMarks() {
        var other = Snapshot()
        other.appendSections(["peaks"])
        other.appendItems(["K2", "Lhotse"])
        other.appendSections(["alps"])
        other.appendItems(["Eiger", "Matterhorn", "Mont Blanc"])
        #expect(mountains() == other)
        other.reloadItems(["K2"])
        #expect(mountains() != other)
        var moved = mountains()
        moved.moveItem("K2", afterItem: "Lhotse")
        #expect(mountains() != moved)
    }

    @Test func descriptionListsSectionsAndItems() {
        let text = mountains().description
        #expect(text == """
        DiffableDataSourceSnapshot(2 sections, 5 items)
          "peaks": "K2", "Lhotse"
          "alps": "Eiger", "Matterhorn", "Mont Blanc"
        """)
        var big = DiffableDataSourceSnapshot<Int, Int>()
        big.appendSections([1, 2])
        big.appendItems(Array(0..<10), toSection: 1)
        #expect(big.description.contains("\"1\": \"0\", \"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", … 2 more"))
        #expect(big.description.contains("\"2\": (empty)"))
    }

    @Test func appendingAnEmptyListChangesNothing() {
        var snapshot = mountains()
        snapshot.appendItems([], toSection: "peaks")
        snapshot.appendSections([])
        snapshot.deleteItems([])
        snapshot.deleteSections([])
        #expect(snapshot == mountains())
    }
}
