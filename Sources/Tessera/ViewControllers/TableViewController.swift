import Foundation

/// A view controller whose view is a table it feeds (Apple's `UITableViewController`): it is the
/// table's data source and delegate, so a port that subclasses it and overrides
/// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`,
/// `tableView(_:didSelectRowAt:)` and the rest compiles as it does on iOS.
///
/// Every data source and delegate method a subclass commonly overrides is declared here, with
/// UIKit's default, because Swift lets a subclass override only what its class declares (a
/// protocol extension's default cannot be overridden). There is no storyboard: a prototype
/// cell's reuse identifier must be registered in ``ViewController/viewDidLoad()`` with
/// `tableView.register(TableViewCell.self, forCellReuseIdentifier:)`.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with (Apple's `init(style:)`).
    public let tableViewStyle: TableView.Style
    private var madeTableView: TableView?

    /// Whether the selected row is deselected each time the view is about to appear (Apple's
    /// `clearsSelectionOnViewWillAppear`, true by default): coming back from a pushed detail
    /// leaves no row selected.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style` (Apple's `init(style:)`).
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init()
    }

    /// A controller with a plain table, as a storyboard's table view controller is by default.
    public override init() {
        tableViewStyle = .plain
        super.init()
    }

    /// The table this controller feeds (Apple's `tableView`): the controller's view, made on
    /// first use with this controller as its data source and delegate. Setting it replaces the view.
    public var tableView: TableView! {
        get {
            if let madeTableView { return madeTableView }
            loadViewIfNeeded()
            return madeTableView
        }
        set {
            madeTableView = newValue
            view = newValue
        }
    }

    /// Makes the table and makes it the view; the table's data source and delegate are this controller.
    open override func loadView() {
        let table = TableView(frame: .zero, style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        madeTableView = table
        view = table
    }

    /// Deselects the selected row when ``clearsSelectionOnViewWillAppear`` is true, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let tableView = madeTableView,
           let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    /// Puts the table into or out of editing along with the controller, as UIKit's does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        madeTableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source (UIKit's defaults; override as on iOS)

    /// Sections in the table: 1 unless overridden.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Rows in `section`: 0 unless overridden (UIKit's controller, without a storyboard, has none).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// The cell for a row: a subclass that reports rows must override this.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        fatalError("\(type(of: self)) reports rows but does not override tableView(_:cellForRowAt:)")
    }
    /// A section's header title: none unless overridden.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// A section's footer title: none unless overridden.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether a row offers Delete in edit mode: false unless overridden (see `TableViewDataSource`).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Whether a row shows a reorder handle in edit mode: false unless overridden.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits a delete or insert: nothing unless overridden.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Moves a row in the model: nothing unless overridden.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (UIKit's defaults; override as on iOS)

    /// The row to select instead of `indexPath`, or nil for none: `indexPath` unless overridden.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// A row was selected: nothing unless overridden.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// A row was deselected: nothing unless overridden.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Whether a row highlights when pressed: true unless overridden.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// A row's trailing swipe actions: the table's default (Delete for editable rows) unless overridden.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// A row's leading swipe actions: none unless overridden.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// A row's height: the table's `rowHeight` unless overridden.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// A section header's height: the table's `sectionHeaderHeight` unless overridden.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// A section footer's height: the table's `sectionFooterHeight` unless overridden.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// A section's header view: none (the title, if any, is drawn) unless overridden.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? { nil }
    /// A section's footer view: none (the title, if any, is drawn) unless overridden.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> CollectionReusableView? { nil }
}
