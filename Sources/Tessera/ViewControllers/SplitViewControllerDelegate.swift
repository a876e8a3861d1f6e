/// What a ``SplitViewController`` tells, and asks, as its columns change (Apple's
/// `UISplitViewControllerDelegate`, the column-style methods). Every method has a default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Which column is on top once collapsed into one stack. `proposedTopColumn` is `.secondary`
    /// when the secondary was shown (``SplitViewController/show(_:)``, `showDetailViewController`),
    /// else `.primary`. Not asked when a `.compact` column's controller is set (it is shown).
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column
    /// The split view collapsed into one navigation stack (the terminal became narrower than its
    /// ``SplitViewController/compactWidthThreshold``, or started so).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The split view shows its columns side by side again.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// A hidden column is about to show (``SplitViewController/show(_:)`` while expanded).
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// A column is about to hide (``SplitViewController/hide(_:)`` while expanded).
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// Collapsing with the secondary on top (UIKit's classic
    /// `splitViewController(_:collapseSecondary:onto:)`): return true when you have dealt with
    /// the secondary yourself, and the split view leaves it off the stack (the primary's pages
    /// are shown: the usual answer when the secondary is an empty placeholder); false (the
    /// default) pushes its pages on the primary's stack.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// Expanding (UIKit's classic `splitViewController(_:separateSecondaryFrom:)`): return the
    /// controller to show in the secondary column, or nil (the default) to give the secondary back
    /// the pages that were pushed for it.
    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
}

extension SplitViewControllerDelegate {
    /// The proposed column: what UIKit does without a delegate.
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column {
        proposedTopColumn
    }
    /// Nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    /// Nothing.
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    /// Nothing.
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    /// False: the split view pushes the secondary's pages on the primary's stack.
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    /// Nil: the secondary gets back the pages pushed for it.
    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
}
