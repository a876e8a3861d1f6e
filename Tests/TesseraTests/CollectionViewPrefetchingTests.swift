import Foundation
import Testing
@testable import Tessera

/// The prefetch data source is asked for the next screenful in the scroll direction, once per
/// item, and told to cancel the items that will no longer come into view.
@Suite("Collection view prefetching") @MainActor
struct CollectionViewPrefetchingTests {
    @MainActor private final class Recorder: CollectionViewDataSourcePrefetching {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.item))
        }
        func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.item))
        }
    }

    /// 100 one-row items in a view ten rows tall.
    private func list(_ recorder: Recorder) -> Harness {
        let h = Harness(size: CellSize(width: 30, height: 10), items: (0..<100).map { "item \($0)" })
        h.collectionView.prefetchDataSource = recorder
        return h
    }

    private func scroll(_ h: Harness, to y: Int) {
        h.collectionView.setContentOffset(CellPoint(x: 0, y: y), animated: false)
        h.settle()
    }

    @Test func theNextScreenfulIsPrefetchedOnceAndCancelledWhenScrollingTurnsBack() {
        let recorder = Recorder()
        let h = list(recorder)
        h.settle()
        #expect(recorder.prefetched == [Array(10..<20)])  // rows 0–9 show; 10–19 come next

        scroll(h, to: 5)  // 5–14 show: 10–14 arrived, 15–19 still pending, 20–24 new
        #expect(recorder.prefetched == [Array(10..<20), Array(20..<25)])
        #expect(recorder.cancelled.isEmpty)

        h.settle()  // another frame at rest asks for nothing
        #expect(recorder.prefetched.count == 2)

        scroll(h, to: 0)  // scrolling up: 15–24 will not come into view after all
        #expect(recorder.cancelled == [Array(15..<25)])
        #expect(recorder.prefetched.count == 2)  // nothing lies above the first row

        scroll(h, to: 1)  // down again: 11–20 are next, and none of them is pending now
        #expect(recorder.prefetched.last == Array(11..<21))
        let all = recorder.prefetched.flatMap { $0 }
        #expect(Set(all).count + recorder.cancelled.flatMap { $0 }.count == all.count)  // re-asked only after a cancel
    }

    @Test func turningPrefetchingOffAsksNothing() {
        let recorder = Recorder()
        let h = list(recorder)
        h.collectionView.isPrefetchingEnabled = false
        h.settle()
        scroll(h, to: 20)
        #expect(recorder.prefetched.isEmpty && recorder.cancelled.isEmpty)
    }
}
