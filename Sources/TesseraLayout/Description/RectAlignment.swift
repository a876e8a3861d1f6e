/// Where a boundary supplementary (header, footer) sits against its section or layout.
public enum RectAlignment: Int, Hashable, Sendable, CaseIterable {
    /// The side or corner named (leading is left). In a vertical layout the `top…` alignments make a
    /// header and the `bottom…` ones a footer; `leading`, `trailing` and `none` overlay the start of
    /// the content.
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The edges this alignment touches.
    var edges: DirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
