import Foundation
import TesseraLayout
import TesseraTerminal

/// An item being moved with ``CollectionView/beginInteractiveMovementForItem(at:)``: which item,
/// and where it would land if the movement ended now.
struct InteractiveMovement {
    /// The moving item, by identifier: its index path may change if an update arrives mid-move.
    var item: AnyIdentifier
    /// Where the item would go, in the current data (UIKit's target index path).
    var target: IndexPath
}

/// UIKit's interactive movement, which an app drives from a gesture (here the mouse: press on a
/// row that can move, release over another) and which commits through the data source.
extension CollectionView {
    /// The item whose cell holds `point` (content coordinates, as UIKit's point in the collection
    /// view's bounds), topmost first; nil over empty space or a header (Apple's
    /// `indexPathForItem(at:)`). Self-sizing items in view are measured first.
    public func indexPathForItem(at point: CellPoint) -> IndexPath? {
        layOutVisibleContent()
        prepareLayoutIfNeeded()
        return compositionalLayout.indexPathForItem(at: point)
    }

    /// Starts moving the item at `indexPath` (Apple's `beginInteractiveMovementForItem(at:)`).
    /// Returns false, and starts nothing, when there is no such item, another movement is under
    /// way, or the data source says it cannot move (`collectionView(_:canMoveItemAt:)`; for a
    /// diffable data source, its `reorderingHandlers.canReorderItem`). The item shows highlighted
    /// until the movement ends or is cancelled.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let connection, let item = connection.itemIdentity(at: indexPath),
              connection.canMoveItem(at: indexPath) else { return false }
        interactiveMovement = InteractiveMovement(item: item, target: indexPath)
        refreshAllCellStates()
        return true
    }

    /// Moves the target of the movement under way to the item at `targetPosition` (content
    /// coordinates; Apple's `updateInteractiveMovementTargetPosition(_:)`). Over empty space the
    /// target stays where it was. Nothing changes in the data until the movement ends; within a
    /// section, the next frame shows the items making room (see the preview in the drawing).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CellPoint) {
        guard interactiveMovement != nil, let path = indexPathForItem(at: targetPosition),
              path != interactiveMovement?.target else { return }
        interactiveMovement?.target = path
        setNeedsDisplay()
    }

    /// Ends the movement under way by committing it (Apple's `endInteractiveMovement()`): the
    /// data source's `collectionView(_:moveItemAt:to:)` moves the item to the target, which a
    /// diffable data source does by applying the new order and handing the transaction to its
    /// `reorderingHandlers` (`willReorder`, then `didReorder`). Ending where it began moves nothing.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        refreshAllCellStates()
        guard let connection, let source = connection.indexPath(forItemIdentity: movement.item),
              movement.target != source, movement.target.section < numberOfSections else { return }
        connection.moveItem(at: source, to: movement.target)
        scrollFocusedItemToVisible()
    }

    /// Ends the movement under way without moving anything (Apple's `cancelInteractiveMovement()`):
    /// the item stays where it was, and the data source is not told.
    public func cancelInteractiveMovement() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        refreshAllCellStates()
    }

    /// Drag to reorder: a left press on a row that can be moved (in edit mode, or showing a
    /// reorder control, as for Shift-↑/↓) begins a movement (``beginDragMovement(at:)``),
    /// motion (where the terminal reports it) moves its target, and the release ends it over
    /// another row or cancels it over the same one. Returns true when the event belonged to a
    /// movement; a press never does (it still focuses and activates as a click).
    func handleMovementDrag(_ mouse: MouseEvent, at point: CellPoint) -> Bool {
        switch mouse.kind {
        case .press:
            // A release that fell outside the view never came here: that movement is over.
            cancelInteractiveMovement()
            return false
        case .move:
            guard interactiveMovement != nil else { return false }
            updateInteractiveMovementTargetPosition(point)
            return true
        case .release(.left):
            guard let movement = interactiveMovement else { return false }
            updateInteractiveMovementTargetPosition(point)
            if interactiveMovement?.target == connection?.indexPath(forItemIdentity: movement.item) {
                cancelInteractiveMovement()
            } else {
                endInteractiveMovement()
            }
            return true
        default:
            return false
        }
    }

    /// Begins moving the just-pressed (and focused) row at `path` when it can be reordered.
    func beginDragMovement(at path: IndexPath) {
        guard path == indexPathForFocusedItem, reordersFocusedItemByKey else { return }
        beginInteractiveMovementForItem(at: path)
    }
}
