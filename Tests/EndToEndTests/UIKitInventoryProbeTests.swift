import Foundation
import Testing
import ProcessTestSupport

extension EndToEndTests {
    /// Every member of every UIKit class Tessera offers either compiles or says what to write
    /// (issue 32). `scripts/uikit-inventory/generated/Probe.swift`, generated from the inventory of
    /// UIKit's headers, uses each inventoried spelling once, a line each; one `swiftc -typecheck`
    /// against the modules `swift build` made must report, on each line, nothing or only
    /// "is unavailable: <message>" — never "has no member" or "cannot find … in scope".
    @Suite struct UIKitInventoryProbe {
        /// Diagnostics that mean the spelling does not exist here: a porter reads no advice. (An
        /// ambiguous or mutating reference exists: the probe's bare reference just cannot use it.)
        static let noMember = ["has no member", "cannot find", "no exact matches", "has no type named",
                               "is not a member type", "incorrect argument label", "missing argument", "extra argument"]

        /// The typechecker's errors, by line of the probe.
        static func typecheckErrors(of probe: URL) throws -> [Int: [String]] {
            let folder = "/" + (try DemoBinary.path(of: "tessera-demos").split(separator: "/").dropLast().joined(separator: "/"))
            let arguments = ["-typecheck", "-I", folder + "/Modules",
                             "-Xcc", "-fmodule-map-file=\(folder)/CNcursesw.build/module.modulemap",
                             "-Xcc", "-fmodule-map-file=\(folder)/CDispatchMainQueue.build/module.modulemap",
                             probe.path]
            let run = try CleanSpawn.run("swiftc", arguments, environment: ProcessInfo.processInfo.environment)
            var errors: [Int: [String]] = [:]
            for line in (run.output + run.error).split(separator: "\n") {
                // "/path/Probe.swift:12:20: error: 'name' is unavailable: message"
                guard line.hasPrefix(probe.path + ":"), let error = line.range(of: ": error: ") else { continue }
                let position = line[line.index(line.startIndex, offsetBy: probe.path.count + 1)...].prefix { $0 != ":" }
                guard let number = Int(position) else { continue }
                errors[number, default: []].append(String(line[error.upperBound...]))
            }
            return errors
        }

        @Test func everyInventoriedSpellingCompilesOrSaysWhatToWrite() throws {
            let probe = DemoBinary.packageRoot.appendingPathComponent("scripts/uikit-inventory/generated/Probe.swift")
            let lines = try String(contentsOf: probe, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            // Uses are the lines inside `probe()`, each ending in "// <UIKit class> <spelling>".
            let uses = lines.enumerated().filter { $0.element.hasPrefix("    ") && $0.element.contains(" // ") }
            #expect(uses.count > 500, "the probe holds \(uses.count) uses: regenerate it (inventory.py probe)")
            let errors = try Self.typecheckErrors(of: probe)
            var silent: [String] = [], other: [String] = []
            for (index, line) in uses {
                let reported = errors[index + 1] ?? []
                let spelling = String(line[line.range(of: " // ")!.upperBound...])
                if reported.contains(where: { error in Self.noMember.contains { error.contains($0) } }) {
                    silent.append("\(spelling): \(reported[0])")
                } else if !reported.allSatisfy({ $0.contains(" is unavailable: ") || $0.contains("ambiguous use of")
                                                  || $0.contains("could not be inferred")
                                                  || $0.contains("partial application of 'mutating' method")
                                                  || $0.contains("cannot use mutating member on immutable value")
                                                  || $0.contains("cannot reference 'mutating' method as function value") }) {
                    other.append("\(spelling): \(reported)")
                }
            }
            #expect(silent.isEmpty, "\(silent.count) \"no member\" of \(uses.count) spellings:\n\(silent.joined(separator: "\n"))")
            #expect(other.isEmpty, "\(other.count) spellings fail with something other than their message:\n\(other.joined(separator: "\n"))")
            let useLines = Set(uses.map { $0.offset + 1 })
            let elsewhere = errors.filter { !useLines.contains($0.key) }
            #expect(elsewhere.isEmpty, "errors outside the uses: \(elsewhere)")
        }

        /// An unavailable message is one sentence saying what to write: no empty or run-on ones.
        @Test func everyMessageIsOneSentence() throws {
            let probe = DemoBinary.packageRoot.appendingPathComponent("scripts/uikit-inventory/generated/Probe.swift")
            var messages = Set<String>()
            for error in try Self.typecheckErrors(of: probe).values.joined() {
                if let range = error.range(of: " is unavailable: ") { messages.insert(String(error[range.upperBound...])) }
            }
            #expect(!messages.isEmpty)
            for message in messages {
                #expect(message.count > 15 && !message.dropLast().contains(". "), "not one sentence: \(message)")
            }
        }
    }
}
