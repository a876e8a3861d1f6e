/// Problems in a layout description that the engine repaired (a fraction above 1 clamped, a
/// negative size made 0…). Each distinct message is reported once per layout, so a bad
/// description in a million-item list does not flood the log.
final class LayoutDiagnostics {
    private(set) var messages: [String] = []
    private var seen: Set<String> = []
    var handler: ((String) -> Void)?

    func report(_ message: String) {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        handler?(message)
    }
}
