import CNcursesw
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncursesw.
///
/// Output goes through ncurses (one `doupdate()` per flush, only the cells that changed since
/// the last flushed frame). Input does not: we read file descriptor 0 ourselves with `poll`
/// and decode it with `InputDecoder`, so every event carries its raw bytes and the ESC delay
/// is ours to keep.
///
/// At start-up one round trip (`TerminalProbe`) finds out whether the terminal has synchronized
/// output (DEC mode 2026) and how wide it draws each class of multi-scalar emoji; the emoji it
/// keeps to their laid-out two columns are drawn whole, after ncurses' update
/// (`WholeClusterWriter`), the rest as `NcursesGlyph` stand-ins (`emojiPolicy`).
@MainActor
public final class NcursesTerminal: Terminal {
    public private(set) var size: CellSize
    public private(set) var capabilities: TerminalCapabilities
    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    public let escapeDelay: Duration
    /// The bytes the last flush really wrote to the terminal (ncurses' output plus the
    /// synchronized-update brackets), as the kernel counted them; nil where /proc is missing.
    public private(set) var bytesOnWire: Int?
    /// How each emoji class is drawn: what the start-up probe measured, with `TESSERA_EMOJI`
    /// applied (see `EmojiPolicy`).
    public private(set) var emojiPolicy = EmojiPolicy.fallback
    /// The start-up probe with the answers it got, and how long they took (for `--probe`).
    public private(set) var startupProbe: TerminalProbe?
    public private(set) var startupProbeDuration: Duration?

    private let screen: OpaquePointer
    private let colorMapping: ColorMapping
    private var pairs: ColorPairTable
    private var styleCache: [Style: (attributes: attr_t, pair: Int32)] = [:]
    private var lastFrame: ScreenBuffer?
    private var encoder = ANSIFrameEncoder()
    private var decoder = InputDecoder()
    private var queued: [Event] = []
    /// When bytes last arrived: the ESC delay counts from there.
    private var lastInput: ContinuousClock.Instant?
    private var savedTermios = termios()
    private var active = true
    private let byteCounter = OutputByteCounter()
    private let clock = ContinuousClock()

