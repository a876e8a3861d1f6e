/// What one or more applies changed in a list, summed until it is said: the words of
/// "42 items, 3 added, 17 removed". Kept while keys arrive and said once they pause, so the
/// announcement never talks over typing and says the net result of a burst once.
struct DifferenceAnnouncement: Equatable {
    /// Items after the last apply.
    var total: Int
    /// Items added and removed by all the applies since the last time this was said.
    var inserted: Int
    var deleted: Int
    /// When it may be said (the loop clock): a pause after the last key or apply.
    var due: Duration

    /// Adds an apply's counts; the total is the newest.
    mutating func add(total: Int, inserted: Int, deleted: Int) {
        self.total = total
        self.inserted += inserted
        self.deleted += deleted
    }

    /// "1 item", "1,645 items, 3 added, 17 removed": zero counts left out.
    var words: String {
        var parts = [total == 1 ? "1 item" : "\(Self.spoken(total)) items"]
        if inserted > 0 { parts.append("\(Self.spoken(inserted)) added") }
        if deleted > 0 { parts.append("\(Self.spoken(deleted)) removed") }
        return parts.joined(separator: ", ")
    }

    /// A count as the screens show it, grouped by threes ("1,645"): the same on every machine,
    /// so what is said matches what is shown.
    static func spoken(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return number < 0 ? "-" + grouped : grouped
    }
}
