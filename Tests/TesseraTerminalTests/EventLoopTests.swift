import Dispatch
import Testing
@testable import TesseraTerminal
import TesseraTesting

/// The loop on a headless terminal and a manual clock: waiting lets exactly the requested
/// timeout pass, so every deadline is hit exactly and nothing depends on real time.
@MainActor
private final class Harness {
    let clock = ManualClock()
    let terminal: HeadlessTerminal
    let loop: EventLoop
    var events: [Event] = []
    var draws = 0

    /// `realTime`: the loop reads the system clock (for `await run()`, whose dispatch timer
    /// waits in real time; a manual clock would never reach the next frame's deadline).
    init(width: Int = 20, height: Int = 5, realTime: Bool = false) {
        terminal = HeadlessTerminal(size: CellSize(width: width, height: height), clock: realTime ? nil : clock)
        loop = EventLoop(terminal: terminal, clock: realTime ? SystemLoopClock() : clock)
        loop.onEvent = { [unowned self] in events.append($0) }
        loop.onDraw = { [unowned self] frame in
            draws += 1
            frame = Self.frame("frame \(draws)", size: terminal.size)
        }
    }

    /// A frame of `size` showing `text` on its first row.
    static func frame(_ text: String, size: CellSize) -> ScreenBuffer {
        var frame = ScreenBuffer(size: size)
        frame.draw(text, at: .zero, style: .plain)
        return frame
    }

    /// The timeout of the last wait that found nothing queued.
    var lastWait: Duration?? { terminal.waits.last }
}

private let frame: Duration = .nanoseconds(16_666_667) // EventLoop.minimumFrameInterval

@Suite @MainActor struct EventLoopTests {
    @Test func firstStepDrawsAtOnceThenAnIdleLoopWaitsForever() {
        let h = Harness()
        h.loop.step()
        #expect(h.terminal.waits == [.zero])
        #expect(h.loop.framesDrawn == 1)
        #expect(h.terminal.lastFrame.rowText(0).hasPrefix("frame 1"))
        h.loop.step()
        h.loop.step()
        #expect(h.terminal.waits == [.zero, nil, nil])
        #expect(h.loop.wakeUps == 3)
        #expect(h.loop.framesDrawn == 1)
        #expect(h.loop.nextDeadline() == nil)
    }

    @Test func eventsHandledIsCalledOnceAfterATurnsEventsAndNotForATurnWithout() {
        let h = Harness()
        var log: [String] = []
        // Unowned: the loop holds these closures, and a strong `h` would keep both alive.
        h.loop.onEvent = { [unowned h] _ in log.append("event \(h.loop.isHandlingEvents)") }
        h.loop.onEventsHandled = { [unowned h] in log.append("handled \(h.loop.isHandlingEvents)") }
        h.loop.step()   // the first frame, no input
        #expect(log.isEmpty)
        for c in "ab" { h.terminal.enqueue(.key(KeyEvent(.character(c)))) }
        h.loop.step()
        #expect(log == ["event true", "event true", "handled false"])
        h.loop.schedule(after: .zero) { log.append("timer") }
        h.loop.step()
        #expect(log.last == "timer" && log.count == 4, "a turn with only a timer: \(log)")
    }

    @Test func framesAreCappedAtSixtyASecond() {
        let h = Harness()
        h.loop.step()                       // frame 1 at 0
        h.clock.advance(by: .milliseconds(5))
        h.loop.requestFrame()
        h.loop.requestFrame()               // asking twice still means one frame
        h.loop.step()
        #expect(h.lastWait == frame - .milliseconds(5))
        #expect(h.loop.framesDrawn == 2)
        #expect(h.clock.now == frame)
        h.loop.step()
        #expect(h.lastWait == .some(nil))
        #expect(h.loop.framesDrawn == 2)
    }

    @Test func aFrameShowingInputIsDrawnAtOnceButOnlyOneEarlyPerInterval() {
        let h = Harness()
        h.loop.onEvent = { [unowned h] _ in h.loop.requestFrame() }
        h.loop.step()                                   // frame 1 at 0
        h.clock.advance(by: .milliseconds(5))
        h.terminal.enqueue(.key(KeyEvent(.character("a"))))
        h.loop.step()
        #expect(h.loop.framesDrawn == 2, "the key's frame did not wait for 16.7 ms")
        h.clock.advance(by: .milliseconds(2))
        h.terminal.enqueue(.key(KeyEvent(.character("b"))))
        h.loop.step()
        #expect(h.loop.framesDrawn == 2, "a second early frame within the interval waits")
        h.loop.step()
        #expect(h.loop.framesDrawn == 3 && h.clock.now == .milliseconds(5) + frame)
    }

