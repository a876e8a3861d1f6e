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
