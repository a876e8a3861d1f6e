/// How a golden file and the output differ, line by line, for a failure message: the numbered
/// lines that differ, each with the column where it starts to, expected above actual. Golden
/// files are screens and pictures of a fixed size, so lines are compared where they stand.
struct GoldenDifference: CustomStringConvertible {
    /// At most this many differing lines are shown; the count says how many there are.
    static let shownLines = 8

    let expected: [Substring]
    let actual: [Substring]

    init(expected: String, actual: String) {
        self.expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 0-based numbers of the lines that differ (a line one side lacks differs).
    var differingLines: [Int] {
        (0..<max(expected.count, actual.count)).filter { line(expected, $0) != line(actual, $0) }
    }

    var description: String {
        let lines = differingLines
        var text = "\(lines.count) of \(max(expected.count, actual.count)) lines differ"
        for index in lines.prefix(Self.shownLines) {
            let old = line(expected, index), new = line(actual, index)
            let column = zip(old ?? "", new ?? "").prefix { $0 == $1 }.count + 1
            text += "\nline \(index + 1), from column \(column):"
            text += "\n  expected: \(old.map(String.init) ?? "<no line>")"
            text += "\n  actual:   \(new.map(String.init) ?? "<no line>")"
        }
        if lines.count > Self.shownLines { text += "\n(\(lines.count - Self.shownLines) more)" }
        return text
    }

    private func line(_ lines: [Substring], _ index: Int) -> Substring? {
        index < lines.count ? lines[index] : nil
    }
}
