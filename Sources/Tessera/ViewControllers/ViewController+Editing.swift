import TesseraTerminal

/// A view controller's editing state and its edit button.
struct EditingState {
    var isEditing = false
    /// Made on first use of `editButtonItem`, as UIKit makes it.
    var editButton: BarButtonItem?
}

extension ViewController {
    /// A bar button item that toggles editing (Apple's `editButtonItem`): titled "edit" on `e`
    /// while not editing and "done" while editing, calling ``setEditing(_:animated:)`` with
    /// animation. Put it in ``navigationItem``'s bar button items.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItems = [editButtonItem]
    /// override func setEditing(_ editing: Bool, animated: Bool) {
    ///     super.setEditing(editing, animated: animated)
    ///     collectionView.isEditing = editing
    /// }
    /// ```
    public var editButtonItem: BarButtonItem {
        if let made = editingState.editButton { return made }
        let item = BarButtonItem(systemItem: .edit, primaryAction: Action(title: "edit") { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        })
        editingState.editButton = item
        editButtonDidChange()
        return item
    }

    /// Titles the edit button for the editing state; the item redraws the bars that show it.
    func editButtonDidChange() {
        editingState.editButton?.title = isEditing ? "done" : "edit"
        editingState.editButton?.style = isEditing ? .done : .plain
    }
}
