import Tessera

/// Benchmarks for the layout layer (filled in by its issue).
let layoutBenchmarks: [Benchmark] = []
