import Foundation
import OrderedCollections

extension CollectionView {
    /// Selected items, in index-path order. O(s log s) for s selected items: the marks keep
    /// where their items are, so nothing is looked up by identifier.
    public var indexPathsForSelectedItems: [IndexPath]? {
        guard connection != nil else { return nil }
        return marks.selectedIndexPaths
    }

    /// Selects an item (without asking the delegate, as Apple's). In single selection it
    /// replaces the current one.
    public func selectItem(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = []) {
        guard let indexPath else {
            _ = marks.deselectAll()
            refreshAllCellStates()
            return
        }
        guard let id = connection?.itemIdentity(at: indexPath) else { return }
        if !allowsMultipleSelection { _ = marks.deselectAll() }
        marks.select(id, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition) }
        refreshAllCellStates()
    }

    /// Deselects an item without asking or telling the delegate (Apple's
    /// `deselectItem(at:animated:)`); `animated` is accepted for source compatibility.
    public func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
        guard let id = connection?.itemIdentity(at: indexPath) else { return }
        marks.deselect(id)
        refreshAllCellStates()
    }

    /// What Enter and a click do on an item: ask the delegate, select (or, with multiple
    /// selection, toggle), and tell the delegate once.
    func userSelectItem(at indexPath: IndexPath) {
        guard allowsSelection, let id = connection?.itemIdentity(at: indexPath) else { return }
        flashPressHighlight(id, at: indexPath)
        if allowsMultipleSelection, marks.isSelected(id) {
            marks.deselect(id)
            refreshAllCellStates()
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        var deselected: [IndexPath] = []
        if !allowsMultipleSelection {
            deselected = marks.deselectAll(except: id).sorted()
        }
        marks.select(id, at: indexPath)
        refreshAllCellStates()
        for path in deselected { delegate?.collectionView(self, didDeselectItemAt: path) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Shows the pressed item highlighted for `pressHighlightDuration`, as a tap shows it while
    /// the finger is down, unless the delegate declines. The selection changes at once; the
    /// highlight ends with the animation clock.
    func flashPressHighlight(_ id: AnyIdentifier, at indexPath: IndexPath) {
        guard pressHighlightDuration > .zero, window != nil,
              delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        marks.highlight(id, until: now + pressHighlightDuration)
        refreshAllCellStates()
    }

    /// Ends the press highlight once its time is up.
    func endPressHighlightIfDue(at time: Duration) {
        guard marks.endHighlight(ifDueAt: time) else { return }
        refreshAllCellStates()
    }
}
