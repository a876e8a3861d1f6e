import Foundation
import Tessera

extension SeededRandom {
    /// The environment variable that replays a seeded run: `TESSERA_SEED=<seed> swift test`.
    public static let seedVariable = "TESSERA_SEED"

    /// The seed `TESSERA_SEED` names, or nil when it is unset (or not a number).
    public static var environmentSeed: UInt64? {
        ProcessInfo.processInfo.environment[seedVariable].flatMap { UInt64($0) }
    }

    /// A generator seeded from `TESSERA_SEED` when it is set, otherwise from `fallback`: plain
    /// runs repeat one another, and a seed printed by a failure replays that run.
    public static func fromEnvironment(default fallback: UInt64 = 0x5EED_7E55_E7A0) -> SeededRandom {
        SeededRandom(seed: environmentSeed ?? fallback)
    }
}
