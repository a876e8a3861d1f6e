import Foundation
import Synchronization
import Tessera

/// Whole frames from draw to terminal: the window draws a 200×60 list and a terminal flushes it,
/// headless (the ANSI encoder) and through ncurses on a pseudo-terminal of that size (the real
/// backend, with a thread reading what reaches the terminal). Each sample scrolls the list by
/// one row, so every row changes a little; `unchanged` flushes the same picture again, which
/// costs only the drawing and the comparison. Bytes are counted where they arrive (the
/// pseudo-terminal's other end), not by the backend.
let frameBenchmarks: [Benchmark] = [
    Benchmark(name: "frame/200x60-scroll-headless") {
        let scene = FrameScene.list()
        let terminal = HeadlessTerminal(size: FrameScene.size)
        terminal.flush(scene.window.lastFrame)
        let first = scene.scrollOneRow(flushingTo: terminal)
        return Prepared(run: { blackHole(scene.scrollOneRow(flushingTo: terminal)) },
                        facts: [("cells_changed", "\(first.cellsChanged)"), ("bytes", "\(first.bytesWritten)")])
    },
    Benchmark(name: "frame/200x60-scroll-ncurses") {
        guard let session = NcursesSession.open(size: FrameScene.size) else { return NcursesSession.skipped }
        let scene = FrameScene.list()
        _ = session.run { session.terminal.flush(scene.window.lastFrame) }
        let (first, bytes) = session.measure { scene.scrollOneRow(flushingTo: session.terminal) }
        return Prepared(run: { session.run { blackHole(scene.scrollOneRow(flushingTo: session.terminal)) } },
                        facts: [("cells_changed", "\(first.cellsChanged)"), ("bytes_on_wire", "\(bytes)")])
    },
    Benchmark(name: "frame/200x60-unchanged-ncurses") {
        guard let session = NcursesSession.open(size: FrameScene.size) else { return NcursesSession.skipped }
        let scene = FrameScene.list()
        _ = session.run { session.terminal.flush(scene.window.lastFrame) }
        let redraw = {
            scene.window.render(at: scene.clock.now)
            return session.terminal.flush(scene.window.lastFrame)
        }
        let (first, bytes) = session.measure(redraw)
        return Prepared(run: { session.run { blackHole(redraw()) } },
                        facts: [("cells_changed", "\(first.cellsChanged)"), ("bytes_on_wire", "\(bytes)")])
    },
    Benchmark(name: "frame/insert-one-row-ncurses") {
        // view/insert-one-row's animation at 80×24, through ncurses: what really reaches the
        // terminal for every frame of a one-row insert.
        let size = CellSize(width: 80, height: 24)
        guard let session = NcursesSession.open(size: size) else { return NcursesSession.skipped }
        // A fresh list on screen, then the insert applied: the animation is what is measured.
        let prepareInsert = {
            let rows = (0..<60).map { "Row \($0)" }
            let scene = ListScene(size: size, items: rows)
            _ = session.run { session.terminal.flush(scene.window.lastFrame) }
            var next = rows
            next.insert("Inserted", at: 5)
            scene.show(next, animated: true)
            return scene
        }
        let animate = { (scene: ListScene) in
            var frames = 0
            repeat {
                scene.clock.advance(by: .milliseconds(16))
                scene.window.render(at: scene.clock.now)
                session.terminal.flush(scene.window.lastFrame)
                frames += 1
            } while scene.collectionView.isAnimating && frames < 100
            return frames
        }
        let scene = prepareInsert()
        let (frames, bytes) = session.measure { animate(scene) }
        return Prepared(run: { session.run { blackHole(animate(prepareInsert())) } },
                        facts: [("frames", "\(frames)"), ("bytes_on_wire", "\(bytes)")])
    },
] + damageBenchmarks

/// Drawing only what changed: each case times the window's render alone (no flush) and reports
/// the cells it drew, against the same scene drawn by a window that draws every cell of every
/// frame (`drawsEveryCellEachFrame`, how windows drew before they kept their frame).
let damageBenchmarks: [Benchmark] = [
    Benchmark(name: "frame/200x60-focus-move") {
        // ↓ and ↑ in turn: each frame moves focus one row.
        damageCase { scene in
            scene.window.focusedView = scene.collectionView
            scene.window.dispatch(.key(KeyEvent(.down)))   // the first key gives an item focus
            scene.window.render(at: scene.clock.now)
            var down = true
            return {
                scene.window.dispatch(.key(KeyEvent(down ? .down : .up)))
                down.toggle()
                scene.window.render(at: scene.clock.now)
            }
        }
    },
    Benchmark(name: "frame/200x60-unchanged") {
        damageCase { scene in { scene.window.render(at: scene.clock.now) } }
    },
    Benchmark(name: "frame/200x60-scroll") {
        damageCase { scene in
            {
                scene.collectionView.contentOffset.y = (scene.collectionView.contentOffset.y + 1) % 100
                scene.window.render(at: scene.clock.now)
            }
        }
    },
    Benchmark(name: "frame/200x60-insert-animation") {
        // Every frame of a one-row insert near the top (the rows above it stay put); cells are
        // the whole animation's.
        damageCase { scene in
            var rows = FrameScene.rows
            var inserted = false
            return {
                if inserted { rows.remove(at: 5) } else { rows.insert("Inserted", at: 5) }
                inserted.toggle()
                scene.show(rows, animated: true)
                var frames = 0
                repeat {
                    scene.clock.advance(by: .milliseconds(16))
                    scene.window.render(at: scene.clock.now)
                    frames += 1
                } while scene.collectionView.isAnimating && frames < 100
            }
        }
    },
]

