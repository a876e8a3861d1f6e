/// The styles of a buffer drawn as text, one character per cell, so golden files can show how a
/// screen looks as well as what it says. Rows have one symbol per column (a wide grapheme's two
/// cells share one), so they line up under the text rows in a monospaced view.
///
/// Symbols:
/// - `.` plain: default colours, no attributes;
/// - `b` bold, `d` dim, `i` italic, `u` underline, `r` reverse: that one attribute alone, default colours;
/// - `A`…`Z`, then `0`…`9`: any other style, numbered in order of first appearance (row by row),
///   each explained in the legend (`A  bold+reverse fg:red`); past those, `*` for all the rest.
public struct StyleMap: Hashable, Sendable, CustomStringConvertible {
    /// What one symbol of the map stands for.
    public struct LegendEntry: Hashable, Sendable {
        /// The symbol used in ``rows``.
        public var symbol: Character
        /// The style it marks.
        public var style: Style
    }

    /// One string per screen row, one symbol per column.
    public var rows: [String]
    /// Every symbol used other than `.`, in order of first appearance.
    public var legend: [LegendEntry]

    /// The style map of `buffer`. O(cells).
    public init(_ buffer: ScreenBuffer) {
        var assigned: [Style: Character] = [:]
        var legend: [LegendEntry] = []
        var nextNumbered = Self.numberedSymbols.startIndex
        var rows: [String] = []
        rows.reserveCapacity(buffer.height)
        for y in 0..<buffer.height {
            var row = ""
            row.reserveCapacity(buffer.width)
            for x in 0..<buffer.width {
                let style = buffer[x, y].style
                if let symbol = assigned[style] {
                    row.append(symbol)
                    continue
                }
                let symbol: Character
                if let fixed = Self.fixedSymbol(for: style) {
                    symbol = fixed
                } else if nextNumbered < Self.numberedSymbols.endIndex {
                    symbol = Self.numberedSymbols[nextNumbered]
                    nextNumbered = Self.numberedSymbols.index(after: nextNumbered)
                } else {
                    symbol = Self.overflowSymbol
                }
                assigned[style] = symbol
                if symbol != "." && (symbol != Self.overflowSymbol || !legend.contains { $0.symbol == symbol }) {
                    legend.append(LegendEntry(symbol: symbol, style: style))
                }
                row.append(symbol)
            }
            rows.append(row)
        }
        self.rows = rows
        self.legend = legend
    }

    static let numberedSymbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    static let overflowSymbol: Character = "*"

    private static func fixedSymbol(for style: Style) -> Character? {
        guard style.foreground == .default, style.background == .default else { return nil }
        switch style.attributes {
        case []: return "."
        case .bold: return "b"
        case .dim: return "d"
        case .italic: return "i"
        case .underline: return "u"
        case .reverse: return "r"
        default: return nil
        }
    }

    /// The style a symbol stands for (`.` is plain); nil for `*` and symbols not in this map.
    public func style(for symbol: Character) -> Style? {
        if symbol == "." { return .plain }
        if symbol == Self.overflowSymbol { return nil }
        return legend.first { $0.symbol == symbol }?.style
    }

    /// The rows, then one legend line per symbol (`A  bold fg:red`); `*` reads "other styles".
    public var description: String {
        let legendLines = legend.map { entry in
            "\(entry.symbol)  " + (entry.symbol == Self.overflowSymbol ? "other styles" : entry.style.description)
        }
        return (rows + legendLines).joined(separator: "\n")
    }
}
