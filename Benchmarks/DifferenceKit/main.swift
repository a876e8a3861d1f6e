// Tessera's differ against DifferenceKit's StagedChangeset on the same UUID arrays: the
// worst cases, every item reversed (L5) and every item replaced (L6). Built and run by
// compare.sh in a scratch package (DifferenceKit is not a dependency of Tessera); see README.md.
import Foundation
import DifferenceKit
import TesseraData

extension UUID: Differentiable {}

func uuids(_ n: Int, seed: UInt64) -> [UUID] {
    var state = seed
    func next() -> UInt64 { state &+= 0x9E3779B97F4A7C15; var z = state; z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) &* 0x94D049BB133111EB; return z ^ (z >> 31) }
    return (0..<n).map { _ in let a = next(), b = next(); return withUnsafeBytes(of: (a, b)) { UUID(uuid: $0.load(as: uuid_t.self)) } }
}

func time(_ runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let t = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6)
    }
    return samples.sorted()[runs / 2]
}

@inline(never) func sink<T>(_ x: T) { withExtendedLifetime(x) {} }

func snapshot(_ items: [UUID]) -> DiffableDataSourceSnapshot<Int, UUID> {
    var s = DiffableDataSourceSnapshot<Int, UUID>()
    s.appendSections([0]); s.appendItems(items, toSection: 0)
    return s
}

let n = Int(CommandLine.arguments.dropFirst().first ?? "10000") ?? 10_000
let old = uuids(n, seed: 1)
let cases: [(String, [UUID])] = [("L5 reversed", Array(old.reversed())), ("L6 all replaced", uuids(n, seed: 2))]
for round in 1...3 {
    for (name, new) in cases {
        let dk = time(41) { sink(StagedChangeset(source: old, target: new)) }
        let oldSnapshot = snapshot(old)
        let tsApply = time(41) { let s = snapshot(new); sink(s.changes(from: oldSnapshot)) }
        let tsMoves = time(41) { let s = snapshot(new); let c = s.changes(from: oldSnapshot); sink(c.itemMoves); sink(c.itemInserts); sink(c.itemDeletes) }
        let tsDifference = time(41) { let s = snapshot(new); sink(s.changes(from: oldSnapshot).difference) }
        print(String(format: "round %d %@ n=%d  DifferenceKit %.2f ms | Tessera diff (as an apply) %.2f ms = %.2f× | + index-path lists %.2f ms = %.2f× | + CollectionDifference %.2f ms = %.2f×",
                     round, name, n, dk, tsApply, tsApply / dk, tsMoves, tsMoves / dk, tsDifference, tsDifference / dk))
    }
}
