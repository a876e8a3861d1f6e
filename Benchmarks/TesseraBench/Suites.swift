/// Every benchmark, in the order `make bench` prints them. Each suite lives in its own file.
let allBenchmarks: [Benchmark] = diffBenchmarks + layoutBenchmarks + viewBenchmarks + demoBenchmarks + keystrokeBenchmarks + typingBenchmarks + startupBenchmarks + frameBenchmarks
    + animationBytesBenchmarks