    private static let mouseOn: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    private static let mouseOff: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)
    private static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
    private static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// Takes over the terminal, or throws `TerminalStartError` (without printing anything)
    /// when there is none to take: standard input or output redirected, TERM missing,
    /// unknown or too limited.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                escapeDelay: Duration = .milliseconds(25)) throws {
        self.escapeDelay = escapeDelay
        let term = environment["TERM"]
        if let problem = TerminalStartError.problem(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, inputIsTerminal: isatty(STDIN_FILENO) == 1,
            term: term, lookUp: Self.lookUp) {
            throw problem
        }
        Self.useUTF8Locale()
        tcgetattr(STDIN_FILENO, &savedTermios)
        TerminalGuard.install()

        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = newterm(term, output, input) else {
            throw TerminalStartError.termUnknown(term ?? "")
        }
        self.screen = screen
        set_term(screen)
        raw()
        noecho()
        nonl()
        typeahead(-1) // ncurses must not peek at our input to cut an update short
        _ = tessera_set_escdelay(Self.milliseconds(escapeDelay))
        keypad(tessera_stdscr(), true)
        _ = curs_set(0)

        // COLORS is only set by start_color, which must not run under NO_COLOR: ask terminfo.
        let depth = ColorMapping.detectDepth(hasColors: has_colors(), colors: Int(tigetnum("colors")),
                                             noColor: environment["NO_COLOR"])
        if depth != .monochrome {
            start_color()
            use_default_colors()
        }
        colorMapping = ColorMapping(depth: depth, directColor: tigetflag("RGB") > 0)
        pairs = ColorPairTable(capacity: depth == .monochrome ? 0 : Int(tessera_color_pairs())) { pair, colors in
            tessera_init_pair(pair, Int32(colors.foreground), Int32(colors.background)) != ERR
        }
        let mouse = tessera_tigetstr("kmous") != nil
        capabilities = TerminalCapabilities(colorDepth: depth, mouse: mouse, synchronizedOutput: false)
        size = Self.currentSize()
        // From here on, however the program ends, the terminal is put back.
        TerminalGuard.arm(reset: resetSequence(), termios: savedTermios) { [weak self] in
            // Only ever called on the main thread (see `TerminalGuard.restoreAtExit`).
            MainActor.assumeIsolated { self?.restore() }
        }

        // Enter the alternate screen now (ncurses does on the first update), then talk to
        // the terminal directly: mouse reporting, and the synchronized-output question.
        wnoutrefresh(tessera_stdscr())
        doupdate()
        if mouse { Self.write(Self.mouseOn) }
        let probe = probeTerminal()
        capabilities.synchronizedOutput = probe.synchronizedOutput
        emojiPolicy = probe.measuredPolicy.overridden(byEnvironment: environment)
        EmojiPolicy.current = emojiPolicy
        encoder = ANSIFrameEncoder(capabilities: capabilities)
    }

    isolated deinit { restore() }

    // MARK: - Output

    @discardableResult
    public func flush(_ frame: ScreenBuffer) -> FlushStats {
        guard active else { return FlushStats() }
        var current = frame
        if current.size != size { current.resize(to: size) }
        let previous = lastFrame.flatMap { $0.size == size ? $0 : nil }
        // The counters are the ANSI encoder's on the same diff, so both backends report the
        // same numbers for the same frames; what ncurses really sent is `bytesOnWire`.
        let encoded = encoder.encode(current, over: previous)
        let bytesBefore = byteCounter.total
        let width = size.width
        for y in 0..<size.height {
            var lastWritten = -1
            for x in 0..<width {
                let index = y * width + x
                let cell = current.cells[index]
                if let previous, previous.cells[index] == cell { continue }
                if cell.isContinuation {
                    // ncurses draws a wide character's second half itself: rewrite its lead.
                    if x > 0, lastWritten < x - 1 { put(current.cells[index - 1], x: x - 1, y: y) }
                    if x == 0 { put(.blank(cell.style), x: 0, y: y) }
                } else {
                    put(cell, x: x, y: y)
                }
                lastWritten = x
            }
        }
        if encoded.cellsChanged > 0 {
            if capabilities.synchronizedOutput { Self.write(Self.beginSynchronizedUpdate) }
            wnoutrefresh(tessera_stdscr())
            doupdate()
            Self.write(WholeClusterWriter.bytes(for: current, over: previous, policy: emojiPolicy,
                                                colorMapping: colorMapping, cursor: Self.physicalCursor()))
            if capabilities.synchronizedOutput { Self.write(Self.endSynchronizedUpdate) }
        }
        lastFrame = current
        if let bytesBefore, let bytesAfter = byteCounter.total {
            bytesOnWire = bytesAfter - bytesBefore
        }
        return encoded.stats
    }

    public func invalidate() {
        lastFrame = nil
        encoder.forgetTerminalState()
        if active { clearok(tessera_stdscr(), true) }
    }

    /// Draws one cell through ncurses' wide API, as `NcursesGlyph` says: a grapheme ncurses
    /// cannot measure as we do goes over as a stand-in of exactly the cell's columns, so the
    /// terminal's cursor and ours never part. One drawn whole gets its concealed placeholder,
    /// and `WholeClusterWriter` writes it after the update.
    private func put(_ cell: Cell, x: Int, y: Int) {
        var (attributes, pair) = resolvedStyle(cell.style)
        // As in the ANSI encoder, only a grapheme that takes exactly its cell's columns is
        // drawn: a control or a lone mark would move ncurses' cursor.
        let grapheme: Character = TextWidth.of(cell.grapheme) == Int(cell.width) ? cell.grapheme : " "
        var pieces = NcursesGlyph.pieces(for: grapheme, width: max(1, Int(cell.width)), maximumScalars: Int(TESSERA_CCHARW_MAX))
        if WholeClusterWriter.drawsWhole(cell, policy: emojiPolicy) {
            pieces = NcursesGlyph.placeholder(for: grapheme)
            attributes |= TESSERA_A_INVIS
        }
        for (column, piece) in pieces.enumerated() {
            var characters = piece.map { wchar_t(bitPattern: $0.value) }
            characters.append(0)
            var cchar = cchar_t()
            _ = tessera_setcchar(&cchar, characters, attributes, pair)
            _ = tessera_mvadd_wch(Int32(y), Int32(x + (pieces.count > 1 ? column : 0)), &cchar)
        }
    }

    private func resolvedStyle(_ style: Style) -> (attributes: attr_t, pair: Int32) {
        if let known = styleCache[style] { return known }
        let resolved = colorMapping.resolve(style)
        var attributes = TESSERA_A_NORMAL
        if resolved.attributes.contains(.bold) { attributes |= TESSERA_A_BOLD }
        if resolved.attributes.contains(.dim) { attributes |= TESSERA_A_DIM }
        if resolved.attributes.contains(.italic) { attributes |= TESSERA_A_ITALIC }
        if resolved.attributes.contains(.underline) { attributes |= TESSERA_A_UNDERLINE }
        if resolved.attributes.contains(.reverse) { attributes |= TESSERA_A_REVERSE }
        let pair = pairs.pair(for: .init(foreground: resolved.foreground, background: resolved.background))
        styleCache[style] = (attributes, pair)
        return (attributes, pair)
    }

    // MARK: - Input

    public var inputDescriptors: [Int32] { [STDIN_FILENO, TerminalGuard.wakeDescriptor] }

    public var inputSettleDelay: Duration? {
        guard decoder.hasPending, let lastInput else { return nil }
        return max(.zero, lastInput + escapeDelay - clock.now)
    }

    public func waitForEvents(timeout: Duration?, wakeDescriptor: Int32?) -> [Event] {
        guard active else { return [] }
        if !queued.isEmpty { return takeQueued() }
        let deadline = timeout.map { clock.now + $0 }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            // A half-read sequence means what it says alone once the ESC delay has passed
            // since its last byte, however many waits that spans (frames come every 16 ms).
            var wait = deadline.map { max(.zero, $0 - clock.now) }
            // Once the delay has passed, bytes that arrived while the program was busy are read
            // first: they are the rest of the sequence (a read can split ESC [ A anywhere, and
            // under load the next read comes late). Only an empty input ends the sequence.
            var flushUnlessInput = false
            if decoder.hasPending, let lastInput {
                let flushAt = lastInput + escapeDelay
                if clock.now >= flushAt {
                    flushUnlessInput = true
                    wait = .zero
                } else {
                    wait = min(wait ?? escapeDelay, flushAt - clock.now)
                }
            }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: TerminalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)] // -1: ignored
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(wait))
            if ready < 0 && errno != EINTR { return takeQueued() }
            if descriptors[1].revents & Int16(POLLIN) != 0 { handle(TerminalGuard.takeNotices()) }
            let wokenFromOutside = descriptors[2].revents & Int16(POLLIN) != 0
            var bytesArrived = false
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 {
                    bytesArrived = true
                    lastInput = clock.now
                    process(decoder.decode(buffer[0..<count]))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    hangUp()
                    return []
                }
            }
            if flushUnlessInput && !bytesArrived { process(decoder.flushPending()) }
            _ = decoder.takeReplies() // late answers to start-up queries: not input
            if !queued.isEmpty || wokenFromOutside { return takeQueued() }
            if let deadline, clock.now >= deadline { return [] }
        }
    }

    private func takeQueued() -> [Event] {
        defer { queued.removeAll() }
        return queued
    }

    /// Queues decoded events; Ctrl-Z (byte 0x1A, a key in raw mode) suspends the program
    /// as the shell's job control would.
    private func process(_ events: [Event]) {
        for event in events {
            if case .key(let key) = event, key.key == .character("z"), key.modifiers == .ctrl {
                suspend()
            } else {
                queued.append(event)
            }
        }
    }

    private func handle(_ notices: TerminalGuard.Notices) {
        if notices.contains(.resumedFromStop) {
            // A SIGTSTP handler already reset the terminal; ncurses does not know yet.
            endwin()
            reenter()
        }
        if notices.contains(.resized) { updateSize() }
    }

    /// Standard input is gone (the terminal closed): behave as for SIGHUP, and if that is
    /// ignored (nohup), end anyway: there is nothing left to draw on or read from.
    private func hangUp() {
        restore()
        raise(SIGHUP)
        exit(1)
    }

    // MARK: - Suspend, resume, resize

    /// What Ctrl-Z does: hand the terminal back to the shell, stop, and on `fg` take it over
    /// again and report `.resumed` (the next flush repaints every cell).
    ///
    /// The stop goes to the whole process group as SIGTSTP, exactly what the terminal driver
    /// sends for Ctrl-Z outside raw mode: a script that started us stops with us, so the shell
    /// gets the terminal back (stopping only ourselves would leave the script waiting and the
    /// shell with it). Our own SIGTSTP handler sees the guard stood down and simply stops.
    public func suspend() {
        guard active else { return }
        TerminalGuard.standDown()
        leaveProgramMode()
        kill(0, SIGTSTP)
        reenter()
    }

    private func leaveProgramMode() {
        if capabilities.mouse { Self.write(Self.mouseOff) }
        endwin()
    }

    private func reenter() {
        invalidate()
        wnoutrefresh(tessera_stdscr()) // after endwin, an update resumes program mode
        doupdate()
        keypad(tessera_stdscr(), true)
        _ = curs_set(0)
        if capabilities.mouse { Self.write(Self.mouseOn) }
        TerminalGuard.rearm()
        queued.append(.resumed)
        updateSize()
    }

    /// After SIGWINCH (or a resume). The size may be back where it was — two resizes in quick
    /// succession, seen as one — yet the terminal may have cut or reflowed what it showed in
    /// between, so the next frame repaints every cell whether or not the size changed.
    private func updateSize() {
        let measured = Self.windowSize() ?? size
        if measured != size || Self.currentSize() != measured {
            resizeterm(Int32(measured.height), Int32(measured.width))
            size = Self.currentSize()
        }
        invalidate()
        queued.append(.resize(size))
    }

    // MARK: - Restore

    public func restore() {
        guard active else { return }
        active = false
        if capabilities.mouse { Self.write(Self.mouseOff) }
        endwin()
        delscreen(screen)
        tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios)
        TerminalGuard.disarm()
    }

    /// Everything a signal handler writes to undo program mode, from this terminal's own
    /// terminfo strings where it has them: end a synchronized update, mouse off, attributes
    /// off, cursor on, keypad off, leave the alternate screen (last, so the rest applies to
    /// the screen the user gets back).
    private func resetSequence() -> [UInt8] {
        func capability(_ name: String, default fallback: String) -> [UInt8] {
            guard let value = tessera_tigetstr(name) else { return Array(fallback.utf8) }
            return Self.withoutPadding(Array(String(cString: value).utf8))
        }
        return Self.endSynchronizedUpdate + Self.mouseOff
            + capability("sgr0", default: "\u{1B}[0m")
            + capability("cnorm", default: "\u{1B}[?25h")
            + capability("rmkx", default: "\u{1B}[?1l\u{1B}>")
            + capability("rmcup", default: "\u{1B}[?1049l")
    }

    /// terminfo strings may carry delays (`$<5>`) meant for tputs; written raw they would show.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    // MARK: - Start-up

    private static func lookUp(_ term: String) -> TerminfoLookup {
        var canAddressCursor: Int32 = 0
        switch tessera_probe_terminal(term, STDOUT_FILENO, &canAddressCursor) {
        case 1: return canAddressCursor != 0 ? .usable : .cannotAddressCursor
        case 2: return .cannotAddressCursor
        case -1: return .noDatabase
        default: return .notFound
        }
    }

    /// ncursesw draws wide characters only under a UTF-8 LC_CTYPE. Take the environment's
    /// locale; if its character set is not UTF-8, switch LC_CTYPE alone to a UTF-8 one.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if isUTF8Locale() { return }
        for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, candidate) != nil {
            if isUTF8Locale() { return }
        }
    }

    private static func isUTF8Locale() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Asks the start-up questions (`TerminalProbe`) in one write and reads the answers until
    /// the device attributes arrive or half a second passes. Keys typed meanwhile are kept for
    /// the first `waitForEvents`; reports arriving after that are dropped there as replies.
    private func probeTerminal() -> TerminalProbe {
        var probe = TerminalProbe(screenSize: size, cursor: Self.physicalCursor())
        decoder.awaitedCursorReports = probe.cursorReportsAsked
        let start = clock.now
        let deadline = start + .milliseconds(500)
        Self.write(probe.query)
        var buffer = [UInt8](repeating: 0, count: 1024)
        reading: while clock.now < deadline {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.milliseconds(deadline - clock.now))
            guard ready > 0 else { if ready < 0 && errno == EINTR { continue } else { break } }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            lastInput = clock.now
            queued.append(contentsOf: decoder.decode(buffer[0..<count]))
            for reply in decoder.takeReplies() where probe.take(reply) { break reading }
        }
        startupProbe = probe
        startupProbeDuration = clock.now - start
        return probe
    }

    /// Where ncurses believes the cursor is.
    static func physicalCursor() -> CellPoint {
        var row: Int32 = 0, column: Int32 = 0
        tessera_physical_cursor(&row, &column)
        return CellPoint(x: Int(column), y: Int(row))
    }

    private static func currentSize() -> CellSize {
        var rows: Int32 = 0, columns: Int32 = 0
        tessera_getmaxyx(tessera_stdscr(), &rows, &columns)
        return CellSize(width: Int(columns), height: Int(rows))
    }

    /// The size the terminal reports now (after SIGWINCH, before ncurses knows it).
    private static func windowSize() -> CellSize? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return CellSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    private static func milliseconds(_ duration: Duration?) -> Int32 {
        guard let duration else { return -1 }
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 // round up: never wake early
        return Int32(clamping: max(0, milliseconds))
    }

    /// Bytes for the terminal that ncurses does not know how to say. Only called between
    /// updates, when ncurses' own buffer is empty, so the order on the wire is kept.
    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let written = Glibc.write(STDOUT_FILENO, raw.baseAddress! + done, raw.count - done)
                if written > 0 { done += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
