import TesseraTerminal

/// How the columns go on and off the screen: collapsing into one stack, expanding back, and the
/// appearance calls that go with it.
///
/// The rule the appearance calls keep: a page that is on screen before and after a change is
/// told nothing (the secondary's page, moved onto the primary's stack when collapsing, does not
/// disappear and appear again); a page that leaves is told it disappears, one that arrives that
/// it appears, each "will" before its "did". Moving a page between the two navigation
/// controllers is a real change of parent (`willMove`/`didMove`), as in UIKit.
extension SplitViewController {
    /// The navigation controller on screen while collapsed: the `.compact` column's when set,
    /// else the primary's.
    var displayedCollapsedNavigation: NavigationController? {
        columnNavigations[.compact] ?? columnNavigations[.primary]
    }

    /// The navigation controllers that should be on screen now, in drawing order.
    var wantedNavigations: [NavigationController] {
        if isCollapsed { return displayedCollapsedNavigation.map { [$0] } ?? [] }
        let secondary = columnNavigations[.secondary]
        if preferredDisplayMode == .secondaryOnly, let secondary { return [secondary] }
        return [columnNavigations[.primary], secondary].compactMap { $0 }
    }

    /// Whether `navigation`'s view is in the split view's view.
    func isDisplayed(_ navigation: NavigationController?) -> Bool {
        guard let navigation, let container = viewIfLoaded else { return false }
        return navigation.viewIfLoaded?.superview === container
    }

