import Foundation
import Tessera

extension LoopCheckScreen {
    /// Rows that arrive a little later, the two ways app code hands work to the main actor:
    /// a main-queue block after a delay, and a main-actor task that sleeps on the real clock.
    /// Neither is anything the loop knows of; both must run while it waits, and show.
    func startArrivals() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            MainActor.assumeIsolated { self.arrive("row from DispatchQueue.main.asyncAfter") }
        }
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(500))
            self.arrive("row from Task { @MainActor in }")
        }
    }
}
