import Foundation
import Tessera

/// Runs the demos in the real terminal: the launcher (or one demo) on an `Application`.
@MainActor
public enum DemoRunner {
    /// Opens the terminal and runs `entry` (nil: the launcher) until it closes. With no usable
    /// terminal, prints the one-sentence reason on standard error and exits with status 2.
    /// `crashAfterFirstFrame` and `closeInputAfterFirstFrame` are for the end-to-end tests: once
    /// the first frame is on screen, standard input is closed (the program must end by itself,
    /// the terminal restored) and then, if asked, the program traps on purpose (the terminal must
    /// come back after a crash, even with standard input gone). With `recorder`, the run's input
    /// and clock readings are written to it (see `InputTrace`).
    public static func run(_ entry: DemoEntry?, options: DemoOptions, crashAfterFirstFrame: Bool = false,
                           closeInputAfterFirstFrame: Bool = false, recorder: TraceRecorder? = nil) {
        let terminal = openTerminal()
        let application: Application
        if let recorder {
            let recording = RecordingTerminal(terminal, recorder: recorder)
            application = makeApplication(terminal: recording, clock: RecordingClock(SystemLoopClock(), recorder: recorder),
                                          entry: entry, options: options)
        } else {
            application = makeApplication(terminal: terminal, entry: entry, options: options)
        }
        if crashAfterFirstFrame || closeInputAfterFirstFrame {
            let draw = application.loop.onDraw
            var done = false
            application.loop.onDraw = { [unowned application] buffer in
                draw?(&buffer)
                guard !done else { return }
                done = true
                // Timers set while drawing fire on the next step, after this frame is flushed.
                application.loop.schedule(after: .zero) {
                    if closeInputAfterFirstFrame { close(STDIN_FILENO) }
                    if crashAfterFirstFrame { fatalError("deliberate crash requested with --crash-after-start") }
                }
            }
        }
        application.run()
        terminal.restore()
    }

    /// The terminal, or the one-sentence reason there is none on standard error and exit 2.
    private static func openTerminal() -> NcursesTerminal {
        do {
            return try NcursesTerminal()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }

    /// `tessera-demos --probe`: takes the terminal over just long enough for its start-up
    /// probe, gives it back, and prints what was measured and decided.
    public static func probe() {
        let terminal = openTerminal()
        let report = terminal.startupProbe?.report(
            drawn: terminal.emojiPolicy, environment: ProcessInfo.processInfo.environment,
            duration: terminal.startupProbeDuration)
        let summary = "\(terminal.size.width)×\(terminal.size.height) · \(terminal.capabilities.colorDepth)"
            + " · TERM=\(ProcessInfo.processInfo.environment["TERM"] ?? "")"
        terminal.restore()
        print(summary)
        print(report ?? "no probe ran")
    }

    /// A demo's controller as the root of the app: alone, unless it searches. A search
    /// controller's bar is shown by a navigation controller, as in UIKit, so such a page goes
    /// in one (inside the launcher it is already in the column's).
    static func standalone(_ controller: ViewController) -> ViewController {
        controller.navigationItem.searchController == nil ? controller : NavigationController(rootViewController: controller)
    }

    /// The application showing `entry` (nil: the launcher): also what the screen tests run,
    /// on a headless terminal.
    public static func makeApplication(terminal: any Terminal, clock: any LoopClock = SystemLoopClock(),
                                       entry: DemoEntry?, options: DemoOptions) -> Application {
        let application = Application(terminal: terminal, clock: clock, rootView: View())
        let context = DemoContext(application: application, options: options)
        // The demo's view controller alone, or the launcher's split view controller.
        application.window.rootViewController = entry.map { standalone($0.makeViewController(context)) } ?? LauncherViewController(context: context)
        // Focus starts on the first focusable view, whatever the controllers focused as they appeared.
        application.window.focusedView?.resignFirstResponder()
        application.window.moveFocus()
        return application
    }
}
