/// A network the scanner can see. Identity is `id`; signal strength changes as it is rescanned.
struct WiFiNetwork: Hashable, Identifiable, Sendable {
    let id: Int
    let name: String
    let isSecured: Bool
    /// Bars of signal, 1 (weak) to 4 (strong).
    var signal: Int

    /// The strength as bars growing left to right, always four columns wide so the bars line
    /// up from row to row: "▂▄  " is two bars.
    var signalBars: String {
        let bars = Array("▂▄▆█")
        let shown = min(max(signal, 1), bars.count)
        return String(bars.prefix(shown)) + String(repeating: " ", count: bars.count - shown)
    }

    /// The strength and lock as a screen reader says them ("strong signal, secured"): the bars
    /// and 🔒 mean nothing read aloud.
    var accessibilityWords: String {
        let strength = ["weak", "fair", "good", "strong"][min(max(signal, 1), 4) - 1]
        return isSecured ? "\(strength) signal, secured" : "\(strength) signal"
    }
}
