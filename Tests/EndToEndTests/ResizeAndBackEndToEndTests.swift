import Foundation
import Testing

extension EndToEndTests {
    /// Two resizes that end at the size they started from, so quickly that the program sees one
    /// SIGWINCH and the same size as before: the terminal cut the screen down and grew it again
    /// in between, so the program must repaint it all anyway.
    @Suite struct ResizeAndBack {
        @Test func aResizeThereAndBackRepaintsTheWholeScreen() throws {
            // 100,000 peaks: each key keeps the program busy long enough for both resizes to
            // happen before it looks.
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains", "--synthetic", "100000", "--no-animation"])
            defer { session.kill() }
            try session.waitForText("100,000 of 100,000", timeout: .seconds(90))
            for round in 1...4 {
                let query = String(repeating: "1", count: round)
                try session.type("1")
                try session.tmuxResizeThereAndBack(via: (30 + 7 * round, 6 + round), to: (80, 24))
                try session.waitFor("the whole screen again (round \(round))") { screen in
                    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
                    return rows.count >= 24 && rows[0].contains("Mountains Search") && rows[1] == "/ \(query)"
                        && rows[23].hasSuffix(" of 100,000") && rows[3].contains("Peak-") && rows[22].contains("generated peaks")
                }
            }
        }
    }
}

extension TmuxSession {
    /// Resizes to `via` and straight back to `to` in one tmux command.
    func tmuxResizeThereAndBack(via: (Int, Int), to: (Int, Int)) throws {
        let target = "=0:"
        let result = try Self.execute(try Self.tmuxPath, ["-L", socket,
            "resize-window", "-t", target, "-x", String(via.0), "-y", String(via.1), ";",
            "resize-window", "-t", target, "-x", String(to.0), "-y", String(to.1)])
        guard result.status == 0 else { throw EndToEndFailure("tmux resize-window failed: \(result.error)") }
    }
}
