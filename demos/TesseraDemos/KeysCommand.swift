import ArgumentParser
import Tessera

/// `tessera-demos keys`: the key and mouse inspector.
public struct KeysCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Show every key and mouse event the terminal sends, with its raw bytes.",
        discussion: "Press Esc twice to quit."
    )

    /// For the end-to-end tests: trap on purpose once the first frame is on screen.
    @Flag(name: .customLong("crash-after-start"), help: .hidden)
    var crashAfterStart = false

    public init() {}

    public func run() throws {
        DemoRunner.runInTerminal(crashAfterFirstFrame: crashAfterStart) { KeysInspector(environment: $0) }
    }
}
