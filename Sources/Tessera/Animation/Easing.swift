/// Easing curves for animations, over progress 0…1.
public enum Easing: Sendable {
    case linear
    /// Slow start and end (cubic): motion reads as deliberate, not mechanical.
    case easeInOut

    public func callAsFunction(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
