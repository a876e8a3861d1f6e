import Foundation

/// The screen text kept beside a README picture (docs/images/mountains.txt beside mountains.png):
/// a first line saying how the picture was taken — the demo's arguments, the window's size, the
/// keys typed and the text that said it was ready — then the screen, as plain text. `make
/// screenshots` writes it with the picture; `PicturesTellTheTruth` (end-to-end, in `make test`)
/// runs the demo the same way and compares, so a picture cannot drift from what the demo shows.
public struct PictureText: Codable, Equatable, Sendable {
    /// The demo's command-line arguments ("mountains", "--no-animation").
    public var arguments: [String]
    public var width: Int
    public var height: Int
    /// Bytes typed after the first frame, each burst waited on until the screen changes.
    public var keys: [String]
    /// Text on the screen once it shows what the picture shows.
    public var ready: String
    /// The picture's terminal draws emoji as text symbols (rxvt-unicode: `EmojiTextSymbol`), so
    /// the screen text has the symbol and a blank where another terminal has the emoji.
    public var emojiAsTextSymbols: Bool?

    public init(arguments: [String], width: Int, height: Int, keys: [String], ready: String, emojiAsTextSymbols: Bool? = nil) {
        self.arguments = arguments
        self.width = width
        self.height = height
        self.keys = keys
        self.ready = ready
        self.emojiAsTextSymbols = emojiAsTextSymbols
    }

    /// What starts the first line.
    static let marker = "# picture: "

    /// The file's contents: the header line, then `screen` (normalized).
    public func file(screen: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = String(decoding: try encoder.encode(self), as: UTF8.self)
        return Self.marker + header + "\n" + Self.normalized(screen) + "\n"
    }

    /// A picture text file read back: how it was taken, and the screen.
    public static func parse(_ contents: String) throws -> (picture: PictureText, screen: String) {
        guard let newline = contents.firstIndex(of: "\n"), contents.hasPrefix(marker) else {
            throw PictureTextError("no “\(marker)” header line")
        }
        let header = contents[contents.index(contents.startIndex, offsetBy: marker.count)..<newline]
        let picture = try JSONDecoder().decode(PictureText.self, from: Data(header.utf8))
        return (picture, normalized(String(contents[contents.index(after: newline)...])))
    }

    /// `screen` with what terminals report differently taken away: blanks at the ends of rows,
    /// blank rows at the bottom, and emoji presentation selectors. kitty gives "⏱\u{FE0F}" for a
    /// two-cell stopwatch; tmux drops the selector and gives "⏱ " (the second cell blank), so the
    /// selector is read as the blank it stands for.
    public static func normalized(_ screen: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in screen.unicodeScalars { scalars.append(scalar == "\u{FE0F}" ? " " : scalar) }
        var rows = String(scalars).split(separator: "\n", omittingEmptySubsequences: false).map { row in
            String(row.reversed().drop(while: { $0 == " " }).reversed())
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}

/// A picture text file that cannot be read.
public struct PictureTextError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
