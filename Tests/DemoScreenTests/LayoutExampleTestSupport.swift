import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

// Helpers for the Compositional Layout examples' screen tests.

extension ApplicationHarness {
    /// The demo's root view, as the example screen it is.
    func screen<Screen: LayoutExampleScreen>(_ type: Screen.Type = Screen.self) throws -> Screen {
        try rootView(as: type)
    }

    /// The hint bar's status (the right end of the last row).
    var status: String { (try? screen(LayoutExampleScreen.self).hintBar.status) ?? "" }

    /// Goldens of a layout example: 80×24 and 120×40 as it opens, and after `interaction` from
    /// 80×24 (named with the size the screen has then).
    static func expectLayoutGoldens(_ name: String, after interactionName: String, sourceLocation: SourceLocation = #_sourceLocation,
                                    _ interaction: (ApplicationHarness) -> Void) {
        let small = ApplicationHarness(demo: name)
        small.expectGolden("\(name)-80x24", sourceLocation: sourceLocation)
        interaction(small)
        let size = small.terminal.size
        small.expectGolden("\(name)-\(interactionName)-\(size.width)x\(size.height)", sourceLocation: sourceLocation)
        ApplicationHarness(demo: name, width: 120, height: 40).expectGolden("\(name)-120x40", sourceLocation: sourceLocation)
    }
}
