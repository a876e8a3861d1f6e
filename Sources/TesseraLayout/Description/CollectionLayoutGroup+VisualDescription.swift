import Foundation

extension CollectionLayoutGroup {
    /// A picture of one instance of the group as it lays out at the top of a section of
    /// `containerSize` cells: its items numbered in order, its supplementary items by kind.
    /// Estimated sizes show at their estimates.
    public func visualDescription(containerSize: CellSize = CellSize(width: 40, height: 12), cellAspect: CGFloat = 0.5) -> String {
        let diagnostics = LayoutDiagnostics()
        let resolver = DimensionResolver(cellAspect: cellAspect, diagnostics: diagnostics)
        let arranger = GroupArranger(resolver: resolver, cellAspect: cellAspect)
        let container = CGSize(width: containerSize.width, height: containerSize.height)
        var size = resolver.size(layoutSize, in: container)
        size = CGSize(width: CGFloat(CellRounding.cells(min(size.width, container.width))), height: CGFloat(CellRounding.cells(size.height)))
        let planned = arranger.plan(self, size: size)
        let frames = GroupFrames.make(planned, size: size, arranger: arranger, measured: { _ in nil })

        var elements = frames.items.enumerated().map { index, frame in
            CollectionViewLayoutAttributes(frame: frame, zIndex: frames.itemZIndices[index], indexPath: IndexPath(item: index, section: 0))
        }
        elements += frames.supplementaries.map {
            CollectionViewLayoutAttributes(frame: $0.frame, zIndex: $0.zIndex, indexPath: IndexPath(item: $0.leaf, section: 0),
                                           representedElementCategory: .supplementaryView, representedElementKind: $0.kind)
        }
        let bounds = elements.reduce(CellRect(origin: .zero, size: frames.size)) { $0.union($1.frame) }
        var picture = LayoutPicture(bounds: bounds)
        picture.draw(elements) { element in
            element.representedElementKind.map { String($0.prefix(1)) } ?? "\(element.indexPath.item)"
        }
        var header = "group \(frames.size), \(frames.itemCount) item\(frames.itemCount == 1 ? "" : "s")"
        if !diagnostics.messages.isEmpty { header += " (" + diagnostics.messages.joined(separator: "; ") + ")" }
        return header + "\n" + picture.text
    }
}
