import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Insertion sort step") @MainActor
struct InsertionSortStepTests {
    /// Random rows of up to 12 values (ties included): each step moves exactly one item back
    /// into the sorted run before it, the row ends sorted with the same items, in at most
    /// n − 1 steps, and a sorted row is left alone.
    @Test func everyStepMovesOneItemAndTheRowEndsSorted() {
        var random = SeededRandom.fromEnvironment(default: 7)
        let seed = random.seed
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...12, using: &random)
            let original = (0..<count).map { _ in Int.random(in: 0..<8, using: &random) }
            var row = original
            var steps = 0
            while let move = InsertionSortStep.perform(on: &row, by: { $0 }) {
                steps += 1
                #expect(move.to < move.from, "seed \(seed): an item only moves back, row \(original)")
                #expect(InsertionSortStep.isSorted(Array(row[...move.from]), by: { $0 }), "seed \(seed): row \(original)")
                if steps > count { break }
            }
            #expect(InsertionSortStep.isSorted(row, by: { $0 }), "seed \(seed): row \(original)")
            #expect(row == original.sorted(), "seed \(seed): row \(original)")
            #expect(steps <= max(0, count - 1), "seed \(seed): row \(original) took \(steps) steps")
        }
    }

    @Test func aStepMovesTheFirstItemOutOfOrderBehindTheLastItemNotAboveIt() {
        var row = [1, 3, 5, 2, 0]
        let move = InsertionSortStep.perform(on: &row, by: { $0 })
        #expect(move?.from == 3 && move?.to == 1)
        #expect(row == [1, 2, 3, 5, 0])
        #expect(InsertionSortStep.perform(on: &row, by: { $0 })?.to == 0)
        #expect(row == [0, 1, 2, 3, 5])
        #expect(InsertionSortStep.perform(on: &row, by: { $0 }) == nil)
    }
}
