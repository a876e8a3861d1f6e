import Foundation
import Testing
import TesseraTerminal
import ProcessTestSupport

/// The seed demos in a real terminal emulator — kitty 0.26 under Xvfb, which draws what it is
/// sent with real fonts (Noto Color Emoji) and measures widths its own way — not only in tmux.
/// One after another: kitty renders in software, and two cores are busy enough with one.
/// Skipped, saying why, where Xvfb, kitty or GNU `timeout` is missing (a Mac, most containers).
@Suite(.serialized, .ownThread, .enabled(if: RequiredTools.realTerminal, "needs Xvfb, kitty and GNU timeout on PATH"))
struct RealTerminalTests {
    static var demo: String {
        get throws {
            let folder = ProcessInfo.processInfo.environment["TESSERA_BIN_DIR"].flatMap { $0.isEmpty ? nil : $0 }
                ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent(".build/debug").path
            let path = folder + "/tessera-demos"
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw RealTerminalFailure("\(path) does not exist: build it first (`swift build`, or `make test`).")
            }
            return path
        }
    }

    /// A shell command line that runs the demo with `arguments` and then says how it ended.
    static func demoCommand(_ arguments: String) throws -> String { "\(try demo) \(arguments); echo exit $?" }

    static let controlC = "\u{3}", escape = "\u{1B}", down = "\u{1B}[B", right = "\u{1B}[C", tab = "\t"

    /// The rows of `screen` holding `marker`, and the column (as `TextWidth` counts, which is
    /// how the demo laid them out) where `aligned` starts on each.
    static func columns(of aligned: String, onRowsWith marker: String, in screen: String) -> [Int] {
        screen.split(separator: "\n").filter { $0.contains(marker) }.compactMap { row in
            row.range(of: aligned, options: .backwards).map { TextWidth.of(row[..<$0.lowerBound]) }
        }
    }

    /// After the demo quit: the shell's prompt is back on the normal screen with the command
    /// line still there, and the terminal is in cooked mode with echo (stty).
    static func expectRestored(_ kitty: KittySession, commandLine: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try kitty.waitFor("the shell prompt after the demo") {
            $0.contains(KittySession.prompt + commandLine) && $0.components(separatedBy: KittySession.prompt).count >= 3
        }
        #expect(screen.contains("exit 0"), "the demo's exit status:\n\(KittySession.framed(screen))", sourceLocation: sourceLocation)
        try kitty.run("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | tr '\\n' ' '; echo")
        // The line the pipeline prints: "icanon echo" in cooked mode, "-icanon -echo" if left raw.
        try kitty.waitFor("stty's answer: cooked mode with echo") { screen in
            screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "icanon echo" }
        }
    }

    @Test func theProbeMeasuresKittyAsItIs() throws {
        let kitty = try KittySession()
        defer { kitty.kill() }
        try kitty.run("\(try Self.demo) --probe")
        let report = try kitty.waitForText("TESSERA_EMOJI: not set")
        func row(_ name: String) -> String { report.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map(String.init) ?? "" }
        #expect(report.contains("synchronized output (mode 2026): supported"), "\(report)")
        #expect(report.contains("1 write, answered"))
        // kitty 0.26 moves by the sum of a ZWJ sequence's parts, by 1 for ☝🏻; the rest are 2.
        #expect(row("ZWJ sequence").contains("fallback  fallback") && row("ZWJ sequence").contains("8"), "\(report)")
        #expect(row("skin tone").contains("fallback  fallback"), "\(report)")
        for name in ["flag", "VS16 emoji", "keycap"] { #expect(row(name).contains("whole     whole"), "\(name):\n\(report)") }

        // The samples went on the middle row, which the keys inspector leaves blank: nothing
        // of them is left there, or anywhere.
        try kitty.run("clear; " + Self.demoCommand("keys"))
        let screen = try kitty.waitForText("emoji whole: flag, vs16, keycap, single · stand-ins: zwj, skin")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count > 12 && rows[12].allSatisfy { $0 == " " }, "\(KittySession.framed(screen))")
        for sample in ["👩", "👨", "🧑", "🏳", "👍", "☝", "🇺", "🏴", "⏱", "❤", "☺", "\u{20E3}"] {
            #expect(!screen.contains(sample), "\(sample) left on screen:\n\(KittySession.framed(screen))")
        }
        try kitty.send("\u{1B}\u{1B}")
        try kitty.waitForText("exit 0")
    }

    /// Runs a demo from the shell in a new kitty, waits for `ready`, hands it to `body`, then
    /// quits it with Ctrl-C and checks the terminal came back.
    static func withDemo(_ arguments: String, width: Int = 80, height: Int = 24, ready: String,
                         _ body: (KittySession) throws -> Void) throws {
        let kitty = try KittySession(width: width, height: height)
        defer { kitty.kill() }
        let commandLine = try demoCommand(arguments + " --no-animation")
        try kitty.run(commandLine)
        try kitty.waitForText(ready)
        try body(kitty)
        try kitty.send(controlC)
        try expectRestored(kitty, commandLine: commandLine)
    }

    @Test func emojiExplorerExpandsFiltersAndKeepsItsRowsInLine() throws {
        try Self.withDemo("emoji", width: 100, height: 32, ready: "3,655 emoji · ★ 5") { kitty in
            // Expand Food & Drink in the outline.
            try kitty.send(Self.tab + Self.down + Self.down + Self.down + Self.right)
            try kitty.waitForText("food-fruit")

            // Flags, drawn whole: two regional indicators each, the group name in one column.
            try kitty.send("/flag:")
            let flags = try kitty.waitFor("the filtered flags") { $0.contains("flag: Ascension Island") && $0.contains(" of 3,655") }
            let flagRows = flags.split(separator: "\n").filter { $0.contains("flag: ") && $0.contains("Flags") }
            #expect(flagRows.count > 5, "\(KittySession.framed(flags))")
            for row in flagRows {
                let flag = row.drop { $0 == " " }.first!.unicodeScalars.map(\.value)
                #expect(flag.count == 2 && flag.allSatisfy { (0x1F1E6...0x1F1FF).contains($0) }, "\(row)")
            }
            #expect(Set(Self.columns(of: "Flags", onRowsWith: "flag: ", in: flags)).count == 1, "\(KittySession.framed(flags))")

            // Families, which kitty would draw 6 columns wide: their first scalar, rows in line.
            try kitty.send("\u{15}family")
            let families = try kitty.waitFor("the families") { $0.contains("26 of 3,655") && $0.contains("family: man, woman, boy") }
            #expect(!families.unicodeScalars.contains { $0.value == 0x200D })
            let familyColumns = Self.columns(of: "People & Body", onRowsWith: "family: ", in: families)
            #expect(familyColumns.count > 5 && Set(familyColumns).count == 1, "\(KittySession.framed(families))")

            // The transgender flag, none of whose parts kitty draws as a picture on its own (🏳
            // and ⚧ are grey slivers): its stripes, a pink band between light blue ones.
            try kitty.send("\u{15}transgender flag")
            let trans = try kitty.waitFor("the transgender flag") { $0.contains("1 of 3,655") }
            let transRow = trans.split(separator: "\n").first { $0.contains("transgender flag") && $0.contains("Flags") }.map(String.init) ?? ""
            #expect(transRow.drop { $0 == " " }.hasPrefix("▬▬"), "\(KittySession.framed(trans))")
            let painted = try kitty.captureANSI().split(separator: "\n").first { $0.contains("▬▬") }.map(String.init) ?? ""
            #expect(painted.contains("38:5:218") && painted.contains("48:5:117"), "\(painted.debugDescription)")
        }
    }

    @Test func mountainsFiltersAsYouType() throws {
        try Self.withDemo("mountains", ready: "1,645 of 1,645") { kitty in
            try kitty.send("mont")
            let screen = try kitty.waitFor("only the matches") { $0.contains("Fremont Peak") && !$0.contains("1,645 of 1,645") }
            #expect(screen.contains(" of 1,645"))
        }
    }

    /// The keys inspector's colours as kitty stored them (`get-text --ansi`), for each kind of
    /// terminal description: the raw-bytes column is the theme's header colour (palette 179),
    /// the event name its accent (palette 75, cyan where there are 8 or 16), the title bar its
    /// own pair (black on sand; black on cyan, not bold — bold black is drawn grey — below 256).
    @Test(arguments: [
        ("TERM=xterm-direct", "38:2:215:175:95m78", "38:2:95:175:255mx", "48:2:215:175:95m"),   // truecolor: RGB, not misread indices
        ("TERM=xterm-256color", "38:5:179m78", "38:5:75mx", "1;38:5:16;48:5:179m"),
        ("TERM=xterm-16color", "33m78", "36mx", "30;46m"),                                     // nearest of the 16
        ("TERM=xterm", "33m78", "36mx", "30;46m"),                                             // 8 colours
        ("NO_COLOR=1", "78", "1mx", "1;7m"),                                                   // attributes only
    ])
    func coloursAtEveryDepth(setting: String, bytesColumn: String, nameColumn: String, titleStyle: String) throws {
        let kitty = try KittySession()
        defer { kitty.kill() }
        try kitty.run("\(setting) " + Self.demoCommand("keys"))
        try kitty.waitForText("key and mouse inspector")
        try kitty.send("x")
        try kitty.waitForText("\"x\"")
        let styled = try kitty.captureANSI()
        let row = styled.split(separator: "\n").first { $0.contains("\"x\"") }.map(String.init) ?? ""
        #expect(row.contains(bytesColumn) && row.contains(nameColumn), "\(setting): \(row.debugDescription)")
        let title = styled.split(separator: "\n").first { $0.contains("key and mouse inspector") }.map(String.init) ?? ""
        #expect(title.contains(titleStyle), "\(title.debugDescription)")
        if setting.hasPrefix("NO_COLOR") {
            #expect(!styled.contains("38:") && !styled.contains(";3"), "\(styled.debugDescription)")
        }
        try kitty.send("\u{1B}\u{1B}")
        try kitty.waitForText("exit 0")
    }

    @Test func wifiTurnsOffAndOn() throws {
        try Self.withDemo("wifi", ready: "CHOOSE A NETWORK") { kitty in
            try kitty.send(" ")
            try kitty.waitFor("the networks to go") { !$0.contains("CHOOSE A NETWORK") && $0.contains("Wi-Fi is off") }
            try kitty.send("\r")
            let on = try kitty.waitFor("the networks to come back") { $0.contains("CHOOSE A NETWORK") && $0.contains("✓") }
            #expect(on.contains("▂"))
        }
    }
}