    @Test func aRequestLongAfterTheLastFrameIsDrawnWithoutWaiting() {
        let h = Harness()
        h.loop.step()
        h.clock.advance(by: .seconds(3))
        h.loop.requestFrame()
        h.loop.step()
        #expect(h.lastWait == .zero)
        #expect(h.loop.framesDrawn == 2)
    }

    @Test func anAnimationDrawsOneFramePerIntervalAndThenStops() {
        let h = Harness()
        var remaining = 10
        h.loop.onDraw = { [unowned h] _ in
            remaining -= 1
            if remaining > 0 { h.loop.requestFrame() }
        }
        for _ in 0..<15 { h.loop.step() }
        #expect(h.loop.framesDrawn == 10)
        #expect(h.clock.now == frame * 9)
        #expect(h.terminal.waits.suffix(5) == [nil, nil, nil, nil, nil])
    }

    @Test func eachFlushReportsTheCellsThatChanged() {
        let h = Harness()
        h.loop.step()
        #expect(h.loop.lastFlush?.cellsChanged == 6)   // "frame 1" on a blank screen: the space was blank
        h.loop.requestFrame()
        h.loop.step()
        #expect(h.loop.lastFlush?.cellsChanged == 1)   // "frame 2": one cell differs
        h.loop.onDraw = { [unowned h] frame in frame = Harness.frame("frame 2", size: h.terminal.size) }
        h.loop.requestFrame()
        h.loop.step()
        #expect(h.loop.lastFlush?.cellsChanged == 0)
        h.loop.onDraw = { _ in }                       // a frame left empty shows a blank screen
        h.loop.requestFrame()
        h.loop.step()
        #expect(h.terminal.lastFrame.text.allSatisfy { $0 == " " || $0 == "\n" })
    }

    @Test func theDrawersBufferIsLentToTheFlushNotKept() {
        // A window hands the loop its one buffer each frame; after the flush nobody else may
        // hold it, or the next frame's drawing would copy it whole.
        let h = Harness()
        var own = ScreenBuffer(size: h.terminal.size)
        h.loop.onDraw = { frame in
            own.clear()
            own.draw("mine", at: .zero, style: .plain)
            frame = own
        }
        h.loop.step()
        #expect(h.terminal.lastFrame.rowText(0).hasPrefix("mine"))
        let storage = own.cells.withUnsafeBufferPointer { $0.baseAddress }
        own.clear()
        #expect(own.cells.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func eventsArriveInOrderAndResizeRedrawsAtTheNewSize() {
        let h = Harness()
        h.loop.step()
        let keys: [Event] = [.key(KeyEvent(.up)), .key(KeyEvent(.character("x")))]
        h.terminal.enqueue(keys)
        h.loop.step()
        #expect(h.events == keys)
        #expect(h.loop.framesDrawn == 1) // keys alone ask for nothing
        var sizes: [CellSize] = []
        h.loop.onDraw = { [unowned h] _ in sizes.append(h.terminal.size) }
        h.terminal.resize(to: CellSize(width: 30, height: 7))
        h.loop.step()                        // the event; the frame waits for the 60/s cap
        #expect(h.events.last == .resize(CellSize(width: 30, height: 7)))
        h.loop.step()
        #expect(h.lastWait == frame)
        #expect(sizes == [CellSize(width: 30, height: 7)])
        h.clock.advance(by: .seconds(1))
        h.terminal.enqueue(.resumed)
        h.loop.step()                        // long after the last frame: at once
        #expect(sizes.count == 2)
    }

    @Test func timerFiresAtItsDeadlineAndOnlyOnce() {
        let h = Harness()
        h.loop.step()
        var fired: [Duration] = []
        h.loop.schedule(after: .milliseconds(100)) { fired.append(h.clock.now) }
        #expect(h.loop.nextDeadline() == .milliseconds(100))
        h.loop.step()
        #expect(h.lastWait == .milliseconds(100))
        #expect(fired == [.milliseconds(100)])
        h.loop.step()
        #expect(h.lastWait == .some(nil))
        #expect(fired.count == 1)
        #expect(h.loop.scheduledTimerCount == 0)
    }

    @Test func repeatingTimerKeepsItsBeatAndSkipsMissedOnes() {
        let h = Harness()
        h.loop.step()
        var fired: [Duration] = []
        let id = h.loop.schedule(after: .milliseconds(10), repeating: .milliseconds(10)) { fired.append(h.clock.now) }
        for _ in 0..<3 { h.loop.step() }
        #expect(fired == [.milliseconds(10), .milliseconds(20), .milliseconds(30)])
        h.clock.advance(by: .milliseconds(25)) // busy elsewhere: the 40 and 50 beats are missed
        h.loop.step()
        #expect(fired.last == .milliseconds(55))
        #expect(fired.count == 4)              // one catch-up firing, not a burst
        #expect(h.loop.nextDeadline() == .milliseconds(60))
        h.loop.cancel(id)
        h.loop.step()
        #expect(h.lastWait == .some(nil))
        #expect(fired.count == 4)
    }

