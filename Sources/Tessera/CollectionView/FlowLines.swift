import Foundation

/// A flow layout's lines, worked out in whole cells along a line (`along`: x when scrolling
/// vertically) and across lines (`across`): items fill a line while they fit, with at least
/// `itemSpacing` between them; a line's spare room is shared between its gaps, edges rounded so
/// the line ends exactly at `room` (a lone item is centred); each line is as thick as its
/// thickest item, smaller ones centred in it; lines are `lineSpacing` apart.
struct FlowLines {
    struct Size: Equatable { var along: Int; var across: Int }
    struct Frame: Equatable { var along: Int; var across: Int; var width: Int; var height: Int }

    /// Each item's frame, in item order (width along the line, height across).
    private(set) var frames: [Frame] = []
    /// The lines' total thickness, spacing included.
    private(set) var length = 0

    init(sizes: [Size], room: Int, itemSpacing: Int, lineSpacing: Int) {
        var start = 0
        var offset = 0
        while start < sizes.count {
            // As many items as fit (always at least one: an item wider than the room is clipped).
            var end = start + 1
            var used = min(sizes[start].along, room)
            while end < sizes.count, used + itemSpacing + sizes[end].along <= room {
                used += itemSpacing + sizes[end].along
                end += 1
            }
            let line = sizes[start..<end]
            let thickness = line.map(\.across).max() ?? 0
            let spare = room - used
            let gaps = line.count - 1
            var position = gaps == 0 ? spare / 2 : 0
            for (index, size) in zip(line.indices, line) {
                let width = min(size.along, room)
                frames.append(Frame(along: position, across: offset + (thickness - size.across) / 2, width: width, height: size.across))
                // The k-th gap gets its share of the spare room, rounded at the edges.
                let k = index - start + 1
                if gaps > 0 { position += width + itemSpacing + (spare * k / gaps - spare * (k - 1) / gaps) }
            }
            offset += thickness
            start = end
            if start < sizes.count { offset += lineSpacing }
        }
        length = offset
    }
}
