import Dispatch
import Foundation

/// One X session (Xvfb and its terminal) at a time, across every suite in this target: the
/// suites are serialized within themselves but may run beside each other, and two Xvfb servers
/// starting together can both be told the same display number — one then exits, and its
/// terminal talks to the other's display. A semaphore, not a lock: a session may end on another
/// thread than the one that started it.
enum XDisplayTurn {
    private static let semaphore = DispatchSemaphore(value: 1)

    /// Waits for the turn (sessions are short; the longest waits behind a few of them).
    static func take() { semaphore.wait() }

    /// Gives the turn to the next session.
    static func give() { semaphore.signal() }
}

/// A private X server for one session: Xvfb picks a free display itself (-displayfd) and writes
/// its number once it is ready.
enum PrivateDisplay {
    /// Starts Xvfb with a `screen` (WIDTHxHEIGHTxDEPTH), logging into `directory`; returns its
    /// process and display name (":N"), or throws with the end of its log.
    static func start(screen: String, in directory: URL) throws -> (pid: pid_t, display: String) {
        let numberFile = directory.appendingPathComponent("display")
        let log = directory.appendingPathComponent("xvfb.log")
        let xvfb = try Subprocess.spawn("Xvfb", ["-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp"],
                                        environment: Subprocess.baseEnvironment, log: log.path, descriptor3: numberFile.path)
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            // Only a whole line: "1" read before the "0\n" of ":10" arrives would name another display.
            if let text = try? String(contentsOf: numberFile, encoding: .utf8), text.hasSuffix("\n"),
               let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                // Two servers can be told the same number; the one that loses exits. Ours must live.
                Thread.sleep(forTimeInterval: 0.2)
                guard Subprocess.isRunning(xvfb) else { break }
                return (xvfb, ":\(number)")
            }
            guard Subprocess.isRunning(xvfb) else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Subprocess.end(xvfb)
        let tail = (try? String(contentsOf: log, encoding: .utf8)).map { String($0.suffix(600)) } ?? ""
        throw RealTerminalFailure("Xvfb did not start: \(tail)")
    }
}
