import Foundation
import Testing
import TesseraExampleLayouts
import TesseraTesting
@testable import TesseraLayout

/// Golden pictures of every example layout at 80×24 and 120×40: what the view would show,
/// drawn as ASCII, followed by the exact frame of every element in view.
@Suite struct GoldenPictureTests {
    /// One picture: the visible rect at a vertical scroll offset (clamped, as a view scrolls no
    /// further than the content's end) or the whole content, with
    /// orthogonal sections at the given offsets (by section; missing ones stay at 0).
    struct View {
        var scrollY = 0
        var wholeContent = false
        var orthogonalOffsets: [Int: Int] = [:]
        /// Proposed offset for every orthogonal section, settled by its behaviour.
        var proposedOrthogonalOffset: Int?
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let itemCounts: [Int]
        var views: [View] = [View()]
        /// Measured heights for estimated items, by item index.
        var measuredHeight: (@Sendable (IndexPath) -> Int)?
        let make: @Sendable () -> CollectionViewCompositionalLayout

        var testDescription: String { name }
    }

    static let sizes = [CellSize(width: 80, height: 24), CellSize(width: 120, height: 40)]

    static let cases: [Case] = [
        Case(name: "grid", itemCounts: [ExampleLayouts.gridItemCount], views: [View(), View(scrollY: .max)], make: ExampleLayouts.grid),
        Case(name: "inset-items-grid", itemCounts: [ExampleLayouts.gridItemCount], make: ExampleLayouts.insetItemsGrid),
        Case(name: "two-column-grid", itemCounts: [ExampleLayouts.twoColumnItemCount], make: ExampleLayouts.twoColumnGrid),
        Case(name: "distinct-sections", itemCounts: Array(repeating: ExampleLayouts.perSectionItemCount, count: 3),
             views: [View(wholeContent: true)], make: ExampleLayouts.distinctSections),
        Case(name: "adaptive-sections", itemCounts: Array(repeating: ExampleLayouts.perSectionItemCount, count: 3),
             views: [View(wholeContent: true)], make: ExampleLayouts.adaptiveSections),
        Case(name: "item-badges", itemCounts: [ExampleLayouts.badgeItemCount], make: ExampleLayouts.itemBadges),
        Case(name: "section-headers-footers", itemCounts: Array(repeating: ExampleLayouts.listItemsPerSection, count: ExampleLayouts.listSectionCount),
             make: ExampleLayouts.sectionHeadersFooters),
        Case(name: "pinned-section-headers", itemCounts: Array(repeating: ExampleLayouts.listItemsPerSection, count: ExampleLayouts.listSectionCount),
             views: [View(scrollY: 0), View(scrollY: 3), View(scrollY: 14)], make: ExampleLayouts.pinnedSectionHeaders),
        Case(name: "section-background-decoration", itemCounts: Array(repeating: ExampleLayouts.listItemsPerSection, count: ExampleLayouts.listSectionCount),
             make: ExampleLayouts.sectionBackgroundDecoration),
        Case(name: "nested-groups", itemCounts: [ExampleLayouts.nestedGroupsItemCount], make: ExampleLayouts.nestedGroups),
        Case(name: "orthogonal-sections", itemCounts: Array(repeating: ExampleLayouts.orthogonalItemsPerSection, count: ExampleLayouts.orthogonalSectionCount),
             views: [View(), View(orthogonalOffsets: [0: 10, 1: 40]), View(scrollY: 12, orthogonalOffsets: [1: 1_000])],
             make: ExampleLayouts.orthogonalSections),
        Case(name: "orthogonal-section-behaviors", itemCounts: Array(repeating: ExampleLayouts.behaviorItemsPerSection, count: ExampleLayouts.behaviors.count),
             views: [View(wholeContent: true), View(wholeContent: true, proposedOrthogonalOffset: 17),
                     View(wholeContent: true, proposedOrthogonalOffset: 45)],
             make: ExampleLayouts.orthogonalSectionBehaviors),
        Case(name: "conference-videos", itemCounts: [5, 3, 4, 2], views: [View(), View(orthogonalOffsets: [0: 30, 2: 200])],
             make: ExampleLayouts.conferenceVideos),
        Case(name: "conference-news", itemCounts: [8], views: [View(), View(scrollY: 20)],
             measuredHeight: { 3 + ($0.item * 5) % 4 }, make: ExampleLayouts.conferenceNews),
        Case(name: "mountains", itemCounts: [40], make: ExampleLayouts.mountains),
        Case(name: "emoji-explorer", itemCounts: [12, 6, 12], views: [View(), View(scrollY: 12, orthogonalOffsets: [0: 30])],
             make: { ExampleLayouts.emojiExplorer() }),
        Case(name: "custom-configurations", itemCounts: [40], measuredHeight: { 2 + $0.item % 3 }, make: ExampleLayouts.customConfigurations),
    ] + ExampleLayouts.appearanceCycle.map { appearance in
        Case(name: "list-appearance-\(appearance)",
             itemCounts: Array(repeating: ExampleLayouts.appearanceItemsPerSection, count: ExampleLayouts.appearanceSectionCount),
             make: { ExampleLayouts.listAppearances(appearance) })
    }

