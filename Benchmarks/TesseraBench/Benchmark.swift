/// One benchmark case. `prepare` builds the inputs outside the timed region and returns
/// what to time; the harness runs it (and its baseline, if any) after a warm-up and reports
/// medians. Keep inputs deterministic (seeded) so runs compare.
struct Benchmark: Sendable {
    let name: String
    let prepare: @MainActor @Sendable () -> Prepared
}

struct Prepared {
    /// The code under test. Runs once per sample.
    var run: () -> Void
    /// What we compare against, measured in the same process and run.
    var baseline: Baseline?
    /// Extra facts to print beside the timing (moves found, items laid out, bytes written…).
    /// Computed once, outside the timed region.
    var facts: [(String, String)] = []

    init(run: @escaping () -> Void, baseline: Baseline? = nil, facts: [(String, String)] = []) {
        self.run = run
        self.baseline = baseline
        self.facts = facts
    }
}

struct Baseline {
    let name: String
    let run: () -> Void
}

/// Keeps the optimiser from deleting work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
