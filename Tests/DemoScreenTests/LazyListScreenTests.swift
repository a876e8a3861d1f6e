import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// Lazy List: the prefetch data source loads the next screenful before it shows, so paging
/// down shows loaded lines at once; a jump shows "…" until its lines arrive, and cancels what
/// was loading ahead.
@Suite("Lazy List screen") @MainActor
struct LazyListScreenTests {
    /// The list's rows on screen (title and hint bar left out) still waiting for their text.
    private func waiting(_ h: ApplicationHarness) -> [String] {
        h.rows.dropFirst().dropLast().filter { $0.hasSuffix("…") || $0.trimmingCharacters(in: .whitespaces).hasSuffix("…") }
    }

    @Test func theNextScreenfulIsLoadedBeforeItShows() throws {
        let h = ApplicationHarness(demo: "lazy-list", width: 60, height: 12)  // settles: the first lines arrive
        let demo = try h.rootView(as: LazyListScreen.self)
        #expect(waiting(h).isEmpty)
        #expect(demo.prefetchedCount > 0)
        #expect(demo.store.loaded.count > demo.prefetchedCount)  // what shows, and what comes next

        // Keys sent without letting time pass: what shows was loaded before it was needed.
        h.send(.down)
        h.send(.pageDown)
        #expect(waiting(h).isEmpty, "the page was prefetched:\n\(h.text)")
        #expect(h.text.contains("Line 12"))

        h.send(.end)
        #expect(!waiting(h).isEmpty)  // a jump: these were never asked for ahead
        #expect(demo.cancelledCount > 0)  // and what was loading below the old page is not needed
        h.advance(by: .milliseconds(500))
        #expect(waiting(h).isEmpty)
        #expect(h.text.contains("Line 10000"))
    }
}
