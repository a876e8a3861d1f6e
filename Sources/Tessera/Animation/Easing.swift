/// How an animation's progress maps to motion: a curve from linear progress 0…1 to eased
/// progress 0…1 (Core Animation's timing functions, cut down to the two Tessera uses).
/// `UpdateAnimation` eases moving rows with it before rounding them to whole cells.
package enum Easing: Sendable {
    /// Progress as it is: constant speed.
    case linear
    /// Slow start and end (cubic): motion reads as deliberate, not mechanical.
    case easeInOut

    /// The eased progress for linear progress `t`.
    ///
    /// - Parameter t: Linear progress; values outside 0…1 are clamped.
    /// - Returns: Eased progress in 0…1, with `0` at `0` and `1` at `1`.
    package func callAsFunction(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
