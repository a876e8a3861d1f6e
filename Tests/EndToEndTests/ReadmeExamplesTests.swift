import Foundation
import Testing

extension EndToEndTests {
    /// README's complete programs are examples' sources, whole, so they cannot fall behind the
    /// code: every ```swift block of README.md that starts with the first line of an example's
    /// `main.swift` (`// HelloList: …`) must be that file, character for character.
    @Suite struct ReadmeExamples {
        /// The Swift code blocks of a Markdown text, each with its final newline.
        static func swiftBlocks(in markdown: String) -> [Substring] {
            var blocks: [Substring] = []
            var rest = markdown[...]
            while let open = rest.range(of: "```swift\n") {
                let body = rest[open.upperBound...]
                guard let close = body.range(of: "\n```") else { break }
                blocks.append(body[..<body.index(after: close.lowerBound)])
                rest = body[close.upperBound...]
            }
            return blocks
        }

        /// Every `Examples/<package>/Sources/<target>/main.swift`, by path from the root.
        static func exampleMains(in root: URL) throws -> [String] {
            let examples = root.appendingPathComponent("Examples")
            let manager = FileManager.default
            return try manager.contentsOfDirectory(atPath: examples.path).sorted().flatMap { package -> [String] in
                let sources = examples.appendingPathComponent(package).appendingPathComponent("Sources")
                let targets = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
                return targets.sorted().map { "Examples/\(package)/Sources/\($0)/main.swift" }
                    .filter { manager.fileExists(atPath: root.appendingPathComponent($0).path) }
            }
        }

        @Test func theReadmeShowsExamplesAsTheyAre() throws {
            let root = DemoBinary.packageRoot
            let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            let blocks = Self.swiftBlocks(in: readme)
            let mains = try Self.exampleMains(in: root)
            #expect(mains.count >= 3, "the examples' programs: \(mains)")
            var shown: [String] = []
            for main in mains {
                let source = try String(contentsOf: root.appendingPathComponent(main), encoding: .utf8)
                let firstLine = source.prefix { $0 != "\n" }
                for block in blocks where block.prefix(while: { $0 != "\n" }) == firstLine {
                    shown.append(main)
                    #expect(block == source[...], "README.md shows \(main), but not as it is: copy the file into README whole")
                }
            }
            #expect(!shown.isEmpty, "README.md shows none of \(mains) whole (a ```swift block starting with its first line)")
        }

        @Test func codeBlocksAreFoundWhole() {
            let markdown = "text\n```swift\nlet a = 1\n```\nmore\n```sh\nmake\n```\n```swift\n// B\nb()\n```\n"
            #expect(Self.swiftBlocks(in: markdown) == ["let a = 1\n", "// B\nb()\n"])
        }
    }
}
