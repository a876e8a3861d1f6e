import Tessera

/// Benchmarks for the view layer (filled in by its issue).
let viewBenchmarks: [Benchmark] = []
