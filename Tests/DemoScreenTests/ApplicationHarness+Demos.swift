import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

extension GoldenFiles {
    /// The screen tests' golden screens: `Golden/` beside this file.
    static let demoScreens = GoldenFiles(nextTo: #filePath)
}

/// The demos on the headless harness, built as `tessera-demos` builds them.
extension ApplicationHarness {
    /// `demo` is a catalog name ("mountains"); nil runs the launcher.
    convenience init(demo: String?, width: Int = 80, height: Int = 24, options: DemoOptions = DemoOptions()) {
        let entry = demo.map { name in
            guard let entry = DemoCatalog.entry(named: name) else { fatalError("no demo named \(name)") }
            return entry
        }
        self.init(entry: entry, width: width, height: height, options: options)
    }

    /// `entry` (nil: the launcher), which need not be in the catalog.
    convenience init(entry: DemoEntry?, width: Int = 80, height: Int = 24,
                     capabilities: TerminalCapabilities = TerminalCapabilities(), options: DemoOptions = DemoOptions()) {
        self.init(width: width, height: height, capabilities: capabilities) { terminal, clock in
            DemoRunner.makeApplication(terminal: terminal, clock: clock, entry: entry, options: options)
        }
    }

    /// Compares the screen (text and style map) with `Golden/<name>.txt`.
    func expectGolden(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectScreen(matches: name, in: .demoScreens, sourceLocation: sourceLocation)
    }
}

/// The launcher and the demo on screen, wherever the launcher put it.
extension ApplicationHarness {
    /// The launcher, when it is the window's root view controller.
    func launcher(sourceLocation: SourceLocation = #_sourceLocation) throws -> LauncherViewController {
        try #require(application.window.rootViewController as? LauncherViewController, sourceLocation: sourceLocation)
    }

    /// The first view of type `Screen` on screen: the root view when a demo runs alone, the
    /// demo's screen inside the launcher.
    func screen<Screen: View>(as type: Screen.Type = Screen.self, sourceLocation: SourceLocation = #_sourceLocation) throws -> Screen {
        func find(in view: View) -> Screen? {
            if let screen = view as? Screen, !view.isHidden { return screen }
            for subview in view.subviews where !subview.isHidden {
                if let found = find(in: subview) { return found }
            }
            return nil
        }
        return try #require(find(in: application.window.rootView), sourceLocation: sourceLocation)
    }

    /// The demo's view controller of type `Controller`: the root (or the top of the root
    /// navigation controller) when a demo runs alone, the shown demo inside the launcher.
    func demoController<Controller: ViewController>(as type: Controller.Type = Controller.self,
                                                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Controller {
        let root = application.window.rootViewController
        let shown = (root as? LauncherViewController)?.shownDemo ?? (root as? NavigationController)?.topViewController ?? root
        return try #require(shown as? Controller, sourceLocation: sourceLocation)
    }
}
