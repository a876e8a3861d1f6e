/// "1,645", "100,000": digits in groups of three with commas, whatever the locale, so the
/// screens (and their golden files) read the same everywhere.
func groupedNumber(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (i, digit) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
}
