import Tessera

/// Benchmarks for the diff layer (filled in by its issue).
let diffBenchmarks: [Benchmark] = []