    @Test func timersFireInDeadlineOrderThenInTheOrderSet() {
        let h = Harness()
        h.loop.step()
        var order: [String] = []
        h.loop.schedule(after: .milliseconds(30)) { order.append("c") }
        h.loop.schedule(after: .milliseconds(10)) { order.append("a") }
        h.loop.schedule(after: .milliseconds(10)) { order.append("b") }
        h.clock.advance(by: .milliseconds(50))
        h.loop.step()
        #expect(order == ["a", "b", "c"])
    }

    @Test func aTimerSetByATimerWaitsForTheNextStep() {
        let h = Harness()
        h.loop.step()
        var fired = 0
        h.loop.schedule(after: .zero) {
            fired += 1
            h.loop.schedule(after: .zero) { fired += 1 }
        }
        h.loop.step()
        #expect(fired == 1)
        h.loop.step()
        #expect(fired == 2)
        #expect(h.terminal.waits.suffix(2) == [.zero, .zero])
    }

    @Test func cancellingIsHarmlessTwiceAndFromInsideTheAction() {
        let h = Harness()
        h.loop.step()
        var fired = 0
        final class TimerHolder { var id: TimerID? } // the action reads its own id once it is set
        let holder = TimerHolder()
        holder.id = h.loop.schedule(after: .milliseconds(1), repeating: .milliseconds(1)) {
            fired += 1
            if fired == 3, let id = holder.id { h.loop.cancel(id) }
        }
        for _ in 0..<6 { h.loop.step() }
        #expect(fired == 3)
        let id = holder.id!
        h.loop.cancel(id)
        h.loop.cancel(id)
        #expect(h.loop.scheduledTimerCount == 0)
    }

    @Test func cancellingMostOfManyTimersLeavesTheRestInOrder() {
        let h = Harness()
        h.loop.step()
        var fired: [Int] = []
        let ids = (0..<300).map { index in
            h.loop.schedule(after: .seconds(300 - index)) { fired.append(index) } // latest set first
        }
        for (index, id) in ids.enumerated() where index % 10 != 0 { h.loop.cancel(id) }
        #expect(h.loop.scheduledTimerCount == 30)
        while h.loop.scheduledTimerCount > 0 { h.loop.step() }
        #expect(fired == stride(from: 290, through: 0, by: -10).map { $0 })
    }

    /// `await run()`: the loop's waits are main-queue dispatch sources (a headless terminal has
    /// no input descriptor, so the timer source brings the first turn and its queued keys).
    @Test func stopEndsAsyncRun() async {
        let h = Harness(realTime: true)
        h.terminal.enqueue([.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("q")))])
        h.loop.onEvent = { [unowned h] event in
            h.events.append(event)
            if event == .key(KeyEvent(.character("q"))) { h.loop.stop() }
        }
        await h.loop.run()
        #expect(h.events.count == 2)
        #expect(!h.loop.isRunning)
        #expect(h.loop.framesDrawn == 1)
    }

    /// Work a main-queue block or a main-actor task does while `await run()` runs is drawn in
    /// the next frame (both may land before the first frame: the test holds the main actor).
    @Test func asyncRunDrawsWhatMainQueueWorkRequests() async {
        let h = Harness(realTime: true)
        var drawnMarks: [Int] = []
        var mark = 0
        h.loop.onDraw = { [unowned h] _ in
            drawnMarks.append(mark)
            if mark == 2 { h.loop.stop() }
        }
        DispatchQueue.main.async {
            mark = 1
            h.loop.requestFrame()
            Task { @MainActor in
                mark = 2
                h.loop.requestFrame()
            }
        }
        await h.loop.run()
        #expect(drawnMarks.last == 2)
        #expect(drawnMarks == drawnMarks.sorted())
        #expect(!h.loop.isRunning)
    }

    @Test func timersMatchASortedReferenceUnderRandomScheduling() {
        var random = SeededRandom.fromEnvironment()
        for round in 0..<200 {
            let h = Harness()
            h.loop.step()
            var expected: [(deadline: Int, order: Int)] = []
            var fired: [Int] = []
            var ids: [(TimerID, Int)] = []
            for order in 0..<random.int(1...30) {
                let deadline = random.int(0...50)
                ids.append((h.loop.schedule(after: .milliseconds(deadline)) { fired.append(order) }, order))
                expected.append((deadline, order))
            }
            for (id, order) in ids where random.chance(0.3) {
                h.loop.cancel(id)
                expected.removeAll { $0.order == order }
            }
            while h.loop.scheduledTimerCount > 0 { h.loop.step() }
            let reference = expected.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }.map(\.order)
            #expect(fired == reference, "seed \(random.seed), round \(round)")
            if fired != reference { return }
        }
    }
}
