import Testing
@testable import Tessera
import TesseraTesting

/// iOS 17's empty state where UIKit puts it, on the view controller: drawn over the whole view,
/// above what the controller's own code adds, until it is cleared.
@Suite("View controller content unavailable") @MainActor
struct ViewControllerContentUnavailableTests {
    /// A controller whose viewDidLoad adds a list of two rows filling its view.
    final class ListController: ViewController {
        let list = RecordingView("l")
        override func viewDidLoad() {
            super.viewDidLoad()
            list.frame = view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(list)
        }
    }

    @Test func itCoversTheViewUntilCleared() throws {
        let controller = ListController()
        let h = ApplicationHarness(rootViewController: controller, width: 20, height: 5)
        #expect(h.rows.allSatisfy { $0 == String(repeating: "l", count: 20) })
        controller.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        h.settle()
        #expect(!h.text.contains("l"), "opaque over the whole view: \(h.rows)")
        #expect(h.rows[2].trimmingCharacters(in: .whitespaces) == "Loading…")
        controller.contentUnavailableConfiguration = nil
        h.settle()
        #expect(h.rows.allSatisfy { $0 == String(repeating: "l", count: 20) })
        #expect(controller.view.subviews.count == 1, "the overlay left with its configuration")
    }

    @Test func setBeforeTheViewLoadsItAppearsAboveWhatViewDidLoadAdds() {
        let controller = ListController()
        controller.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        #expect(!controller.isViewLoaded, "setting it does not load the view")
        let h = ApplicationHarness(rootViewController: controller, width: 20, height: 5)
        #expect(h.text.contains("Loading…"))
        #expect(controller.view.subviews.last is ContentUnavailableView)
    }

    @Test func aNewConfigurationReusesTheViewShowingIt() {
        let controller = ListController()
        let h = ApplicationHarness(rootViewController: controller, width: 20, height: 5)
        controller.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        let shown = controller.view.subviews.last
        var empty = ContentUnavailableConfiguration.empty()
        empty.text = "Nothing here"
        controller.contentUnavailableConfiguration = empty
        h.settle()
        #expect(controller.view.subviews.last === shown && controller.view.subviews.count == 2)
        #expect(h.text.contains("Nothing here") && !h.text.contains("Loading…"))
    }
}
