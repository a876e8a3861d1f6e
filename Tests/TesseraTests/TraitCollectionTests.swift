import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Size classes follow the terminal, and changes reach view controllers as UIKit delivers them:
/// `traitCollectionDidChange(_:)` top-down with the traits before, then trait registrations.
@Suite("Trait collections") @MainActor
struct TraitCollectionTests {
    final class Log { var entries: [String] = [] }

    final class AdaptiveViewController: Tessera.ViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) { self.name = name; self.log = log; super.init() }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let before = previousTraitCollection?.horizontalSizeClass == .compact ? "compact" : "regular"
            let now = traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"
            log.entries.append("\(name) \(before)→\(now)")
        }
    }

    static func stack(width: Int) -> (ApplicationHarness, Log, AdaptiveViewController) {
        let log = Log()
        let page = AdaptiveViewController("page", log: log)
        let navigation = NavigationControllerLogging(rootViewController: page, log: log)
        let h = ApplicationHarness(width: width, height: 24) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        h.settle()
        return (h, log, page)
    }

    final class NavigationControllerLogging: NavigationController {
        let log: Log
        init(rootViewController: Tessera.ViewController, log: Log) { self.log = log; super.init(rootViewController: rootViewController) }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            log.entries.append("navigation \(previousTraitCollection?.horizontalSizeClass == .regular ? "regular" : "compact")→\(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
        }
    }

    @Test func sizeClassesFollowTheTerminalsWidth() {
        let (h, _, page) = Self.stack(width: 120)
        #expect(page.traitCollection.horizontalSizeClass == .regular && page.traitCollection.verticalSizeClass == .regular)
        #expect(page.view.traitCollection == page.traitCollection)
        h.resize(width: 80, height: 12)
        h.settle()
        #expect(page.traitCollection.horizontalSizeClass == .compact && page.traitCollection.verticalSizeClass == .compact)
        #expect(UserInterfaceSizeClass.regularWidthMinimum == 100)
    }

    @Test func aChangeIsDeliveredTopDownWithThePreviousTraits() {
        let (h, log, _) = Self.stack(width: 120)
        #expect(log.entries.isEmpty)   // nothing changed yet
        h.resize(width: 80, height: 24)
        h.settle()
        #expect(log.entries == ["navigation regular→compact", "page regular→compact"])
        h.resize(width: 70, height: 24)   // still compact: no trait changed, nothing is said
        h.settle()
        #expect(log.entries.count == 2)
        h.resize(width: 130, height: 24)
        h.settle()
        #expect(log.entries.suffix(2) == ["navigation compact→regular", "page compact→regular"])
    }

    @Test func traitRegistrationsRunForTheirTraitsOnly() {
        let (h, _, page) = Self.stack(width: 120)
        var widths: [UserInterfaceSizeClass] = []
        var heights = 0
        let registration = page.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (controller: AdaptiveViewController, previous) in
            widths.append(previous.horizontalSizeClass)
            #expect(controller === page)
        }
        page.registerForTraitChanges([TraitVerticalSizeClass.self]) { (_: AdaptiveViewController, _) in heights += 1 }
        h.resize(width: 120, height: 12)   // the height's class only
        h.settle()
        #expect(widths.isEmpty && heights == 1)
        h.resize(width: 80, height: 12)
        h.settle()
        #expect(widths == [.regular] && heights == 1)
        page.unregisterForTraitChanges(registration)
        h.resize(width: 120, height: 12)
        h.settle()
        #expect(widths == [.regular])
    }

    @Test func aControllerOffScreenHearsWhenItComesBack() {
        let (h, log, page) = Self.stack(width: 120)
        let next = AdaptiveViewController("next", log: log)
        page.navigationController?.pushViewController(next, animated: false)
        h.settle()
        h.resize(width: 80, height: 24)
        h.settle()
        #expect(log.entries == ["navigation regular→compact", "next regular→compact"])
        page.navigationController?.popViewController(animated: false)
        h.settle()
        #expect(log.entries.last == "page regular→compact", "\(log.entries)")
    }

    @Test func viewsHearAfterTheirControllers() {
        final class Badge: View {
            var log: Log?
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                log?.entries.append("badge \(previousTraitCollection?.horizontalSizeClass == .regular ? "regular" : "compact")→\(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
            }
        }
        let (h, log, page) = Self.stack(width: 120)
        let badge = Badge()
        badge.log = log
        page.view.addSubview(badge)
        h.resize(width: 110, height: 24)
        h.settle()
        #expect(log.entries.isEmpty)
        h.resize(width: 80, height: 24)
        h.settle()
        #expect(log.entries == ["navigation regular→compact", "page regular→compact", "badge regular→compact"])
    }
}
