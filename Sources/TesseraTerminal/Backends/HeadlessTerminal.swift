/// A terminal in memory, for tests: frames are kept rather than shown, events are queued by the
/// test, and time moves only when the program waits.
///
/// It reports per flush exactly what an ANSI terminal would have needed (`ANSIFrameEncoder`):
/// the cells that changed since the previous flush and the bytes to write them. It starts, like a
/// real terminal after start-up, with a blank screen, so the first flush is compared with blanks.
public final class HeadlessTerminal: Terminal {
    /// The screen size in cells, as created or last set by ``resize(to:)``.
    public private(set) var size: CellSize
    /// What the terminal claims it can do; setting it changes the bytes `lastOutput` holds (colour
    /// depth, synchronized output) and makes the next flush redraw everything.
    public var capabilities: TerminalCapabilities {
        didSet { encoder = ANSIFrameEncoder(capabilities: capabilities); invalidate() }
    }
    /// The clock a wait with a timeout advances, if any: how tests step time.
    public let clock: ManualClock?

    /// The last frame flushed (fitted to the terminal's size); blank before the first flush.
    /// The terminal's own copy, so the frames it is given stay their drawer's.
    public var lastFrame: ScreenBuffer { shown.frame }
    /// Where the last flush left the real cursor, and whether it shows (nil: hidden, never placed).
    public private(set) var cursor: TerminalCursor?
    /// The counters of every flush, in order.
    public private(set) var flushHistory: [FlushStats] = []
    /// The bytes the last flush would have written to a real terminal.
    package private(set) var lastOutput: [UInt8] = []
    /// Every wait that found no queued event, with its timeout (nil: the program would have slept
    /// until input came — how tests prove an idle loop does not wake).
    public private(set) var waits: [Duration?] = []
    /// Events queued by the test and not yet read by `waitForEvents`.
    package private(set) var pendingEvents: [Event] = []
    /// True once ``restore()`` has been called: how tests check a program gives the terminal back.
    package private(set) var isRestored = false

    /// What the screen shows, for the encoder to compare with and write over: the one record
    /// of it (``lastFrame`` reads it).
    private var shown: ShownScreen
    /// The cells the last flush compared: the frame's damage when it was the next frame of the
    /// drawer shown (see `ShownScreen`), else every cell.
    package var lastFlushCellsCompared: Int { shown.cellsCompared }
    private var encoder: ANSIFrameEncoder

    /// A blank terminal of `size` cells. Give it the program's `clock` so that waits advance time;
    /// without one, waits return at once and time stands still.
    public init(size: CellSize, capabilities: TerminalCapabilities = TerminalCapabilities(), clock: ManualClock? = nil) {
        self.size = size
        self.capabilities = capabilities
        self.clock = clock
        self.shown = ShownScreen(size: size, known: true)
        self.encoder = ANSIFrameEncoder(capabilities: capabilities)
    }

    /// A blank terminal of `width` columns by `height` rows (80×24 is a classic terminal).
    public convenience init(width: Int, height: Int, capabilities: TerminalCapabilities = TerminalCapabilities(),
                            clock: ManualClock? = nil) {
        self.init(size: CellSize(width: width, height: height), capabilities: capabilities, clock: clock)
    }

    /// Keeps `frame` (clipped or padded to ``size``) as the screen, and records the cells that
    /// changed and the ANSI bytes that would show them (`lastOutput`, ``flushHistory``).
    /// O(damaged cells) for a window's next frame, else O(cells on screen).
    @discardableResult
    public func flush(_ frame: ScreenBuffer) -> FlushStats {
        var fitted = frame
        if fitted.size != size { fitted.resize(to: size) }
        let encoded = encoder.encode(fitted, onto: &shown)
        if let wanted = fitted.cursor { cursor = wanted } else { cursor?.isVisible = false }
        lastOutput = encoded.bytes
        flushHistory.append(encoded.stats)
        return encoded.stats
    }

    /// Forgets what the screen shows, so the next flush writes every cell, as after a resize.
    public func invalidate() {
        shown.forget()
        encoder.forgetTerminalState()
    }

    /// Queues `events`, in order, for the program's next wait to return.
    public func enqueue(_ events: [Event]) { pendingEvents.append(contentsOf: events) }
    /// Queues one event for the program's next wait to return.
    public func enqueue(_ event: Event) { pendingEvents.append(event) }

    /// The terminal window changed size: the next flush redraws everything (terminals reflow or
    /// clear their contents on resize, so what is on screen is no longer known) and the program
    /// gets a `.resize` event.
    public func resize(to newSize: CellSize) {
        size = newSize
        shown.resize(to: newSize)
        invalidate()
        enqueue(.resize(newSize))
    }

    /// Queued events at once if there are any; otherwise records the wait, lets `timeout` pass on
    /// the manual clock (if there is one and the wait has a timeout) and returns nothing.
    public func waitForEvents(timeout: Duration?, wakeDescriptor: Int32? = nil) -> [Event] {
        if !pendingEvents.isEmpty {
            defer { pendingEvents.removeAll() }
            return pendingEvents
        }
        waits.append(timeout)
        if let clock, let timeout { clock.advance(by: max(timeout, .zero)) }
        return []
    }

    /// Records that the terminal was given back (`isRestored`); there is nothing else to undo.
    public func restore() { isRestored = true }

    /// The last frame's text and styles (see `Screenshot`).
    public func screenshot() -> Screenshot { lastFrame.screenshot() }
}
