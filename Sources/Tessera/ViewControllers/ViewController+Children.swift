extension ViewController {
    /// Makes `child` a child of this controller (Apple's `addChild(_:)`), taking it from its old
    /// parent first. Calls the child's ``willMove(toParent:)``; adding its view to this one's and
    /// calling ``didMove(toParent:)`` are the caller's, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        _checkInvariants()
    }

    /// Takes the controller out of its parent's children (Apple's `removeFromParent()`) and calls
    /// ``didMove(toParent:)`` with nil. Call ``willMove(toParent:)`` with nil and remove the view
    /// from its superview first, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        parent._checkInvariants()
    }
}
