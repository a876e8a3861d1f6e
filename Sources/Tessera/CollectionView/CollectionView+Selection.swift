import Foundation
import OrderedCollections

extension CollectionView {
    /// Selected items, in index-path order.
    public var indexPathsForSelectedItems: [IndexPath]? {
        guard let connection else { return nil }
        return marks.selected.compactMap(connection.indexPath(forItemIdentity:)).sorted()
    }

    /// Selects an item (without asking the delegate, as Apple's). In single selection it
    /// replaces the current one.
    public func selectItem(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = []) {
        guard let indexPath else {
            marks.selected.removeAll()
            refreshAllCellStates()
            return
        }
        guard let id = connection?.itemIdentity(at: indexPath) else { return }
        if !allowsMultipleSelection { marks.selected.removeAll() }
        marks.selected.append(id)  // no-op when already there
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition) }
        refreshAllCellStates()
    }

    /// Deselects an item without asking or telling the delegate (Apple's
    /// `deselectItem(at:animated:)`); `animated` is accepted for source compatibility.
    public func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
        guard let id = connection?.itemIdentity(at: indexPath) else { return }
        marks.selected.remove(id)
        refreshAllCellStates()
    }

    /// What Enter and a click do on an item: ask the delegate, select (or, with multiple
    /// selection, toggle), and tell the delegate once.
    func userSelectItem(at indexPath: IndexPath) {
        guard allowsSelection, let id = connection?.itemIdentity(at: indexPath) else { return }
        flashPressHighlight(id, at: indexPath)
        if allowsMultipleSelection, marks.selected.contains(id) {
            marks.selected.remove(id)
            refreshAllCellStates()
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        var deselected: [IndexPath] = []
        if !allowsMultipleSelection {
            deselected = marks.selected.filter { $0 != id }.compactMap { connection?.indexPath(forItemIdentity: $0) }
            marks.selected.removeAll { $0 != id }
        }
        marks.selected.append(id)  // no-op when already there
        refreshAllCellStates()
        for path in deselected { delegate?.collectionView(self, didDeselectItemAt: path) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Shows the pressed item highlighted for `pressHighlightDuration`, as a tap shows it while
    /// the finger is down, unless the delegate declines. The selection changes at once; the
    /// highlight ends with the animation clock.
    func flashPressHighlight(_ id: AnyHashable, at indexPath: IndexPath) {
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
