import Foundation
import Testing

extension EndToEndTests {
    /// A program started as tmux's pane command is in an orphaned process group: the kernel
    /// discards a stop there, so Ctrl-Z (or SIGTSTP from outside) must not hand the terminal back.
    /// The program keeps it, says why, and still answers keys.
    @Suite struct OrphanedJobControl {
        @Test func ctrlZKeepsTheTerminalAndSaysWhy() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"], width: 100, height: 30)
            defer { session.kill() }
            try session.waitForText("key and mouse inspector")
            try session.sendKeys("Up")
            try session.waitForText("1b 4f 41")

            try session.sendKeys("C-z")
            try session.waitForText("Ctrl-Z: cannot suspend here")
            #expect(try session.isAlternateScreenOn, "the terminal was not handed back")

            try session.sendKeys("Down") // answered, in program mode (raw: no echo, keys decoded)
            let screen = try session.waitForText("1b 4f 42")
            #expect(!screen.contains("Ctrl-Z: cannot suspend here"), "the next frame paints over the notice")
            try session.sendKeys("Escape")
            try session.sendKeys("Escape")
            #expect(try session.waitForExit() == 0)
        }

        @Test func sigtstpFromOutsideIsIgnored() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"], width: 100, height: 30)
            defer { session.kill() }
            try session.waitForText("key and mouse inspector")
            // The pane's shell leads the session; its group is the program's.
            let group = try #require(Int32(try session.display("#{pane_pid}")))
            #expect(kill(-group, SIGTSTP) == 0)
            try session.sendKeys("Up")
            try session.waitForText("1b 4f 41")
            #expect(try session.isAlternateScreenOn, "the terminal was not handed back")
            try session.sendKeys("Escape")
            try session.sendKeys("Escape")
            #expect(try session.waitForExit() == 0)
        }
    }
}
