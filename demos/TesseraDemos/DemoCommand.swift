import ArgumentParser
import Tessera

/// `tessera-demos`: with no subcommand, the launcher; otherwise the demo named.
public struct DemoCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera-demos",
        abstract: "Tessera's demos: compositional layouts and diffable data sources in the terminal.",
        discussion: "Run without a subcommand for a menu of every demo.",
        subcommands: [KeysCommand.self]
    )

    public init() {}

    public func run() throws {
        DemoRunner.runInTerminal { Launcher(environment: $0) }
    }
}
