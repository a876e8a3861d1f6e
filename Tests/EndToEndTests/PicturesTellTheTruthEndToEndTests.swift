import Foundation
import ProcessTestSupport
import Testing
@testable import TesseraTerminal

extension EndToEndTests {
    /// The README's pictures against the demos as they are now: every docs/images/*.txt
    /// (`make screenshots` writes one beside each picture, `PictureText`) says how its picture was
    /// taken; the demo is run that way in tmux and its screen must be the text kept. A demo that
    /// changes what a picture shows fails here until `make screenshots` takes it again.
    @Suite struct PicturesTellTheTruth {
        static let images = DemoBinary.packageRoot.appendingPathComponent("docs/images")

        static var pictureTexts: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? [])
                .filter { $0.hasSuffix(".txt") }.sorted()
        }

        @Test func everyPictureHasItsScreenText() throws {
            let pictures = try FileManager.default.contentsOfDirectory(atPath: Self.images.path).filter { $0.hasSuffix(".png") }
            #expect(!pictures.isEmpty)
            for picture in pictures {
                let text = String(picture.dropLast(4)) + ".txt"
                #expect(Self.pictureTexts.contains(text), "\(picture) has no \(text): take it with `make screenshots`")
            }
        }

        /// The demo run as the picture was taken, in tmux: its screen once it shows `ready`.
        static func run(_ picture: PictureText) throws -> String {
            let session = try TmuxSession(command: [try DemoBinary.path] + picture.arguments, width: picture.width, height: picture.height)
            defer { session.kill() }
            try session.waitForAlternateScreen(true)
            var screen = try session.waitForSettled("the first frame") { !$0.isEmpty }
            for keys in picture.keys {
                let before = screen
                // A key at a time, each on a settled screen, as a person types them.
                for key in Self.keys(in: keys) {
                    try session.sendBytes(Array(key.utf8))
                    screen = try session.waitForSettled("the screen after \(key.debugDescription)") { _ in true }
                }
                screen = try session.waitFor("the screen to change after \(keys.debugDescription)") { $0 != before }
            }
            return try session.waitForSettled("“\(picture.ready)”") { $0.contains(picture.ready) }
        }

        /// `text` cut into keys: an escape sequence (ESC [ … final byte) is one key, as a
        /// terminal sends it; any other character is one.
        static func keys(in text: String) -> [String] {
            var keys: [String] = [], scalars = Array(text.unicodeScalars), i = 0
            while i < scalars.count {
                var end = i + 1
                if scalars[i] == "\u{1B}", end < scalars.count, scalars[end] == "[" {
                    end += 1
                    while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                    end = min(end + 1, scalars.count)
                }
                keys.append(String(String.UnicodeScalarView(scalars[i..<end])))
                i = end
            }
            return keys
        }

        @Test(arguments: pictureTexts)
        func theDemoStillShowsWhatThePictureShows(_ name: String) throws {
            let contents = try String(contentsOf: Self.images.appendingPathComponent(name), encoding: .utf8)
            let (picture, kept) = try PictureText.parse(contents)
            // What is checked is what the screen shows, not how fast: a run whose keys came
            // before the demo could take them (seen once in six runs, cause not found) is run again.
            var screen: String
            do { screen = try Self.run(picture) } catch { screen = try Self.run(picture) }
            if picture.emojiAsTextSymbols == true {
                // As rxvt-unicode shows them: each emoji's text symbol and a blank.
                // tmux drops a text-default emoji's presentation selector ("⏱" for "⏱\u{FE0F}") and
                // already shows its second cell blank.
                screen = String(screen.flatMap { character -> [Character] in
                    if let symbol = EmojiTextSymbol.standIn(for: character) { return [Character(symbol), " "] }
                    guard let only = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                          only.properties.isEmoji, !only.properties.isEmojiPresentation else { return [character] }
                    let selected = Character(String(character) + "\u{FE0F}")
                    return EmojiTextSymbol.standIn(for: selected).map { [Character($0)] } ?? [character]
                })
            }
            let now = PictureText.normalized(screen)
            #expect(now == kept, """
                docs/images/\(name) no longer matches the demo: take the pictures again (`make screenshots`). Now:
                \(now)
                """)
        }
    }
}
