import Foundation
import TesseraLayout

extension CollectionView {
    /// While an interactive movement is under way within one section, the items between the
    /// moving item and its target make room, as UIKit's do during a drag: each is drawn in the
    /// slot of its neighbour toward the moving item's old place, and the moving item (on top) in
    /// the target's slot, each keeping its own size; what hangs on an item (a separator, a
    /// badge) moves with it. Nothing changes in the layout or the data, so cancelling shows the
    /// old order again and ending shows the same picture, now true. Across sections the moving
    /// item only shows highlighted. O(placements).
    func previewInteractiveMovement(_ placements: inout [FramePlacement], attributes byKey: [ElementKey: CollectionViewLayoutAttributes]) {
        guard let movement = interactiveMovement, let source = connection?.indexPath(forItemIdentity: movement.item),
              movement.target.section == source.section, movement.target != source else { return }
        let from = source.item, to = movement.target.item
        /// The index whose slot the item at `index` is drawn in; nil when it stays.
        func slot(ofItemAt index: Int) -> Int? {
            if index == from { return to }
            if from < to, index > from, index <= to { return index - 1 }
            if to < from, index >= to, index < from { return index + 1 }
            return nil
        }
        var shifts: [ElementKey: (dx: Int, dy: Int)] = [:]
        for i in placements.indices {
            guard case .cell = placements[i].role, let path = byKey[placements[i].key]?.indexPath, path.section == source.section,
                  let slotIndex = slot(ofItemAt: path.item),
                  let slot = compositionalLayout.layoutAttributesForItem(at: IndexPath(item: slotIndex, section: path.section))?.frame
            else { continue }
            let old = placements[i].rect
            placements[i].rect = CellRect(origin: slot.origin, size: old.size)
            shifts[placements[i].key] = (slot.minX - old.minX, slot.minY - old.minY)
        }
        for i in placements.indices {
            guard case .anchored(let anchor) = placements[i].role, let shift = shifts[anchor] else { continue }
            placements[i].rect = placements[i].rect.offsetBy(dx: shift.dx, dy: shift.dy)
        }
        if let moving = placements.firstIndex(where: { $0.key == .item(movement.item) }) {
            placements.append(placements.remove(at: moving))
        }
    }
}
