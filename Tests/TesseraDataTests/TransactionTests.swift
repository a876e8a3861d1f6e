import Testing
import TesseraData

private typealias Snapshot = DiffableDataSourceSnapshot<String, String>

@Suite("Transactions")
struct TransactionTests {
    @Test func differenceReproducesTheFinalOrderOnTheAppsOwnArray() {
        var initial = Snapshot()
        initial.appendSections(["todo", "done"])
        initial.appendItems(["milk", "bread", "eggs"], toSection: "todo")
        initial.appendItems(["tea"], toSection: "done")
        var final = initial
        final.moveItem("eggs", beforeItem: "milk")
        final.moveItem("bread", afterItem: "tea")
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        var backingStore = ["milk", "bread", "eggs", "tea"]
        backingStore = backingStore.applying(transaction.difference)!
        #expect(backingStore == final.itemIdentifiers)
        #expect(transaction.initialSnapshot == initial)
        #expect(transaction.finalSnapshot == final)
    }

    @Test func sectionTransactionsCoverTheSectionsThatChanged() {
        var initial = Snapshot()
        initial.appendSections(["todo", "done", "later"])
        initial.appendItems(["milk", "bread"], toSection: "todo")
        initial.appendItems(["tea"], toSection: "done")
        initial.appendItems(["jam"], toSection: "later")
        var final = initial
        final.moveItem("bread", beforeItem: "milk")
        final.moveItem("tea", afterItem: "jam")
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["todo", "done", "later"])
        for section in transaction.sectionTransactions {
            let before = section.initialSnapshot.items
            #expect(before.applying(section.difference) == section.finalSnapshot.items)
            #expect(section.finalSnapshot.items == final.itemIdentifiers(inSection: section.sectionIdentifier))
        }
        let unchanged = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: initial)
        #expect(unchanged.sectionTransactions.isEmpty)
        #expect(unchanged.difference.isEmpty)
    }

    @Test func deletedSectionsComeLastAsEmptiedSections() {
        var initial = Snapshot()
        initial.appendSections(["a", "b"])
        initial.appendItems(["1"], toSection: "a")
        initial.appendItems(["2"], toSection: "b")
        var final = initial
        final.deleteSections(["a"])
        final.appendSections(["c"])
        final.appendItems(["3"], toSection: "c")
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["c", "a"])
        #expect(transaction.sectionTransactions[1].finalSnapshot.items.isEmpty)
    }

    @Test func sectionTransactionOfAnOutline() {
        var before = DiffableDataSourceSectionSnapshot<String>()
        before.append(["Food", "Travel"])
        before.append(["Apple", "Cherry"], to: "Food")
        var after = before
        after.delete(["Apple"])
        after.append(["Apple"], to: "Travel")
        let transaction = DiffableDataSourceSectionTransaction<String, String>(sectionIdentifier: "main", initialSnapshot: before, finalSnapshot: after)
        #expect(before.items.applying(transaction.difference) == after.items)
        #expect(transaction.difference.insertions.count == 1)
        let whole = DiffableDataSourceTransaction(
            initialSnapshot: Snapshot(), finalSnapshot: Snapshot(), sectionTransactions: [transaction])
        #expect(whole.sectionTransactions.first?.sectionIdentifier == "main")
    }
}
