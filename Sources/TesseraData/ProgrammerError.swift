// Programmer errors: the one funnel through which TesseraData stops the process.

/// Stops the process because the caller broke a rule of the store: a duplicate identifier,
/// an unknown identifier, an item moved relative to itself.
///
/// Every message reads `operation: problem`, for example
/// `appendItems: item "Mount Everest" is already in section "main"`. The terminal layer installs
/// crash handlers that restore the terminal before the process dies, so stopping here is safe
/// and the message is what the developer sees.
@usableFromInline
@inline(never)
func stopOnProgrammerError(
    _ operation: String, _ problem: String, file: StaticString = #fileID, line: UInt = #line
) -> Never {
    fatalError("\(operation): \(problem)", file: file, line: line)
}

/// An identifier as it appears in an error message: its description, in double quotes.
@usableFromInline
func quoted<Value>(_ value: Value) -> String {
    "\"\(value)\""
}

/// The message for an identifier that was found where it must not be: given twice in one call,
/// or already present. Only called on the way to stopping, so its linear scan costs nothing.
@usableFromInline
func duplicateProblem<Element: Equatable>(
    kind: String, _ element: Element, given: some Sequence<Element>, alreadyIn place: String
) -> String {
    var seen = 0
    for candidate in given where candidate == element {
        seen += 1
        if seen > 1 { return "\(kind) \(quoted(element)) appears more than once in the identifiers given" }
    }
    return "\(kind) \(quoted(element)) is already in \(place)"
}

/// The message for an identifier that is missing: never there, or given twice to an operation
/// that consumed it the first time (a delete).
@usableFromInline
func missingProblem<Element: Equatable>(
    kind: String, _ element: Element, earlierInCall: some Sequence<Element>, place: String
) -> String {
    if earlierInCall.contains(element) {
        return "\(kind) \(quoted(element)) appears more than once in the identifiers given"
    }
    return "\(kind) \(quoted(element)) is not in \(place)"
}
