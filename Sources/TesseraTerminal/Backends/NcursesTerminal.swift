import CNcursesw
import Foundation

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
///
/// One concern per file: taking the terminal over (here), what start-up asks
/// (`+StartUp`), frames out (`+Output`), events in (`+Input`), Ctrl-Z (`+Suspend`), a new size
/// (`+Resize`), giving it back (`+Restore`), and the text a frame shows (`+DrawnText`).
@MainActor
public final class NcursesTerminal: Terminal {
    /// The terminal's size in cells, updated when the window is resized.
    public internal(set) var size: CellSize
    /// What start-up found: colours (from terminfo, `NO_COLOR` honoured), mouse (terminfo's `kmous`)
    /// and synchronized output (from the probe).
    public private(set) var capabilities: TerminalCapabilities
    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    package let escapeDelay: Duration
    /// How each emoji class is drawn: what the start-up probe measured, with `TESSERA_EMOJI`
    /// applied (see `EmojiPolicy`).
    package private(set) var emojiPolicy = EmojiPolicy.fallback
    /// The start-up probe with the answers it got, and how long they took (for `--probe`).
    package internal(set) var startupProbe: TerminalProbe?
    /// How long the start-up probe's round trip took (at most half a second); set during `init`.
    package internal(set) var startupProbeDuration: Duration?
    /// Set when terminfo had no entry for TERM and a close one is used (`TerminfoFallback`).
    package private(set) var terminfoNote: String?

    // Output
    let screen: OpaquePointer
    var colorMapping: ColorMapping
    var pairs: ColorPairTable
    var styleCache: [Style: (attributes: attr_t, pair: Int32)] = [:]
    /// The style `put` resolved last, and its answer: a run of cells in one style looks it up once.
    var lastResolvedStyle: (style: Style, attributes: attr_t, pair: Int32)?
    /// Where the last flush left the real cursor and whether it shows; nil when unknown (start,
    /// after `invalidate()`), so the next flush places it again.
    var placedCursor: CursorPlacement?
    /// What the terminal shows, as far as we know: the one record of it, in cells (ncurses'
    /// own screens hold what it was handed, as it needs them; reading cells back from them
    /// would cost more than keeping these). Each flush compares the frame with it, inside the
    /// frame's damage when it can. Unknown at first: the first flush puts every cell (ncurses
    /// writes only what is not blank).
    var shown: ShownScreen
    let byteCounter = OutputByteCounter()

    // Input
    /// Bytes to events, by arrival time (the ESC delay counts between arrivals).
    var input: TimedInputDecoder
    var queued: [Event] = []
    /// Reads standard input as bytes arrive, from the end of start-up to `restore()`.
    var reader: InputReader?
    let clock = ContinuousClock()

    // Restore
    var savedTermios = termios()
    /// Our own descriptor for the terminal standard input was on, for putting its modes back:
    /// standard input itself may be closed or replaced by then (and `tcsetattr` on it would fail
    /// with EBADF, leaving the shell raw). -1 if it could not be had; standard input is used then.
    var termiosDescriptor: Int32 = -1
    /// False once the terminal is given back: nothing is drawn or read after that.
    var active = true

    /// Button presses and releases (1000), motion while a button is held (1002: a row dragged
    /// to a new place follows the pointer), in SGR form (1006, any column).
    static let mouseOn: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let mouseOff: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    /// Bracketed paste (DECSET 2004): the terminal wraps pasted text in `ESC [ 200 ~` … `ESC [ 201 ~`,
    /// so a paste arrives as one event, not as keys. Asked of every terminal: one that does not
    /// know the mode ignores it, and its pastes arrive as keys as before.
    static let pasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
    static let pasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)

    /// Takes over the terminal, or throws `TerminalStartError` (without printing anything)
    /// when there is none to take: standard input or output redirected, TERM missing,
    /// unknown or too limited.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                escapeDelay: Duration = .milliseconds(25)) throws {
        self.escapeDelay = escapeDelay
        input = TimedInputDecoder(escapeDelay: escapeDelay)
        let requested = environment["TERM"]
        // An unknown TERM with a close known entry starts with that entry (`TerminfoFallback`).
        let term = try TerminalStartError.startingTerm(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, inputIsTerminal: isatty(STDIN_FILENO) == 1,
            term: requested, lookUp: Self.lookUp).get()
        if let requested, term != requested {
            terminfoNote = TerminfoFallback.note(requested: requested, used: term)
        }
        Self.useUTF8Locale()
        termiosDescriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
        tcgetattr(STDIN_FILENO, &savedTermios)
        TerminalGuard.install()

        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = tessera_newterm(term, output, input) else {
            throw TerminalStartError.termUnknown(requested ?? "")
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
        let depth = ColorMapping.detectDepth(hasColors: has_colors(), colors: Int(tessera_tigetnum("colors")),
                                             noColor: environment["NO_COLOR"])
        if depth != .monochrome {
            start_color()
            use_default_colors()
        }
        // A terminfo `sgr` without the dim parameter (%p5) makes curses drop dim (xterm-kitty).
        let sgr = tessera_tigetstr("sgr").map { String(cString: $0) }
        let losesDim = sgr.map { !$0.contains("%p5") } ?? false
        colorMapping = ColorMapping(depth: depth, directColor: tessera_tigetflag("RGB") > 0, dimAsColor: losesDim)
        pairs = ColorPairTable(capacity: depth == .monochrome ? 0 : Int(tessera_color_pairs())) { pair, colors in
            tessera_init_pair(pair, Int32(colors.foreground), Int32(colors.background)) != ERR
        }
        let mouse = tessera_tigetstr("kmous") != nil
        capabilities = TerminalCapabilities(colorDepth: depth, mouse: mouse, synchronizedOutput: false)
        size = Self.currentSize()
        shown = ShownScreen(size: size, known: false)
        // From here on, however the program ends, the terminal is put back.
        TerminalGuard.arm(reset: resetSequence(), termios: savedTermios,
                          descriptor: termiosDescriptor >= 0 ? termiosDescriptor : STDIN_FILENO) { [weak self] in
            // Only ever called on the main thread (see `TerminalGuard.restoreAtExit`).
            MainActor.assumeIsolated { self?.restore() }
        }

        // Enter the alternate screen now (ncurses does on the first update), then talk to
        // the terminal directly: mouse reporting, and the synchronized-output question.
        wnoutrefresh(tessera_stdscr())
        doupdate()
        if mouse { Self.write(Self.mouseOn) }
        Self.write(Self.pasteOn)
        var probe = probeTerminal()
        probe.terminfoNote = terminfoNote
        startupProbe = probe
        capabilities.synchronizedOutput = probe.synchronizedOutput
        capabilities.colors = probe.colors(environment: environment)
        colorMapping = ColorMapping(depth: depth, directColor: colorMapping.directColor, colors: capabilities.colors,
                                    dimAsColor: colorMapping.dimAsColor)
        emojiPolicy = probe.decidedPolicy(environment: environment)
        EmojiPolicy.current = emojiPolicy
        // The probe read its answers itself; from here on keys are read as they arrive.
        reader = InputReader(descriptor: STDIN_FILENO)
    }

    isolated deinit { restore() }
}
