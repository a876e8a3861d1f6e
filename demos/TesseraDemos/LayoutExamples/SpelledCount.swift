/// A count as a title reads it: "five" up to twenty, digits beyond ("24"), as prose writes them.
enum SpelledCount {
    private static let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                "eighteen", "nineteen", "twenty"]

    static func of(_ count: Int) -> String {
        words.indices.contains(count) ? words[count] : String(count)
    }
}
