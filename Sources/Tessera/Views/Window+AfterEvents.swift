/// Work done once per batch of input. Keys that arrive together (typed faster than the loop
/// turns, a burst read in one go, a paste from a terminal without bracketed paste) are handled
/// one by one, but what each would ask for afterwards (a search for the text so far) is asked
/// once, for the state the last of them left, as fzf does. UIKit sees the same of a paste: one
/// change of several characters.
extension Window {
    /// Runs `action` once the events being handled now are all handled, in place of any action
    /// `owner` asked for earlier in the batch. Returns false (keeping nothing) when no batch is
    /// being handled (a change made by code, a test without a loop): the caller acts at once.
    /// O(1).
    func afterEvents(of owner: AnyObject, _ action: @escaping @MainActor () -> Void) -> Bool {
        guard isHandlingEvents() else { return false }
        afterEvents.keep(action, for: ObjectIdentifier(owner))
        return true
    }

    /// Runs the actions kept during the batch, in the order their owners first asked; an action
    /// that asks again (the loop no longer handling events) runs at once. O(actions).
    func runAfterEvents() {
        for action in afterEvents.take() { action() }
    }
}

/// The actions kept by ``Window/afterEvents(of:_:)``: the last one per owner, in the order the
/// owners first asked. Invariant: `order` lists each key of `actions` once, and nothing else.
struct AfterEventsQueue {
    private var order: [ObjectIdentifier] = []
    private var actions: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Keeps `action` for `owner`, replacing the one it kept before (keeping its turn). O(1).
    mutating func keep(_ action: @escaping @MainActor () -> Void, for owner: ObjectIdentifier) {
        if actions.updateValue(action, forKey: owner) == nil { order.append(owner) }
        _checkInvariants()
    }

    /// The kept actions in order; the queue is left empty. O(actions).
    mutating func take() -> [@MainActor () -> Void] {
        guard !order.isEmpty else { return [] }
        defer { order = []; actions = [:] }
        return order.compactMap { actions[$0] }
    }

    func _checkInvariants() {
        #if DEBUG
        precondition(order.count == actions.count && Set(order).count == order.count,
                     "AfterEventsQueue: \(order.count) owners in order for \(actions.count) actions")
        #endif
    }
}
