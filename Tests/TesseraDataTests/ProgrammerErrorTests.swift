import Foundation
import Testing
import TesseraData

// Every programmer error stops the process with `operation: problem`. Each test runs its body
// in a child process and reads what it printed before dying.


/// The stop message of a child process, for matching.
private func stopMessage(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
}

@Suite("Programmer errors stop with a message naming the operation and the identifier")
struct ProgrammerErrorTests {
    // MARK: Items

    @Test func appendingAnItemAlreadyInTheSnapshot() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2", "Mount Everest"])
            snapshot.reloadItems(["K2"])  // any edit naming an item builds the index now
            snapshot.appendItems(["Mount Everest"])
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Mount Everest" is already in section "main""#))
    }

    @Test func appendedDuplicateFoundByTheFirstLookUp() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main", "more"])
            snapshot.appendItems(["Mount Everest"], toSection: "main")
            snapshot.appendItems(["K2", "Mount Everest"], toSection: "more")
            _ = snapshot.indexOfItem("K2")
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Mount Everest" is already in section "main""#))
    }

    @Test func appendedDuplicateFoundByTheDiffer() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var old = DiffableDataSourceSnapshot<String, String>()
            old.appendSections(["main"])
            old.appendItems(["K2", "Mount Everest"])
            var new = DiffableDataSourceSnapshot<String, String>()
            new.appendSections(["main"])
            new.appendItems(["K2", "Mount Everest", "Lhotse", "Mount Everest"])
            _ = new.changes(from: old)
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Mount Everest" is already in section "main""#))
    }

    @Test func newItemAppendedTwiceFoundByTheDiffer() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var new = DiffableDataSourceSnapshot<String, String>()
            new.appendSections(["main"])
            new.appendItems(["Lhotse", "Lhotse"])
            _ = new.changes(from: DiffableDataSourceSnapshot())
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Lhotse" is already in section "main""#))
    }

    /// The differ reads an old snapshot two ways: hashed afresh (never queried) or through the
    /// index a lookup built. Both find the duplicate.
    @Test(arguments: [false, true])
    func newItemAppendedTwiceFoundAgainstTheOldSnapshot(indexed: Bool) async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) { [indexed] in
            var old = DiffableDataSourceSnapshot<String, String>()
            old.appendSections(["main"])
            old.appendItems(["K2", "Mount Everest"])
            if indexed { _ = old.indexOfItem("K2") }
            var new = DiffableDataSourceSnapshot<String, String>()
            new.appendSections(["main"])
            new.appendItems(["Lhotse", "K2", "Lhotse"])
            _ = new.changes(from: old)
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Lhotse" is already in section "main""#))
    }

    @Test func movedItemAppendedTwiceFoundByTheDiffer() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var old = DiffableDataSourceSnapshot<String, String>()
            old.appendSections(["main"])
            old.appendItems(["K2", "Lhotse", "Mount Everest"])
            var new = DiffableDataSourceSnapshot<String, String>()
            new.appendSections(["main"])
            new.appendItems(["Mount Everest", "Annapurna", "Mount Everest"])
            _ = new.changes(from: old)
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Mount Everest" is already in section "main""#))
    }

    @Test func appendedDuplicateInTheOldSnapshotFoundByTheDiffer() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var old = DiffableDataSourceSnapshot<String, String>()
            old.appendSections(["main", "more"])
            old.appendItems(["K2"], toSection: "main")
            old.appendItems(["Lhotse", "K2"], toSection: "more")
            _ = DiffableDataSourceSnapshot<String, String>().changes(from: old)
        }
        #expect(stopMessage(result).contains(#"appendItems: item "K2" is already in section "main""#))
    }

    @Test func appendingTheSameItemTwiceInOneCall() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2"])
            snapshot.deleteItems(["K2"])
            snapshot.appendItems(["Annapurna"])
            snapshot.reloadItems(["Annapurna"])
            snapshot.appendItems(["Lhotse", "Lhotse"])
        }
        #expect(stopMessage(result).contains(#"appendItems: item "Lhotse" appears more than once in the identifiers given"#))
    }

    @Test func appendingItemsWithoutSections() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendItems(["K2"])
        }
        #expect(stopMessage(result).contains("appendItems: the snapshot has no sections; append a section first"))
    }

    @Test func appendingItemsToAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2"], toSection: "alps")
        }
        #expect(stopMessage(result).contains(#"appendItems: section "alps" is not in the snapshot"#))
    }

    @Test func insertingBeforeAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2"])
            snapshot.insertItems(["Lhotse"], beforeItem: "Eiger")
        }
        #expect(stopMessage(result).contains(#"insertItems: item "Eiger" is not in the snapshot"#))
    }

    @Test func insertingAnItemAlreadyInTheSnapshot() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main", "more"])
            snapshot.appendItems(["K2"], toSection: "main")
            snapshot.appendItems(["Lhotse"], toSection: "more")
            snapshot.insertItems(["K2"], afterItem: "Lhotse")
        }
        #expect(stopMessage(result).contains(#"insertItems: item "K2" is already in section "main""#))
    }

    @Test func deletingAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2"])
            snapshot.deleteItems(["Eiger"])
        }
        #expect(stopMessage(result).contains(#"deleteItems: item "Eiger" is not in the snapshot"#))
    }

    @Test func deletingAnItemTwice() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2", "Lhotse"])
            snapshot.deleteItems(["K2", "K2"])
        }
        #expect(stopMessage(result).contains(#"deleteItems: item "K2" appears more than once in the identifiers given"#))
    }

    @Test func movingAnItemRelativeToItself() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2", "Lhotse"])
            snapshot.moveItem("K2", afterItem: "K2")
        }
        #expect(stopMessage(result).contains(#"moveItem: item "K2" cannot be moved relative to itself"#))
    }

    @Test func movingAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2"])
            snapshot.moveItem("Eiger", beforeItem: "K2")
        }
        #expect(stopMessage(result).contains(#"moveItem: item "Eiger" is not in the snapshot"#))
    }

    @Test func movingBeforeAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["K2"])
            snapshot.moveItem("K2", beforeItem: "Eiger")
        }
        #expect(stopMessage(result).contains(#"moveItem: item "Eiger" is not in the snapshot"#))
    }

    @Test func reloadingAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.reloadItems(["Eiger"])
        }
        #expect(stopMessage(result).contains(#"reloadItems: item "Eiger" is not in the snapshot"#))
    }

    @Test func reconfiguringAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.reconfigureItems(["Eiger"])
        }
        #expect(stopMessage(result).contains(#"reconfigureItems: item "Eiger" is not in the snapshot"#))
    }

    // MARK: Sections

    @Test func appendingASectionAlreadyInTheSnapshot() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendSections(["more", "main"])
        }
        #expect(stopMessage(result).contains(#"appendSections: section "main" is already in the snapshot"#))
    }

    @Test func appendingTheSameSectionTwiceInOneCall() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main", "main"])
        }
        #expect(stopMessage(result).contains(#"appendSections: section "main" appears more than once in the identifiers given"#))
    }

    @Test func insertingSectionsNextToAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.insertSections(["more"], afterSection: "alps")
        }
        #expect(stopMessage(result).contains(#"insertSections: section "alps" is not in the snapshot"#))
    }

    @Test func deletingAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.deleteSections(["alps"])
        }
        #expect(stopMessage(result).contains(#"deleteSections: section "alps" is not in the snapshot"#))
    }

    @Test func movingASectionRelativeToItself() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.moveSection("main", beforeSection: "main")
        }
        #expect(stopMessage(result).contains(#"moveSection: section "main" cannot be moved relative to itself"#))
    }

    @Test func movingAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.moveSection("alps", afterSection: "main")
        }
        #expect(stopMessage(result).contains(#"moveSection: section "alps" is not in the snapshot"#))
    }

    @Test func reloadingAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.reloadSections(["alps"])
        }
        #expect(stopMessage(result).contains(#"reloadSections: section "alps" is not in the snapshot"#))
    }

    @Test func countingItemsOfAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DiffableDataSourceSnapshot<String, String>().numberOfItems(inSection: "alps")
        }
        #expect(stopMessage(result).contains(#"numberOfItems(inSection:): section "alps" is not in the snapshot"#))
    }

    @Test func listingItemsOfAnUnknownSection() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DiffableDataSourceSnapshot<String, String>().itemIdentifiers(inSection: "alps")
        }
        #expect(stopMessage(result).contains(#"itemIdentifiers(inSection:): section "alps" is not in the snapshot"#))
    }

    // MARK: Section snapshots

    @Test func outlineAppendOfAnExistingItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Food"])
            outline.append(["Apple", "Food"], to: "Food")
        }
        #expect(stopMessage(result).contains(#"append: item "Food" is already in the section snapshot"#))
    }

    @Test func outlineAppendToAnUnknownParent() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Apple"], to: "Food")
        }
        #expect(stopMessage(result).contains(#"append: item "Food" is not in the section snapshot"#))
    }

    @Test func outlineInsertNextToAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Food"])
            outline.insert(["Travel"], after: "Sports")
        }
        #expect(stopMessage(result).contains(#"insert: item "Sports" is not in the section snapshot"#))
    }

    @Test func outlineInsertOfAnExistingItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Food", "Travel"])
            outline.insert(["Travel"], before: "Food")
        }
        #expect(stopMessage(result).contains(#"insert: item "Travel" is already in the section snapshot"#))
    }

    @Test func outlineInsertOfASnapshotHoldingAnExistingItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Food", "Travel"])
            var other = DiffableDataSourceSectionSnapshot<String>()
            other.append(["Sports"])
            other.append(["Travel"], to: "Sports")
            outline.insert(other, after: "Food")
        }
        #expect(stopMessage(result).contains(#"insert: item "Travel" is already in the section snapshot"#))
    }

    @Test func outlineDeleteOfAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.delete(["Food"])
        }
        #expect(stopMessage(result).contains(#"delete: item "Food" is not in the section snapshot"#))
    }

    @Test func outlineExpandOfAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.expand(["Food"])
        }
        #expect(stopMessage(result).contains(#"expand: item "Food" is not in the section snapshot"#))
    }

    @Test func outlineCollapseOfAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.collapse(["Food"])
        }
        #expect(stopMessage(result).contains(#"collapse: item "Food" is not in the section snapshot"#))
    }

    @Test func outlineReplaceUnderAnUnknownParent() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.replace(childrenOf: "Food", using: DiffableDataSourceSectionSnapshot())
        }
        #expect(stopMessage(result).contains(#"replace(childrenOf:using:): item "Food" is not in the section snapshot"#))
    }

    @Test func outlineReplaceBringingAnExistingItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Food", "Travel"])
            var children = DiffableDataSourceSectionSnapshot<String>()
            children.append(["Travel"])
            outline.replace(childrenOf: "Food", using: children)
        }
        #expect(stopMessage(result).contains(#"replace(childrenOf:using:): item "Travel" is already in the section snapshot"#))
    }

    @Test func outlineLevelOfAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DiffableDataSourceSectionSnapshot<String>().level(of: "Food")
        }
        #expect(stopMessage(result).contains(#"level(of:): item "Food" is not in the section snapshot"#))
    }

    @Test func outlineSubtreeOfAnUnknownItem() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DiffableDataSourceSectionSnapshot<String>().snapshot(of: "Food")
        }
        #expect(stopMessage(result).contains(#"snapshot(of:includingParent:): item "Food" is not in the section snapshot"#))
    }
}
