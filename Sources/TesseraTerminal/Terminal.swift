/// How many colours a terminal can show. `NO_COLOR` forces `.monochrome`.
public enum ColorDepth: Int, Comparable, Sendable, CustomStringConvertible {
    case monochrome = 0, eight = 8, sixteen = 16, palette256 = 256
    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .eight: "8 colours"
        case .sixteen: "16 colours"
        case .palette256: "256 colours"
        }
    }
}

public struct TerminalCapabilities: Hashable, Sendable {
    public var colorDepth: ColorDepth
    public var mouse: Bool
    public var synchronizedOutput: Bool
    public init(colorDepth: ColorDepth = .palette256, mouse: Bool = true, synchronizedOutput: Bool = false) {
        self.colorDepth = colorDepth
        self.mouse = mouse
        self.synchronizedOutput = synchronizedOutput
    }
}

/// What one flush cost: exact, repeatable counters that tests and benchmarks read.
public struct FlushStats: Hashable, Sendable {
    /// Cells whose content or style differs from the previous flushed frame.
    public var cellsChanged: Int
    /// Bytes an ANSI terminal needs to show the change (cursor moves, SGR, UTF-8 text).
    public var bytesWritten: Int
    public init(cellsChanged: Int = 0, bytesWritten: Int = 0) {
        self.cellsChanged = cellsChanged
        self.bytesWritten = bytesWritten
    }
}

/// A place frames go and events come from. `NcursesTerminal` is the real one;
/// `HeadlessTerminal` keeps everything in memory for tests.
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    var capabilities: TerminalCapabilities { get }

    /// Shows `frame`, writing only the cells that differ from the previous flush.
    /// A frame of a different size from the terminal is clipped or padded with blanks.
    @discardableResult
    func flush(_ frame: ScreenBuffer) -> FlushStats

    /// Forgets what is on screen so the next flush writes every cell (after resume, resize…).
    func invalidate()

    /// Waits for input until `timeout` passes (`nil`: until input arrives, however long)
    /// and returns what arrived, in order; empty when the wait timed out.
    func waitForEvents(timeout: Duration?) -> [Event]

    /// Puts the terminal back as it was found. Idempotent.
    func restore()
}
