import Foundation
import Tessera

/// Runs a stack of demo screens on an event loop: events go to the top screen, which may open
/// another on top or close itself; the program ends when the last one closes.
public final class DemoRunner {
    public let loop: EventLoop
    public private(set) var screens: [any DemoScreen]

    public init(root: any DemoScreen, terminal: any Terminal, clock: any LoopClock = SystemLoopClock()) {
        screens = [root]
        loop = EventLoop(terminal: terminal, clock: clock)
        loop.onEvent = { [unowned self] event in handle(event) }
        loop.onDraw = { [unowned self] buffer in screens.last?.draw(in: &buffer) }
    }

    public func handle(_ event: Event) {
        guard let top = screens.last else { return }
        switch top.handle(event) {
        case .stay:
            break
        case .open(let screen):
            screens.append(screen)
        case .close:
            screens.removeLast()
            if screens.isEmpty { loop.stop() }
        }
        loop.requestFrame()
    }

    public func run() { loop.run() }

    /// Opens the real terminal and runs the screen `makeRoot` builds, until it closes. When
    /// there is no usable terminal, prints the one-sentence reason on standard error and exits
    /// with status 2. `crashAfterFirstFrame` is for the end-to-end tests: a deliberate trap
    /// once the first frame is on screen, to prove the terminal comes back after a crash.
    public static func runInTerminal(crashAfterFirstFrame: Bool = false,
                                     _ makeRoot: (DemoEnvironment) -> any DemoScreen) {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
        let runner = DemoRunner(root: makeRoot(DemoEnvironment(capabilities: terminal.capabilities)), terminal: terminal)
        if crashAfterFirstFrame {
            let draw = runner.loop.onDraw
            runner.loop.onDraw = { [unowned runner] buffer in
                draw?(&buffer)
                // Timers set while drawing fire on the next step, after this frame is flushed.
                runner.loop.schedule(after: .zero) {
                    fatalError("deliberate crash requested with --crash-after-start")
                }
            }
        }
        runner.run()
        terminal.restore()
    }
}
