extension TerminalProbe {
    /// What the probe found and what was decided, for people (`tessera-demos --probe`): the
    /// modes, the columns each sample took, and per class what was measured and what is drawn
    /// (after `TESSERA_EMOJI`).
    package func report(drawn policy: EmojiPolicy, override: String?, duration: Duration?) -> String {
        report(drawn: policy, environment: override.map { [EmojiPolicy.environmentVariable: $0] } ?? [:], duration: duration)
    }

    /// What the probe found and what was decided, for people (`tessera-demos --probe`): the
    /// modes, the terminal's colours and who it says it is, the columns each sample took, and
    /// per class what was measured, what is known of this terminal's drawing
    /// (`KnownEmojiDrawing`) and what is drawn (after `TESSERA_EMOJI` in `environment`).
    package func report(drawn policy: EmojiPolicy, environment: [String: String], duration: Duration?) -> String {
        let override = environment[EmojiPolicy.environmentVariable]
        let identity = identity(environment: environment)
        let known = KnownEmojiDrawing.fallbackClasses(for: identity)
        var lines: [String] = []
        let timing = duration.map { " in \(Self.milliseconds($0)) ms" } ?? ""
        lines.append("Start-up probe: 1 write, \(isComplete ? "answered" : "not fully answered")\(timing).")
        if let terminfoNote { lines.append(terminfoNote) }
        lines.append("synchronized output (mode 2026): \(Self.modeDescription(synchronizedOutputState))")
        lines.append("grapheme clustering (mode 2027): \(Self.modeDescription(graphemeClusteringState))")
        lines.append("default colours (OSC 10/11): text \(reportedForeground.map(String.init(describing:)) ?? "no answer")"
                     + ", background \(reportedBackground.map(String.init(describing:)) ?? "no answer")")
        lines.append("COLORFGBG: \(environment["COLORFGBG"].map { "\"\($0)\"" } ?? "not set")"
                     + " · \(TerminalColors.environmentVariable): \(environment[TerminalColors.environmentVariable].map { "\"\($0)\"" } ?? "not set")")
        lines.append("background: \(colors(environment: environment))")
        lines.append("terminal: \(identity)" + (versionReport.map { " · XTVERSION \"\($0)\"" } ?? "")
                     + (secondaryDeviceAttributes.map { " · DA2 \($0.map(String.init).joined(separator: ";"))" } ?? ""))
        lines.append("known drawing: " + (known.map { "\($0.reason) → fallback for "
            + EmojiClass.allCases.filter($0.classes.contains).map(\.key).joined(separator: ", ") } ?? "nothing known, measured widths decide"))
        lines.append("")
        lines.append(TextWidth.fit("emoji class", to: 14) + TextWidth.fit("measured", to: 10) + TextWidth.fit("drawn", to: 10)
                     + "columns each sample took (2 is right)")
        let measured = measuredPolicy
        for emojiClass in EmojiClass.allCases {
            let samples = measurements.filter { $0.emojiClass == emojiClass }
                .map { "\($0.sample) \($0.columns.map(String.init) ?? "?")" }
            lines.append(TextWidth.fit(emojiClass.description, to: 14)
                         + TextWidth.fit(emojiClass.isMeasured ? measured[emojiClass].rawValue : "—", to: 10)
                         + TextWidth.fit(policy[emojiClass].rawValue, to: 10)
                         + (!emojiClass.isMeasured ? "not measured: a cursor cannot see whether a font has it"
                            : samples.isEmpty ? "not measured (screen too narrow)" : samples.joined(separator: " · ")))
        }
        lines.append("")
        lines.append("\(EmojiPolicy.environmentVariable): \(override.map { "\"\($0)\"" } ?? "not set")")
        return lines.joined(separator: "\n")
    }

    /// A DECRPM state in words.
    static func modeDescription(_ state: Int?) -> String {
        switch state {
        case nil: "no answer (not supported)"
        case 0: "not recognised"
        case 1: "supported, set"
        case 2: "supported, reset"
        case 3: "permanently set"
        case 4: "permanently reset"
        case let other?: "unknown state \(other)"
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
