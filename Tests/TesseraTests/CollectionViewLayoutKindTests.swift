import Foundation
import Testing
import Tessera

/// The collection view lays out with a compositional layout only: any other
/// `CollectionViewLayout` stops the program where it is given, with a message saying what to
/// use instead. Each test runs in a child process and reads what it printed before stopping.
@Suite("Collection view layout kinds")
struct CollectionViewLayoutKindTests {
    private static let advice = "CollectionView lays out with a CollectionViewCompositionalLayout; CollectionViewLayout is another CollectionViewLayout. Describe the arrangement with a CollectionViewCompositionalLayout"

    @Test func aBaseClassLayoutStopsTheInitializerWithAdvice() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = CollectionView(frame: .zero, collectionViewLayout: CollectionViewLayout()) }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.advice))
    }

    @Test func aBaseClassLayoutStopsTheSetterToo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
                view.collectionViewLayout = CollectionViewLayout()
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.advice))
    }
}
