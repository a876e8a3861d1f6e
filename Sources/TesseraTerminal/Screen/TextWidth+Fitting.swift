extension TextWidth {
    /// `text` cut to at most `width` columns. Text that fits comes back unchanged; text that does
    /// not keeps as many whole graphemes as fit in `width - 1` columns and ends in "…". A wide
    /// grapheme that would cross the limit is dropped whole (the ellipsis takes its place), so the
    /// result may be one column narrower than `width`. Empty for a width of zero or less.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var kept = ""
        var used = 0
        for c in text {
            let w = of(c)
            if used + w > width - 1 { break }
            kept.append(c)
            used += w
        }
        kept.append(ellipsis)
        return kept
    }

    /// `text` with spaces added so it takes `width` columns, placed by `alignment`. Text already
    /// as wide or wider comes back unchanged: padding never cuts.
    public static func pad(_ text: String, to width: Int, alignment: TextAlignment = .leading) -> String {
        let textWidth = of(text)
        guard textWidth < width else { return text }
        let before = alignment.leadingOffset(textWidth: textWidth, spaceWidth: width)
        let after = width - textWidth - before
        return String(repeating: " ", count: before) + text + String(repeating: " ", count: after)
    }

    /// `text` truncated (with "…") and padded so it takes exactly `width` columns.
    public static func fit(_ text: String, to width: Int, alignment: TextAlignment = .leading) -> String {
        pad(truncate(text, to: width), to: width, alignment: alignment)
    }
}
