/// What `NcursesTerminal` asks the terminal at start-up, in one write and so one round trip,
/// and what it makes of the answers. Pure: the bytes out and the replies in are all there is,
/// so it is tested against a scripted terminal, byte by byte.
///
/// The questions, in the order they go out:
///
/// 1. How far the cursor moves for each emoji class (`EmojiClass.probeSamples`): each sample is
///    drawn at the start of a row in the middle of the (just cleared) screen, followed by a
///    cursor-position request (`CSI 6 n`); the report's column says how many columns it took.
///    The samples are drawn concealed, inside a synchronized update, and the row is erased in
///    the same write, so nobody sees them and nothing is left behind; the cursor and the
///    attributes end where ncurses believes they are.
/// 2. DECRQM for synchronized output (mode 2026) and grapheme clustering (mode 2027).
/// 3. The default foreground and background colours (OSC 10 and OSC 11 with `?`): whether the
///    background is light or dark (`TerminalColors`).
/// 4. Who the terminal is: XTVERSION (`CSI > 0 q`) and secondary device attributes (`CSI > c`),
///    for what a cursor cannot measure (`KnownEmojiDrawing`).
/// 5. Primary device attributes (`CSI c`), which every terminal answers, last: once it is in,
///    any question still unanswered never will be.
///
/// Terminals answer for themselves; the one list of names kept (`KnownEmojiDrawing`) is for
/// how they draw, which no answer says.
package struct TerminalProbe: Sendable {
    /// One sample drawn and, once its report is in, the columns the terminal moved for it.
    package struct Measurement: Hashable, Sendable {
        /// The class of emoji the sample stands for.
        package var emojiClass: EmojiClass
        /// The grapheme drawn to measure the class.
        package var sample: Character
        /// nil until (unless) its cursor-position report arrives.
        package var columns: Int?
    }

    /// The screen row the samples are drawn on (0-based): the middle one, not the first, so
    /// that a report (`CSI row ; column R`) never looks like F3 with modifiers (`CSI 1 ; m R`).
    package let row: Int
    /// One entry per sample drawn, in the order the reports come back; empty when the screen is
    /// narrower than ``minimumWidth`` (or has no rows), so nothing is drawn.
    package private(set) var measurements: [Measurement]
    /// DECRPM state of mode 2026, nil until answered.
    package private(set) var synchronizedOutputState: Int?
    /// DECRPM state of mode 2027, nil until answered.
    package private(set) var graphemeClusteringState: Int?
    /// The default foreground the terminal reported (OSC 10), nil until (unless) answered.
    package private(set) var reportedForeground: RGBColor?
    /// The default background the terminal reported (OSC 11), nil until (unless) answered.
    package private(set) var reportedBackground: RGBColor?
    /// The terminal's XTVERSION answer ("XTerm(390)"), nil until (unless) answered.
    package private(set) var versionReport: String?
    /// The terminal's secondary device attributes, nil until (unless) answered.
    package private(set) var secondaryDeviceAttributes: [Int]?
    /// Set by the terminal when it started with a close terminfo entry rather than TERM's own
    /// (`TerminfoFallback`); the report says so first.
    package var terminfoNote: String?
    /// Whether the device attributes arrived: every answer that will come has come.
    package private(set) var isComplete = false
    /// Where the cursor goes back to after the samples (where ncurses believes it is).
    private let cursor: CellPoint
    private var reportsSeen = 0

    /// Below this width a sample of 8 columns (kitty's 👩‍❤️‍💋‍👩) could hit the right edge and
    /// be reported short; no samples are drawn and every class falls back.
    package static let minimumWidth = 12

    /// Whether the colour (OSC 10/11) and identity (XTVERSION, DA2) questions are asked.
    package let asksColorsAndIdentity: Bool

    /// A probe for a screen of `screenSize`, putting the cursor back at `cursor` (where ncurses
    /// believes it is) after drawing the samples. `asksColorsAndIdentity` false leaves out the
    /// OSC and XTVERSION questions, for the Linux console, which prints part of an OSC it does
    /// not know (its background is black anyway).
    package init(screenSize: CellSize, cursor: CellPoint = CellPoint(x: 0, y: 0), asksColorsAndIdentity: Bool = true) {
        row = max(0, screenSize.height / 2)
        self.cursor = cursor
        self.asksColorsAndIdentity = asksColorsAndIdentity
        let measurable = screenSize.width >= Self.minimumWidth && screenSize.height > 0
        measurements = !measurable ? [] : EmojiClass.allCases.flatMap { emojiClass in
            emojiClass.probeSamples.map { Measurement(emojiClass: emojiClass, sample: $0) }
        }
    }

    /// How many cursor-position reports the query asks for (the decoder must expect them).
    package var cursorReportsAsked: Int { measurements.count }

    /// Everything to write, at once.
    package var query: [UInt8] {
        var bytes: [UInt8] = []
        func csi(_ body: String) { bytes += [0x1B, UInt8(ascii: "[")] + Array(body.utf8) }
        if !measurements.isEmpty {
            csi("?2026h")
            csi("0;8m")
            for measurement in measurements {
                csi("\(row + 1);1H")
                bytes += Array(String(measurement.sample).utf8)
                csi("6n")
            }
            csi("0m")
            csi("\(row + 1);1H")
            csi("2K")
            csi("\(cursor.y + 1);\(cursor.x + 1)H")
            csi("?2026l")
        }
        csi("?2026$p")
        csi("?2027$p")
        if asksColorsAndIdentity {
            for dynamicColor in [10, 11] { bytes += Array("\u{1B}]\(dynamicColor);?\u{1B}\\".utf8) }
            csi(">0q")
            csi(">c")
        }
        csi("c")
        return bytes
    }

    /// Takes one reply; returns true once the probe is complete (the device attributes came).
    @discardableResult
    package mutating func take(_ reply: TerminalReply) -> Bool {
        switch reply {
        case .cursorPosition(let reportRow, let column):
            if reportsSeen < measurements.count {
                // Reports come in the order asked. One on another row wrapped or went astray:
                // that sample stays unmeasured, and its class falls back.
                if reportRow == row + 1 { measurements[reportsSeen].columns = column - 1 }
                reportsSeen += 1
            }
        case .privateMode(2026, let state): synchronizedOutputState = state
        case .privateMode(2027, let state): graphemeClusteringState = state
        case .privateMode: break
        case .dynamicColor(10, let color): reportedForeground = color
        case .dynamicColor(11, let color): reportedBackground = color
        case .dynamicColor: break
        case .terminalVersion(let text): versionReport = text
        case .secondaryDeviceAttributes(let attributes): secondaryDeviceAttributes = attributes
        case .deviceAttributes: isComplete = true
        }
        return isComplete
    }

    /// Whether the terminal implements synchronized output.
    package var synchronizedOutput: Bool { synchronizedOutputState.map(TerminalReply.modeIsRecognized) ?? false }

    /// The terminal's colours: `TESSERA_BACKGROUND`, else its OSC 10/11 answers, else
    /// `COLORFGBG`, else dark (see `TerminalColors.decide`).
    package func colors(environment: [String: String]) -> TerminalColors {
        TerminalColors.decide(reportedForeground: reportedForeground, reportedBackground: reportedBackground,
                              environment: environment)
    }

    /// Who the terminal is, from its answers and then `environment`.
    package func identity(environment: [String: String]) -> TerminalIdentity {
        TerminalIdentity.identify(xtversion: versionReport, secondaryDeviceAttributes: secondaryDeviceAttributes,
                                  environment: environment)
    }

    /// How emoji are drawn: what was measured, then the classes this terminal is known to draw
    /// wrongly sent to the fallback (`KnownEmojiDrawing`), then `TESSERA_EMOJI`, which wins.
    package func decidedPolicy(environment: [String: String]) -> EmojiPolicy {
        KnownEmojiDrawing.policy(measured: measuredPolicy, for: identity(environment: environment))
            .overridden(byEnvironment: environment)
    }

    /// Each class whole where the terminal kept every one of its samples to 2 columns.
    package var measuredPolicy: EmojiPolicy {
        var policy = EmojiPolicy.fallback
        for emojiClass in EmojiClass.allCases {
            let samples = measurements.filter { $0.emojiClass == emojiClass }
            if !samples.isEmpty, samples.allSatisfy({ $0.columns == TextWidth.of($0.sample) }) {
                policy[emojiClass] = .whole
            }
        }
        return policy
    }
}
