/// Where a line of text sits in a wider space.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge, centred, or against the right edge (left to right, leading is left).
    case leading, center, trailing

    /// The columns to leave before text `textWidth` wide in a space `spaceWidth` wide (never
    /// negative; centring rounds towards the leading side).
    public func leadingOffset(textWidth: Int, spaceWidth: Int) -> Int {
        let room = max(0, spaceWidth - textWidth)
        switch self {
        case .leading: return 0
        case .center: return room / 2
        case .trailing: return room
        }
    }
}
