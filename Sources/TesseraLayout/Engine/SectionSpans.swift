import Foundation

/// A section's lengths that do not depend on its items, in whole cells: across the scrolling
/// axis the reference span (the container minus the reference insets) and the content span
/// (minus the content insets); along it the list padding, the content insets and the spacing
/// between groups.
struct SectionSpans {
    let reference: CellSpan
    let content: CellSpan
    /// A list's padding above its header.
    let padding: Int
    let insetStart: Int
    let insetEnd: Int
    let interGroupSpacing: Int
    /// The content insets across the scrolling axis, in cells.
    private let acrossInsets: (start: Int, end: Int)

    init(_ section: CollectionLayoutSection, scrollAxis: LayoutAxis, reference: CellSpan) {
        let across = scrollAxis.other.insets(section.contentInsets)
        let along = scrollAxis.insets(section.contentInsets)
        acrossInsets = (CellRounding.cells(across.start), CellRounding.cells(across.end))
        self.reference = reference
        content = reference.inset(start: acrossInsets.start, end: acrossInsets.end)
        padding = CellRounding.cells(section.paddingBeforeBoundary)
        insetStart = CellRounding.cells(along.start)
        insetEnd = CellRounding.cells(along.end)
        interGroupSpacing = CellRounding.cells(section.interGroupSpacing)
    }

    /// Where the section's headers and footers lie across the scrolling axis: the span given,
    /// inset like the content when the section asks its supplementaries to follow the insets.
    func headerSpan(_ supplementarySpan: CellSpan, for section: CollectionLayoutSection) -> CellSpan {
        section.supplementariesFollowContentInsets ? supplementarySpan.inset(start: acrossInsets.start, end: acrossInsets.end) : supplementarySpan
    }

    /// An orthogonal section's blank cells before its first group and after its last: the
    /// content insets, or, for `groupPagingCentered`, what centres one group in the viewport.
    func orthogonalMargins(groupLength: Int, centred: Bool) -> (leading: Int, trailing: Int) {
        guard centred else { return (content.start - reference.start, reference.end - content.end) }
        let leading = max(0, (reference.length - groupLength) / 2)
        return (leading, max(0, reference.length - groupLength - leading))
    }
}
