import TesseraTerminal
import TesseraTesting

extension SeededRandom {
    /// The layout tests' base seed: `TESSERA_SEED`, or a fixed default so plain runs repeat.
    static var baseSeed: UInt64 { environmentSeed ?? 20_191_018 }
}
