import Tessera

/// What Orthogonal Section Behaviors' headers say about each behaviour.
extension CollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The behaviour's name as written in code.
    var name: String {
        switch self {
        case .none: "none"
        case .continuous: "continuous"
        case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
        case .paging: "paging"
        case .groupPaging: "groupPaging"
        case .groupPagingCentered: "groupPagingCentered"
        }
    }

    /// Where the row comes to rest, in a few words.
    var restingRule: String {
        switch self {
        case .none: "no sideways scrolling: one block fills the width"
        case .continuous: "stops wherever the scroll stops"
        case .continuousGroupLeadingBoundary: "stops on a group's leading edge"
        case .paging: "stops on whole pages of the visible width"
        case .groupPaging: "a group at a time, leading edge first"
        case .groupPagingCentered: "a group at a time, centred"
        }
    }
}
