import Tessera

/// Lines of text that take a while to load, as from a slow disk or a database: a load is a
/// batch of line numbers that arrives together after `latency`, unless each line is cancelled
/// first. Time is the loop's clock (through `schedule`), so a test steps it.
///
/// Invariant: a line is in at most one of `loaded` and `inFlight`; a batch loads only the lines
/// still in flight when it arrives, so a cancelled line is never loaded by that batch.
@MainActor
final class SlowLineStore {
    /// How long a batch takes to arrive.
    let latency: Duration
    /// Runs an action after a delay (the demo's timers, cancelled when it closes).
    private let schedule: (Duration, @escaping @MainActor () -> Void) -> Void
    /// The text of the lines loaded so far.
    private(set) var loaded: [Int: String] = [:]
    /// Lines asked for whose batch has not arrived.
    private(set) var inFlight: Set<Int> = []
    /// Called with each batch's lines once they are loaded.
    var onLoad: ([Int]) -> Void = { _ in }

    init(latency: Duration, schedule: @escaping (Duration, @escaping @MainActor () -> Void) -> Void) {
        self.latency = latency
        self.schedule = schedule
    }

    /// The line's text, or nil while it is not loaded.
    func text(of line: Int) -> String? { loaded[line] }

    /// Starts loading the lines not loaded or loading yet, as one batch.
    func load(_ lines: [Int]) {
        let batch = lines.filter { loaded[$0] == nil && !inFlight.contains($0) }
        guard !batch.isEmpty else { return }
        inFlight.formUnion(batch)
        schedule(latency) { [weak self] in self?.arrive(batch) }
    }

    /// Stops loading `lines`: when their batch arrives they stay unloaded.
    func cancel(_ lines: [Int]) {
        inFlight.subtract(lines)
    }

    private func arrive(_ batch: [Int]) {
        let arrived = batch.filter { inFlight.remove($0) != nil }
        guard !arrived.isEmpty else { return }
        for line in arrived { loaded[line] = Self.text(of: line) }
        onLoad(arrived)
    }

    /// What line `n` says: made up, but always the same for the same line.
    static func text(of line: Int) -> String {
        let words = ["amber", "basalt", "cedar", "delta", "ember", "fjord", "granite", "harbor", "iris", "juniper", "kelp", "lichen"]
        return "\(words[line % words.count]) \(words[(line / words.count) % words.count])"
    }
}
