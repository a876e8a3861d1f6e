import Testing
import Tessera

extension ApplicationHarness {
    /// An application starting from `rootViewController` (`Application(rootViewController:)`):
    /// its view loaded, `viewWillAppear`/`viewDidAppear` called, its first frame drawn.
    public convenience init(rootViewController: ViewController, width: Int = 80, height: Int = 24,
                            capabilities: TerminalCapabilities = TerminalCapabilities()) {
        self.init(width: width, height: height, capabilities: capabilities) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: rootViewController)
        }
    }

    /// The window's root view controller as `type` (a failed requirement otherwise).
    public func rootViewController<Root: ViewController>(as type: Root.Type = Root.self,
                                                         sourceLocation: SourceLocation = #_sourceLocation) throws -> Root {
        try #require(application.window.rootViewController as? Root, sourceLocation: sourceLocation)
    }
}
