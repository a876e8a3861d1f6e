import Foundation
import Testing
@testable import Tessera

/// How a batch of classic update calls becomes identities, in UIKit's terms: deletes and
/// reloads at index paths before the update, inserts at index paths after it, moves from
/// before to after, whatever order the calls came in.
@Suite struct ClassicBatchUpdateTests {
    /// One section of items 0…n-1, identities 100+i.
    func identities(_ counts: [Int]) -> ClassicIdentities {
        var base = 100
        var result = ClassicIdentities()
        for (section, count) in counts.enumerated() {
            result.sections.append(section)
            result.items.append((0..<count).map { base + $0 })
            base += 100
        }
        return result
    }

    @Test func deletesNameOldPathsAndInsertsNameNewPaths() {
        let before = identities([4])          // 100 101 102 103
        var batch = ClassicBatchUpdate()
        batch.insertedItems = [IndexPath(item: 0, section: 0)]   // new first item
        batch.deletedItems = [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]  // 100 and 102
        var next = 1000
        let after = before.applying(batch, counts: [3], next: &next)
        #expect(after.items == [[1000, 101, 103]])
        #expect(after.sections == [0])
        #expect(next == 1001)
    }

    @Test func aMoveKeepsTheItemsIdentityAndTheOthersCloseUp() {
        let before = identities([4])
        var batch = ClassicBatchUpdate()
        batch.movedItems = [(IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0))]
        var next = 1000
        let after = before.applying(batch, counts: [4], next: &next)
        #expect(after.items == [[101, 102, 103, 100]])
        #expect(next == 1000)
    }

    @Test func aMoveAcrossSectionsChangesBothCounts() {
        let before = identities([2, 1])       // [100 101] [200]
        var batch = ClassicBatchUpdate()
        batch.movedItems = [(IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1))]
        var next = 1000
        let after = before.applying(batch, counts: [1, 2], next: &next)
        #expect(after.items == [[100], [101, 200]])
    }

    @Test func insertedSectionsGetFreshItemsAndDeletedSectionsTakeTheirItems() {
        let before = identities([1, 2])       // [100] [200 201]
        var batch = ClassicBatchUpdate()
        batch.deletedSections = [0]
        batch.insertedSections = [1]
        var next = 1000
        let after = before.applying(batch, counts: [2, 3], next: &next)
        #expect(after.sections == [1, 1000])
        #expect(after.items == [[200, 201], [1001, 1002, 1003]])
    }

    @Test func aMovedSectionKeepsItsIdentityAndItems() {
        let before = identities([1, 1, 1])
        var batch = ClassicBatchUpdate()
        batch.movedSections = [(0, 2)]
        var next = 1000
        let after = before.applying(batch, counts: [1, 1, 1], next: &next)
        #expect(after.sections == [1, 2, 0])
        #expect(after.items == [[200], [300], [100]])
    }

    @Test func reloadsMarkTheOldItemsAndAReloadedSectionMayChangeItsCount() {
        let before = identities([3, 2])
        var batch = ClassicBatchUpdate()
        batch.reloadedItems = [IndexPath(item: 1, section: 0)]
        batch.reloadedSections = [1]
        var next = 1000
        let after = before.applying(batch, counts: [3, 3], next: &next)
        #expect(after.items == [[100, 101, 102], [200, 201, 1000]])
        #expect(Set(after.reloaded) == [101, 200, 201])
    }

    @Test func anEmptyBatchChangesNothing() {
        let before = identities([2, 3])
        var next = 1000
        var after = before.applying(ClassicBatchUpdate(), counts: [2, 3], next: &next)
        after.reloaded = []
        #expect(after == before)
        #expect(ClassicBatchUpdate().isEmpty)
    }
}
