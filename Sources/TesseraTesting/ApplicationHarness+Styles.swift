import Tessera

/// A stretch of one screen row drawn in one style: what a test reads to check how something
/// looks (the focused row reversed, a match highlighted, a warning in red) without a golden file.
public struct TextRun: Hashable, Sendable, CustomStringConvertible {
    /// The text, as the screen shows it (a wide grapheme once, though it takes two columns).
    public var text: String
    /// How every cell of the run looks.
    public var style: Style
    /// The first column of the run, from 0.
    public var column: Int
    /// The row, from 0 at the top.
    public var row: Int
    /// How many columns the run takes.
    public var width: Int

    /// A run of `text` in `style` at column `column` of row `row`, `width` columns wide.
    public init(text: String, style: Style, column: Int, row: Int, width: Int) {
        self.text = text
        self.style = style
        self.column = column
        self.row = row
        self.width = width
    }

    /// For example `“ Apples ” bold fg:red @2,1`.
    public var description: String { "“\(text)” \(style) @\(column),\(row)" }
}

// Reading the last frame cell by cell: where a text is, how a cell looks, and a row as runs of
// one style each. Columns count terminal cells, so a wide grapheme (日, an emoji) takes two.
extension ApplicationHarness {
    /// The cell at `point` of the last frame (column `x`, row `y`, from 0 at the top left).
    /// Reading outside the screen is a programmer error.
    public func cell(at point: CellPoint) -> Cell {
        terminal.lastFrame[point.x, point.y]
    }

    /// The style of the cell at `point` of the last frame.
    public func style(at point: CellPoint) -> Style {
        cell(at: point).style
    }

    /// The style of the cell at column `x`, row `y` of the last frame.
    public func style(x: Int, y: Int) -> Style {
        style(at: CellPoint(x: x, y: y))
    }

    /// Row `row` of the last frame as runs of one style each, left to right, covering the whole
    /// row (trailing blanks included). A wide grapheme's second cell belongs to its run.
    public func runs(inRow row: Int) -> [TextRun] {
        let frame = terminal.lastFrame
        precondition(row >= 0 && row < frame.height, "ApplicationHarness.runs(inRow:): row \(row) is outside the \(frame.height) rows")
        var runs: [TextRun] = []
        for x in 0..<frame.width {
            let cell = frame[x, row]
            if var last = runs.last, last.style == cell.style {
                if !cell.isContinuation { last.text.append(cell.grapheme) }
                last.width += 1
                runs[runs.count - 1] = last
            } else {
                runs.append(TextRun(text: cell.isContinuation ? "" : String(cell.grapheme), style: cell.style,
                                    column: x, row: row, width: 1))
            }
        }
        return runs
    }

    /// Every row's runs that are not blank (all spaces), top to bottom: what the screen says,
    /// and how, without the empty space around it.
    public var textRuns: [TextRun] {
        (0..<terminal.lastFrame.height).flatMap { row in
            runs(inRow: row).filter { !$0.text.allSatisfy { $0 == " " } }
        }
    }

    /// Where the screen first shows `text` (row by row, left to right): the cell of its first
    /// grapheme. `text` is matched within one row, grapheme by grapheme; nil when it is not
    /// on screen (or is empty).
    public func position(of text: String) -> CellPoint? {
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        let frame = terminal.lastFrame
        for y in 0..<frame.height {
            // The row's graphemes with the column each starts at; continuation cells left out.
            var graphemes: [(grapheme: Character, column: Int)] = []
            for x in 0..<frame.width where !frame[x, y].isContinuation {
                graphemes.append((frame[x, y].grapheme, x))
            }
            guard graphemes.count >= needle.count else { continue }
            for start in 0...(graphemes.count - needle.count)
            where (0..<needle.count).allSatisfy({ graphemes[start + $0].grapheme == needle[$0] }) {
                return CellPoint(x: graphemes[start].column, y: y)
            }
        }
        return nil
    }

    /// The style of the first cell of the first place the screen shows `text`, or nil when it
    /// does not show it: `h.style(of: "Bananas")?.attributes.contains(.reverse)`.
    public func style(of text: String) -> Style? {
        position(of: text).map(style(at:))
    }

    /// The runs the first place the screen shows `text` is drawn in: one when it is all one
    /// style, more when part of it differs (a highlighted match inside a name). Nil when the
    /// screen does not show `text`.
    public func runs(of text: String) -> [TextRun]? {
        guard let start = position(of: text) else { return nil }
        let end = start.x + TextWidth.of(text)
        return runs(inRow: start.y).filter { $0.column < end && $0.column + $0.width > start.x }
    }
}
