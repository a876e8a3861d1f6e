import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Small view and view-controller members as UIKit code uses them, prefix dropped: a flexible
/// subview made from `view.bounds` follows every resize at once, `isHidden`, `init(nibName:bundle:)`,
/// `setNeedsUpdateContentUnavailableConfiguration()` and the classic presentation styles.
@Suite("View and view controller surface") @MainActor
struct ViewUIKitSurfaceTests {
    final class FeedViewController: Tessera.ViewController {
        var content: View!
        var footer: View!
        var updates: [String?] = []

        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            content = View(frame: view.bounds)
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(content)
            footer = View(frame: CellRect(x: 0, y: view.bounds.height - 1, width: view.bounds.width, height: 1))
            footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(footer)
        }

        override func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {
            updates.append(state.searchText)
            var empty = ContentUnavailableConfiguration.empty()
            empty.text = "Nothing yet"
            contentUnavailableConfiguration = empty
        }
    }

    @Test func aFlexibleSubviewMadeFromBoundsFollowsEveryResizeAtOnce() {
        let feed = FeedViewController(nibName: nil, bundle: nil)
        let h = ApplicationHarness(width: 40, height: 12) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: feed))
        }
        h.settle()
        #expect(feed.content.frame == feed.view.bounds, "\(feed.content.frame) in \(feed.view.bounds)")
        h.resize(width: 70, height: 20)
        h.settle()
        #expect(feed.content.frame == feed.view.bounds, "\(feed.content.frame) in \(feed.view.bounds)")
        #expect(feed.footer.frame.maxY == feed.view.bounds.maxY && feed.footer.frame.width == feed.view.bounds.width)
        feed.content.isHidden = true
        #expect(feed.content.isHidden)
    }

    @Test func setNeedsUpdateContentUnavailableConfigurationCallsTheUpdate() {
        let feed = FeedViewController(nibName: "Feed", bundle: .main)
        let h = ApplicationHarness(width: 40, height: 12) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: feed)
        }
        h.settle()
        feed.setNeedsUpdateContentUnavailableConfiguration()
        h.settle()
        #expect(feed.updates == [nil] && h.text.contains("Nothing yet"), "\(h.text)")
    }

    @Test func classicPresentationStylesNameWhatTheTerminalShows() {
        let sheet = Tessera.ViewController()
        sheet.modalPresentationStyle = .pageSheet
        #expect(sheet.modalPresentationStyle == .fullScreen)
        sheet.modalPresentationStyle = .overCurrentContext
        #expect(sheet.modalPresentationStyle == .overFullScreen)
        sheet.definesPresentationContext = true
        #expect(sheet.definesPresentationContext)
    }
}
