import ArgumentParser
import Foundation

@main
struct TesseraBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-bench",
        abstract: "Times Tessera's hot paths against baselines measured in the same run.",
        discussion: "Build in release (`make bench`). Timings are medians; compare ratios, not absolute numbers, across machines."
    )

    @Option(name: .long, help: "Run only benchmarks whose name contains this substring.")
    var filter: String?

    @Flag(name: .long, help: "Print one JSON object per line instead of a table.")
    var json = false

    @Option(name: .long, help: "Timed samples per benchmark (at least 10).")
    var samples = 15

    @Option(name: .long, help: "Untimed warm-up runs per benchmark.")
    var warmup = 2

    @Flag(name: .long, help: "List the benchmark names and exit.")
    var list = false

    func validate() throws {
        guard samples >= 10 else { throw ValidationError("--samples must be at least 10 (got \(samples)).") }
        guard warmup >= 0 else { throw ValidationError("--warmup cannot be negative.") }
    }

    func run() throws {
        // Views are the main actor's, and the command runs on the main thread.
        try MainActor.assumeIsolated { try runBenchmarks() }
    }

    @MainActor
    private func runBenchmarks() throws {
        let selected = allBenchmarks.filter { b in filter.map { b.name.contains($0) } ?? true }
        if list {
            selected.forEach { print($0.name) }
            return
        }
        guard !selected.isEmpty else {
            throw ValidationError("No benchmark matches --filter \(filter ?? ""). Use --list to see the names.")
        }
        if !json { emit(Report.header) }
        for benchmark in selected {
            let prepared = benchmark.prepare()
            let ours = Sampler.median(of: prepared.run, warmup: warmup, samples: samples)
            let base = prepared.baseline.map { (name: $0.name, ms: Sampler.median(of: $0.run, warmup: warmup, samples: samples)) }
            let report = Report(name: benchmark.name, medianMs: ours, baseline: base, facts: prepared.facts)
            emit(json ? report.json : report.line)
        }
    }
}

/// Writes one line straight to standard output, so each result shows as it finishes even into
/// a pipe or a file (`print` buffers there, and a whole run takes minutes: the baselines are slow).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

enum Sampler {
    /// Median wall time of `body` in milliseconds.
    static func median(of body: () -> Void, warmup: Int, samples: Int) -> Double {
        for _ in 0..<warmup { body() }
        let clock = ContinuousClock()
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        times.sort()
        let mid = times.count / 2
        return times.count % 2 == 1 ? times[mid] : (times[mid - 1] + times[mid]) / 2
    }
}

struct Report {
    let name: String
    let medianMs: Double
    let baseline: (name: String, ms: Double)?
    let facts: [(String, String)]

    static let header = "benchmark".padding(toLength: 30, withPad: " ", startingAt: 0)
        + "      median   baseline (median, baseline/ours)"

    var ratio: Double? { baseline.map { $0.ms / max(medianMs, 1e-9) } }

    var line: String {
        // Pads short names into a column but never cuts a long one (padding(toLength:) would).
        var s = name + String(repeating: " ", count: max(0, 30 - name.count))
        s += String(format: " %9.3f ms", medianMs)
        if let baseline, let ratio {
            s += String(format: "   %@ %.3f ms, ×%.1f", baseline.name, baseline.ms, ratio)
        }
        for (k, v) in facts { s += "   \(k)=\(v)" }
        return s
    }

    var json: String {
        var fields: [(String, String)] = [("name", quoted(name)), ("median_ms", number(medianMs))]
        if let baseline, let ratio {
            fields += [("baseline", quoted(baseline.name)), ("baseline_median_ms", number(baseline.ms)), ("ratio", number(ratio))]
        }
        for (k, v) in facts { fields.append((k, Double(v) != nil ? v : quoted(v))) }
        return "{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func number(_ x: Double) -> String { String(format: "%.4f", x) }
    private func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }
}
