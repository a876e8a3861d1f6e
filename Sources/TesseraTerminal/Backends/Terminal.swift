/// How many colours a terminal can show. `NO_COLOR` forces `.monochrome`.
public enum ColorDepth: Int, Comparable, Sendable, CustomStringConvertible {
    /// The number of colours, as the raw value: none (attributes only), the 8 ANSI colours, those
    /// and their 8 bright forms, or the xterm 256-colour palette.
    case monochrome = 0, eight = 8, sixteen = 16, palette256 = 256
    /// Fewer colours first: `.monochrome < .eight < .sixteen < .palette256`.
    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }
    /// `monochrome`, `8 colours`, `16 colours` or `256 colours`, as `--probe` prints it.
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .eight: "8 colours"
        case .sixteen: "16 colours"
        case .palette256: "256 colours"
        }
    }
}

/// What a terminal can do, as its backend found out at start-up (terminfo, `NO_COLOR`, the
/// probe), or as a test sets it on a ``HeadlessTerminal``.
public struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours styles are mapped onto; 256 by default.
    public var colorDepth: ColorDepth
    /// Whether the terminal reports mouse clicks and the wheel (terminfo's `kmous`); true by default.
    public var mouse: Bool
    /// Whether frames are wrapped in DEC private mode 2026 so the terminal shows each one whole;
    /// false by default, set when the start-up probe finds the mode supported.
    public var synchronizedOutput: Bool
    /// The terminal's default colours and whether its background is light or dark (OSC 10/11,
    /// `COLORFGBG`, `TESSERA_BACKGROUND`); dark by default.
    public var colors: TerminalColors
    /// Capabilities as given; the defaults are a 256-colour terminal with a mouse, without
    /// synchronized output, on a dark background.
    public init(colorDepth: ColorDepth = .palette256, mouse: Bool = true, synchronizedOutput: Bool = false,
                colors: TerminalColors = .assumed) {
        self.colorDepth = colorDepth
        self.mouse = mouse
        self.synchronizedOutput = synchronizedOutput
        self.colors = colors
    }
}

/// What one flush cost: exact, repeatable counters that tests and benchmarks read.
public struct FlushStats: Hashable, Sendable {
    /// Cells whose content or style differs from the previous flushed frame.
    public var cellsChanged: Int
    /// Bytes written to show the change: what really went to the terminal (`NcursesTerminal`,
    /// as the kernel counted them; 0 where /proc is missing), or what an ANSI terminal needs
    /// (`HeadlessTerminal`, the `ANSIFrameEncoder`'s exact bytes).
    public var bytesWritten: Int
    /// Counters as given; zero by default.
    public init(cellsChanged: Int = 0, bytesWritten: Int = 0) {
        self.cellsChanged = cellsChanged
        self.bytesWritten = bytesWritten
    }
}

/// A place frames go and events come from. `NcursesTerminal` is the real one;
/// `HeadlessTerminal` keeps everything in memory for tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: CellSize { get }
    /// What the terminal can do: colours, mouse, synchronized output.
    var capabilities: TerminalCapabilities { get }

    /// Shows `frame`, writing only the cells that differ from the previous flush.
    /// A frame of a different size from the terminal is clipped or padded with blanks.
    @discardableResult
    func flush(_ frame: ScreenBuffer) -> FlushStats

    /// Forgets what is on screen so the next flush writes every cell (after resume, resize…).
    func invalidate()

    /// Waits for input until `timeout` passes (`nil`: until input arrives, however long)
    /// and returns what arrived, in order; empty when the wait timed out. When
    /// `wakeDescriptor` becomes readable the wait ends early too (the loop passes the main
    /// dispatch queue's descriptor, so main-queue work wakes it); the terminal only polls it,
    /// never reads it.
    func waitForEvents(timeout: Duration?, wakeDescriptor: Int32?) -> [Event]

    /// Descriptors that become readable when `waitForEvents` has something to read (input,
    /// signal notices): what a loop that does not block in `waitForEvents` watches (the loop
    /// under `await Application.run()` watches them with dispatch sources). Empty for a
    /// terminal whose input is not a descriptor (headless).
    var inputDescriptors: [Int32] { get }

    /// Time from now after which `waitForEvents(timeout: .zero, …)` should be asked again even
    /// with no new input: a half-read escape sequence becomes a key once the ESC delay passes,
    /// and an open paste ends after a silence. Nil when nothing is half-read.
    var inputSettleDelay: Duration? { get }

    /// Ends the program as a hang-up would if the input was closed or hung up since the last
    /// look (a loop that does not block in `waitForEvents` calls it after each turn: no dispatch
    /// source sees a descriptor closed inside the process).
    func endIfInputClosed()

    /// Puts the terminal back as it was found. Idempotent.
    func restore()
}

extension Terminal {
    /// Waits for input only (see `waitForEvents(timeout:wakeDescriptor:)`).
    public func waitForEvents(timeout: Duration?) -> [Event] { waitForEvents(timeout: timeout, wakeDescriptor: nil) }
    /// None by default: a terminal whose input is not a file descriptor.
    public var inputDescriptors: [Int32] { [] }
    /// Nil by default: a terminal that never holds half-read input.
    public var inputSettleDelay: Duration? { nil }
    /// Nothing by default: a terminal whose input cannot close.
    public func endIfInputClosed() {}
}