    /// Replaces `column`'s navigation controller `old` with `new` (either may be nil, or the same)
    /// and shows `controller` in it when `new` was made for it.
    func replaceColumn(_ column: Column, navigation old: NavigationController?, with new: NavigationController?,
                       showing controller: ViewController?) {
        if column == .secondary || column == .primary, primaryStackCount != nil, let primary = columnNavigations[.primary] {
            // The secondary's pages pushed on the primary's stack while collapsed go with it.
            primary.setViewControllers(Array(primary.viewControllers.prefix(primaryStackCount ?? 0)), animated: false)
            primaryStackCount = nil
        }
        if old !== new, let old {
            if isDisplayed(old) { takeOffScreen(old) }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        columnNavigations[column] = new
        if let new, old !== new {
            addChild(new)
            new.didMove(toParent: self)
        }
        if let new, let controller, new !== controller {
            new.setViewControllers([controller], animated: false)
        }
        showWantedColumns()
    }

    // MARK: Arranging for the width

    /// Collapses or expands for the view's width, and puts the wanted columns on screen. The
    /// first time the view has a width decides without animation or delegate questions about
    /// what was on screen before (nothing was).
    func arrangeColumns() {
        guard let container = viewIfLoaded, container.bounds.width > 0 else { return }
        let width = container.bounds.width
        let collapse = width < compactWidthThreshold
        let first = arrangedWidth == nil
        arrangedWidth = width
        if first {
            isCollapsed = collapse
            if collapse { mergeSecondaryIfOnTop() }
            showWantedColumns()
            if collapse { delegate?.splitViewControllerDidCollapse(self) }
        } else if collapse != isCollapsed {
            collapse ? collapseColumns() : expandColumns()
        } else {
            showWantedColumns()
        }
        _checkSplitInvariants()
    }

    /// Expanded → collapsed: the secondary's pages go on the primary's stack when the secondary is
    /// to be on top (it was shown, or the delegate says so), else they wait off screen.
    private func collapseColumns() {
        isCollapsed = true
        if columnNavigations[.compact] == nil { mergeSecondaryIfOnTop() }
        showWantedColumns()
        if let window = viewIfLoaded?.window, window.focusedView.map({ !$0.isDescendant(of: viewIfLoaded!) }) ?? true,
           let shown = displayedCollapsedNavigation?.viewIfLoaded {
            window.focusEngine.focusFirst(of: [Window.focusable(in: shown).first])
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Collapsed → expanded: the pages pushed for the secondary go back to its column (or, when
    /// they were all popped, the secondary's last page comes back), both columns on screen.
    private func expandColumns() {
        isCollapsed = false
        let focused = viewIfLoaded?.window?.focusedView
        let page: ViewController?
        if let separated = delegateSeparatedSecondary() {
            setViewController(separated, for: .secondary)   // the pages pushed for the old one leave the stack
            secondaryWasShown = true
            page = separated
        } else {
            page = unmergeSecondary()
        }
        showWantedColumns()
        if let focused, let page, let pageView = page.viewIfLoaded, focused.isDescendant(of: pageView) {
            focused.becomeFirstResponder()   // the page that had focus keeps it in its column
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Asks which column is on top once collapsed and, for the secondary, moves its pages onto
    /// the primary's stack. The secondary's top page stays on screen throughout when it was.
    private func mergeSecondaryIfOnTop() {
        guard let primary = columnNavigations[.primary], let secondary = columnNavigations[.secondary],
              let top = secondary.topViewController else { return }
        let proposed: Column = secondaryWasShown ? .secondary : .primary
        let chosen = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        guard chosen == .secondary, !delegateCollapsesSecondary(onto: primary, secondary: secondary) else { return }
        let pages = secondary.viewControllers
        let window = viewIfLoaded?.window
        let focusWasOnPage = window?.focusedView.map { $0.isDescendant(of: top.view) } ?? false
        if focusWasOnPage { top.focusToRestore = window?.focusedView }
        // The page stays on screen only when the primary is there to take it.
        let keepsPage = isDisplayed(secondary) && isDisplayed(primary)
        if keepsPage {
            top.viewIfLoaded?.removeFromSuperview()   // out of its column first: it does not leave the screen
        }
        if isDisplayed(secondary) { takeOffScreen(secondary) }
        secondary.setViewControllers([], animated: false)
        primaryStackCount = primary.viewControllers.count
        primary.setViewControllers(primary.viewControllers + pages, animated: false)
        secondaryWasShown = true
    }

    /// Takes the pages above the primary's own off its stack and gives them back to the
    /// secondary (or its last page, when they were popped); returns the secondary's top page.
    @discardableResult
    private func unmergeSecondary() -> ViewController? {
        guard let secondary = columnNavigations[.secondary] else { return nil }
        guard let stackCount = primaryStackCount, let primary = columnNavigations[.primary] else {
            return secondary.topViewController
        }
        let own = min(stackCount, primary.viewControllers.count)
        primaryStackCount = nil
        var pages = Array(primary.viewControllers.dropFirst(own))
        secondaryWasShown = !pages.isEmpty
        let fromPrimary = !pages.isEmpty
        if pages.isEmpty, let last = columnControllers[.secondary], last.parent == nil, !(last is NavigationController) {
            pages = [last]
        }
        guard let top = pages.last else { return nil }
        // The top page goes from one column to the other while on screen: hide that from the
        // appearance calls (it neither disappears nor appears), then give its state back.
        let saved = top.appearance
        let silent = fromPrimary && saved != .disappeared
        if silent { top.appearance = .disappeared }
        if fromPrimary { primary.setViewControllers(Array(primary.viewControllers.prefix(own)), animated: false) }
        secondary.setViewControllers(pages, animated: false)
        if silent { top.appearance = saved }
        return top
    }

    // MARK: Showing while collapsed

    /// While collapsed: the secondary's pages pushed on the primary's stack, if they are not.
    func pushSecondaryWhileCollapsed() {
        guard isCollapsed, columnNavigations[.compact] == nil, primaryStackCount == nil,
              let primary = columnNavigations[.primary], let secondary = columnNavigations[.secondary],
              !secondary.viewControllers.isEmpty else { return }
        let pages = secondary.viewControllers
        secondary.setViewControllers([], animated: false)
        primaryStackCount = primary.viewControllers.count
        primary.setViewControllers(primary.viewControllers + pages, animated: true)
        _checkSplitInvariants()
    }

    /// While collapsed: back to the primary's own pages; the secondary's go back to its column,
    /// off screen, until it is shown again.
    func popToPrimaryWhileCollapsed() {
        guard isCollapsed, let stackCount = primaryStackCount, let primary = columnNavigations[.primary],
              let secondary = columnNavigations[.secondary] else { return }
        let own = min(stackCount, primary.viewControllers.count)
        let pages = Array(primary.viewControllers.dropFirst(own))
        primaryStackCount = nil
        secondaryWasShown = false
        primary.setViewControllers(Array(primary.viewControllers.prefix(own)), animated: true)
        if !pages.isEmpty { secondary.setViewControllers(pages, animated: false) }
        _checkSplitInvariants()
    }

    // MARK: On and off the screen

    /// Takes off the screen the navigation controllers no longer wanted and puts on it those
    /// newly wanted, in drawing order.
    func showWantedColumns() {
        guard viewIfLoaded != nil, arrangedWidth != nil else { return }
        let wanted = wantedNavigations
        for column in [Column.compact, .secondary, .primary] {
            guard let navigation = columnNavigations[column], isDisplayed(navigation),
                  !wanted.contains(where: { $0 === navigation }) else { continue }
            takeOffScreen(navigation)
        }
        for navigation in wanted where !isDisplayed(navigation) { putOnScreen(navigation) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Adds `navigation`'s view, telling it (and its top page) it appears when the split view is
    /// on screen; while the split view itself is appearing, its "did" comes with the split view's.
    func putOnScreen(_ navigation: NavigationController) {
        guard let container = viewIfLoaded else { return }
        let told = isOnScreen
        if told { navigation.beginAppearanceTransition(true, animated: false) }
        container.addSubview(navigation.view)
        if told, appearance == .appeared { navigation.endAppearanceTransition() }
    }

    /// Removes `navigation`'s view, telling it (and its top page) it disappears when it was told
    /// it appeared. Focus inside it passes on.
    func takeOffScreen(_ navigation: NavigationController) {
        let told = navigation.isOnScreen
        if told { navigation.beginAppearanceTransition(false, animated: false) }
        navigation.viewIfLoaded?.removeFromSuperview()
        if told { navigation.endAppearanceTransition() }
    }
}
