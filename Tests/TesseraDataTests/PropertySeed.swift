import Foundation
import Testing
import TesseraTerminal
import TesseraTesting

/// The seed of the property tests: `TESSERA_SEED` when set, otherwise a fresh one each run.
/// Every failure message carries it, so `TESSERA_SEED=… swift test` replays the run.
enum PropertySeed {
    static let value: UInt64 = SeededRandom.environmentSeed ?? UInt64.random(in: 0...UInt64.max)

    /// A generator for one property, so properties do not share a stream. Also prints the
    /// seed, so that a run stopped by a crash can be replayed too.
    static func generator(for property: UInt64, _ name: String) -> SeededRandom {
        print("\(name): \(SeededRandom.seedVariable)=\(value)")
        return SeededRandom(seed: value ^ (property &* 0x9E37_79B9_7F4A_7C15))
    }

    /// Records a failed case with what it takes to replay it.
    static func fail(_ property: String, case index: Int, _ detail: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record("\(property) failed on case \(index) — replay with \(SeededRandom.seedVariable)=\(value)\n\(detail)", sourceLocation: sourceLocation)
    }
}