/// A damage benchmark: `makeFrame` sets up a 200×60 list scene and returns one sample's work;
/// the baseline is the same on a window drawing every cell. Reports the cells one sample draws
/// each way.
@MainActor
private func damageCase(_ makeFrame: (ListScene) -> () -> Void) -> Prepared {
    let scene = FrameScene.list(), full = FrameScene.list()
    full.window.drawsEveryCellEachFrame = true
    let frame = makeFrame(scene), fullFrame = makeFrame(full)
    func cellsDrawn(_ scene: ListScene, _ frame: () -> Void) -> Int {
        frame()   // settle (the first sample may differ)
        let before = scene.window.counters.cellsDrawn
        frame()
        return scene.window.counters.cellsDrawn - before
    }
    let cells = cellsDrawn(scene, frame), fullCells = cellsDrawn(full, fullFrame)
    return Prepared(run: frame, baseline: Baseline(name: "every cell", run: fullFrame),
                    facts: [("cells_drawn", "\(cells)"), ("every_cell_drawn", "\(fullCells)")])
}

/// The 200×60 list the frame benchmarks draw: 5,000 rows of text, scrolled a row at a time.
@MainActor
enum FrameScene {
    static let size = CellSize(width: 200, height: 60)

    static let rows = (0..<5_000).map { "Row \($0) — the quick brown fox jumps over the lazy dog" }

    static func list() -> ListScene {
        ListScene(size: size, items: rows)
    }
}

extension ListScene {
    /// Scrolls down one row (back to the top after 100), draws, and flushes to `terminal`.
    func scrollOneRow(flushingTo terminal: any Terminal) -> FlushStats {
        collectionView.contentOffset.y = (collectionView.contentOffset.y + 1) % 100
        window.render(at: clock.now)
        return terminal.flush(window.lastFrame)
    }
}

/// An `NcursesTerminal` on a pseudo-terminal of its own. The backend talks to standard input
/// and output, so those are pointed at the pseudo-terminal only while it works (`run`): the
/// benchmark's report still goes to the real standard output. Closing gives the terminal back
/// (also redirected), so nothing is written to the real one.
@MainActor
final class NcursesSession {
    let terminal: NcursesTerminal
    private let pty: PseudoTerminal

    static let skipped = Prepared(run: {}, facts: [("skipped", "no pseudo-terminal or terminfo entry for xterm-256color")])

    private init(terminal: NcursesTerminal, pty: PseudoTerminal) {
        self.terminal = terminal
        self.pty = pty
    }

    static func open(size: CellSize) -> NcursesSession? {
        guard let pty = PseudoTerminal(size: size) else { return nil }
        let terminal = pty.redirecting {
            try? NcursesTerminal(environment: ["TERM": "xterm-256color"])
        }
        guard let terminal else { return nil }
        let session = NcursesSession(terminal: terminal, pty: pty)
        guard terminal.size == size else { return nil }
        return session
    }

    isolated deinit {
        pty.redirecting { terminal.restore() }
    }

    func run<T>(_ body: () -> T) -> T { pty.redirecting(body) }

    /// What `body` returns and the bytes it sent to the terminal.
    func measure<T>(_ body: () -> T) -> (T, Int) {
        pty.waitUntilDrained()
        let before = pty.bytesRead
        let result = run(body)
        pty.waitUntilDrained()
        return (result, pty.bytesRead - before)
    }
}

/// A pseudo-terminal pair whose controller side is read continuously by a thread (so writes to
/// the terminal side never block on a full buffer), counting the bytes.
final class PseudoTerminal: Sendable {
    private let controller: Int32
    private let device: Int32
    private let counter = ByteCounter()

    private final class ByteCounter: Sendable {
        let value = Atomic<Int>(0)
    }

    init?(size: CellSize) {
        var controller: Int32 = -1, device: Int32 = -1
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &device, nil, nil, &window) == 0 else { return nil }
        self.controller = controller
        self.device = device
        let counter = counter, reading = controller
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(reading, &buffer, buffer.count)
                if count > 0 { counter.value.add(count, ordering: .relaxed) } else if count < 0 && errno == EINTR { continue } else { return }
            }
        }.start()
    }

    var bytesRead: Int { counter.value.load(ordering: .relaxed) }

    /// Waits until the reader has caught up with everything written so far.
    func waitUntilDrained() {
        var last = -1
        while bytesRead != last {
            last = bytesRead
            usleep(20_000)
        }
    }

    /// Runs `body` with standard input and output on the terminal side, then puts them back.
    func redirecting<T>(_ body: () throws -> T) rethrows -> T {
        let savedInput = dup(STDIN_FILENO), savedOutput = dup(STDOUT_FILENO)
        dup2(device, STDIN_FILENO)
        dup2(device, STDOUT_FILENO)
        defer {
            dup2(savedInput, STDIN_FILENO)
            dup2(savedOutput, STDOUT_FILENO)
            close(savedInput)
            close(savedOutput)
        }
        return try body()
    }
}
