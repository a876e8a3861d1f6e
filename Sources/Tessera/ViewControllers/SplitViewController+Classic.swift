/// UIKit's classic (before iOS 14) split view API, still in wide use: the controllers as an
/// array, the old display-mode names, and the delegate's collapse and separate questions.
extension SplitViewController {
    /// The primary and secondary controllers, as set (Apple's classic `viewControllers`). Setting
    /// it puts the first in the primary column and the second, if any, in the secondary, as
    /// ``setViewController(_:for:)`` does.
    public var viewControllers: [ViewController] {
        get { [columnControllers[.primary], columnControllers[.secondary]].compactMap { $0 } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
        }
    }

    /// Whether the delegate took care of the secondary at collapsing (its classic
    /// `collapseSecondary:onto:` answered true).
    func delegateCollapsesSecondary(onto primary: NavigationController, secondary: NavigationController) -> Bool {
        guard let delegate else { return false }
        return delegate.splitViewController(self, collapseSecondary: columnControllers[.secondary] ?? secondary,
                                            onto: columnControllers[.primary] ?? primary)
    }

    /// The controller the delegate gives for the secondary column at expanding (its classic
    /// `separateSecondaryFrom:`), nil when it leaves it to the split view.
    func delegateSeparatedSecondary() -> ViewController? {
        guard let delegate, let primary = columnControllers[.primary] ?? columnNavigations[.primary] else { return nil }
        return delegate.splitViewController(self, separateSecondaryFrom: primary)
    }
}

extension SplitViewController.DisplayMode {
    /// The classic name of ``oneBesideSecondary`` (Apple's deprecated `allVisible`).
    public static let allVisible = Self.oneBesideSecondary
    /// The classic name of ``secondaryOnly`` (Apple's deprecated `primaryHidden`).
    public static let primaryHidden = Self.secondaryOnly
    /// The classic name of ``oneOverSecondary`` (Apple's deprecated `primaryOverlay`).
    public static let primaryOverlay = Self.oneOverSecondary
}
