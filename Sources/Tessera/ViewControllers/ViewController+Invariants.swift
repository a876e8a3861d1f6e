extension ViewController {
    /// Checks what containers and presentations share (debug builds only): every child names this
    /// controller as its parent and appears at most once; a presented controller names this one as
    /// its presenter; a controller that has disappeared has no child still on screen (the
    /// appearance methods stay paired down the tree).
    func _checkInvariants() {
        #if DEBUG
        var seen = Set<ObjectIdentifier>()
        for child in children {
            precondition(child.parent === self, "a child of \(type(of: self)) names another parent")
            precondition(seen.insert(ObjectIdentifier(child)).inserted, "\(type(of: child)) is a child twice")
        }
        if let presented = presentedViewController {
            precondition(presented.presentingViewControllerStorage === self, "\(type(of: presented)) was presented by another controller")
        }
        if appearance == .disappeared {
            for child in children {
                precondition(child.appearance == .disappeared, "\(type(of: child)) is on screen inside a controller that disappeared")
            }
        }
        #endif
    }
}
