extension InputDecoder {
    /// `events` as the decoder's split promise compares them: each run of plain characters
    /// joined into one string (a grapheme whose scalars came in different reads arrives as its
    /// parts, by design), every other event as it is. Two decodings of the same bytes, however
    /// read, give equal lists. For the decoder's property tests and its fuzzer. O(events).
    package static func comparableAcrossReads(_ events: [Event]) -> [String] {
        var merged: [String] = []
        var text = ""
        for event in events {
            if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key {
                text.append(character)
                continue
            }
            if !text.isEmpty { merged.append("text " + text); text = "" }
            merged.append(String(describing: event))
        }
        if !text.isEmpty { merged.append("text " + text) }
        return merged
    }
}
