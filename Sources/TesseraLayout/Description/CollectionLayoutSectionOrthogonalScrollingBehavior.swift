/// How a section scrolls across the layout's main axis, and where it comes to rest.
/// Any value but `.none` lays the section's groups out in one line that scrolls on its own
/// offset (horizontally in a vertical layout).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// Groups follow the main axis like any section.
    case none
    /// Scrolls freely; rests wherever it stops (revealing an item scrolls just enough).
    case continuous
    /// Scrolls freely, resting with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the visible width.
    case paging
    /// Rests on group boundaries, one group at a time.
    case groupPaging
    /// Group paging with the resting group centred in the visible width.
    case groupPagingCentered
}
