import Foundation
import Tessera
import TesseraDemos

/// What an animated keystroke costs on the wire. Mountains Search at 100×30 (the bundled 1,645
/// peaks) types "mont" and deletes it again, a key at a time; each key's frames (16 ms apart, to
/// the end of its animation) are flushed through ncurses on a pseudo-terminal, and to the ANSI
/// encoder, whose output is the minimum for the same frames: only the changed cells, one cursor
/// move per run of them, a style change only where the style changes. The ratio of the two is
/// what the frames cost beyond what they show; the goal is at most 2 animated.
let animationBytesBenchmarks: [Benchmark] = [true, false].map { animated in
    Benchmark(name: "frame/mountains-keystroke-bytes-100x30-\(animated ? "animated" : "still")") {
        let size = CellSize(width: 100, height: 30)
        guard let session = NcursesSession.open(size: size) else { return NcursesSession.skipped }
        let measured = MountainsBytesScene(size: size, animated: animated).typeAndDelete(through: session)
        let ratios = zip(measured.wire, measured.minimum).map { Double($0) / Double(max(1, $1)) }
        let worst = ratios.max() ?? 0
        return Prepared(run: { _ = MountainsBytesScene(size: size, animated: animated).typeAndDelete(through: session) },
                        facts: [("keys", "\(measured.wire.count)"), ("frames", "\(measured.frames)"),
                                ("bytes_on_wire", "\(measured.wire.reduce(0, +))"),
                                ("minimum_bytes", "\(measured.minimum.reduce(0, +))"),
                                ("ratio", String(format: "%.2f", Double(measured.wire.reduce(0, +)) / Double(max(1, measured.minimum.reduce(0, +))))),
                                ("worst_key_ratio", String(format: "%.2f", worst))])
    }
}

/// The Mountains demo on a manual clock, each frame flushed to ncurses and to the ANSI encoder.
@MainActor
final class MountainsBytesScene {
    let application: Application
    let clock = ManualClock()
    let minimum: HeadlessTerminal

    init(size: CellSize, animated: Bool) {
        var options = DemoOptions()
        options.animationsEnabled = animated
        application = DemoRunner.makeApplication(terminal: HeadlessTerminal(size: size), clock: clock,
                                                 entry: DemoCatalog.entry(named: "mountains"), options: options)
        minimum = HeadlessTerminal(size: size)
    }

    /// Types "mont" and four Backspaces; per key, the bytes ncurses wrote and the minimum.
    func typeAndDelete(through session: NcursesSession) -> (wire: [Int], minimum: [Int], frames: Int) {
        let window = application.window
        window.render(at: clock.now)
        _ = session.run { session.terminal.flush(window.lastFrame) }
        minimum.flush(window.lastFrame)
        var wire: [Int] = [], least: [Int] = [], frames = 0
        let keys: [Key] = "mont".map { .character($0) } + Array(repeating: .backspace, count: 4)
        for key in keys {
            _ = window.dispatch(.key(KeyEvent(key)))
            var bytesMinimum = 0
            let (_, bytesOnWire) = session.measure {
                var animating = true
                var steps = 0
                while animating && steps < 200 {
                    animating = window.render(at: clock.now)
                    session.terminal.flush(window.lastFrame)
                    bytesMinimum += minimum.flush(window.lastFrame).bytesWritten
                    clock.advance(by: .milliseconds(16))
                    frames += 1
                    steps += 1
                }
            }
            wire.append(bytesOnWire)
            least.append(bytesMinimum)
        }
        return (wire, least, frames)
    }
}