    @Test(arguments: cases)
    func picture(of example: Case) {
        var text = ""
        for size in Self.sizes {
            let layout = example.make()
            let measure = example.measuredHeight.map { measuredHeight in
                { (attributes: CollectionViewLayoutAttributes) in CellSize(width: attributes.frame.width, height: measuredHeight(attributes.indexPath)) }
            }
            layout.prepare(containerSize: size, itemCounts: example.itemCounts)
            for view in example.views {
                text += Self.render(layout, view: view, size: size, measure: measure) + "\n"
            }
            #expect(layout.diagnostics.isEmpty, "\(example.name): \(layout.diagnostics)")
        }
        GoldenFiles.layoutPictures.expect(text, matches: example.name)
    }

    /// The picture of one view: `measure`, when given, measures the estimated elements in the
    /// view's rect first (the step a collection view takes before it queries).
    static func render(_ layout: CollectionViewCompositionalLayout, view: View, size: CellSize,
                       measure: ((CollectionViewLayoutAttributes) -> CellSize?)? = nil) -> String {
        for section in 0..<layout.numberOfSections where layout.isOrthogonallyScrolling(section: section) {
            if let proposed = view.proposedOrthogonalOffset {
                layout.setOrthogonalOffset(layout.restingOrthogonalOffset(forSection: section, proposedOffset: proposed), forSection: section)
            } else {
                layout.setOrthogonalOffset(view.orthogonalOffsets[section] ?? 0, forSection: section)
            }
        }
        // The rect comes from the content size at the estimates; the heading, written after
        // measuring, states the content size the picture shows.
        let content = layout.collectionViewContentSize
        let rect = view.wholeContent
            ? CellRect(x: 0, y: 0, width: size.width, height: max(content.height, 1))
            : CellRect(x: 0, y: max(0, min(view.scrollY, content.height - size.height)), width: size.width, height: size.height)
        if let measure { layout.measureElements(in: rect, using: measure) }
        let elements = layout.layoutAttributesForElements(in: rect)
        let offsets = (0..<layout.numberOfSections).filter { layout.isOrthogonallyScrolling(section: $0) }
            .map { "\($0):\(layout.orthogonalOffset(forSection: $0))/\(layout.maximumOrthogonalOffset(forSection: $0))" }
        var heading = "## container \(size), content \(layout.collectionViewContentSize), rect \(rect)"
        if !offsets.isEmpty { heading += ", orthogonal offsets " + offsets.joined(separator: " ") }
        var picture = LayoutPicture(bounds: rect)
        picture.draw(elements, label: layout.label(for:))
        let frames = elements.sorted { $0.elementKey < $1.elementKey }.map(\.description)
        return ([heading, picture.text, "-- \(frames.count) elements"] + frames).joined(separator: "\n")
    }
}
