/// The views a collection view owns, each in exactly one place: **live** (showing an element,
/// by its key), **fading** (showing a deleted element until its animation ends), **set aside**
/// (fading when an update replaced the animation, kept for the next plan, which may fade them
/// on), or **pooled** (waiting to be dequeued again, by reuse key). It is the one owner of that bookkeeping, so a
/// view is never drawn for two elements or handed out while it is still on screen.
///
/// Invariant (checked by `_checkInvariants()` in debug builds after each frame and update): no
/// view is in two places or twice in one; live and fading keys are disjoint (a set-aside view's
/// key may be live again: its element came back before the plan); every pooled view
/// has the reuse key of its pool. Costs: look-ups O(1); the check O(views).
@MainActor
struct CellStore {
    /// Views showing an element now.
    private(set) var live: [ElementKey: CollectionReusableView] = [:]
    /// Views of deleted elements, kept until their fade ends.
    private(set) var fading: [ElementKey: CollectionReusableView] = [:]
    /// Fading views of an animation an update replaced, until the next plan takes them.
    private(set) var setAside: [ElementKey: CollectionReusableView] = [:]
    /// Recycled views by reuse key.
    private(set) var pool: [ReuseKey: [CollectionReusableView]] = [:]
    /// Items whose live cell must ask its provider again before it is drawn (reconfigured).
    var needingReconfigure: Set<AnyIdentifier> = []
    /// Cell classes registered by reuse identifier (`register(_:forCellWithReuseIdentifier:)`).
    var registeredCellClasses: [String: CollectionViewCell.Type] = [:]
    /// Header, footer and badge classes registered by kind and reuse identifier.
    var registeredSupplementaryClasses: [SupplementaryClassKey: CollectionReusableView.Type] = [:]
    /// The element whose view the data source is being asked for right now: dequeuing hands back
    /// its own view when that came from the same pool.
    var requestedKey: ElementKey?

    /// The live view of `key`, or its fading one.
    func view(for key: ElementKey) -> CollectionReusableView? { live[key] ?? fading[key] }

    /// Makes `view` the live view of `key`, recycling the one it replaces.
    mutating func setLive(_ view: CollectionReusableView, for key: ElementKey) {
        if let old = live[key], old !== view { recycle(old) }
        live[key] = view
    }

    /// Takes `key`'s live view off screen and back to its pool.
    mutating func recycleLive(_ key: ElementKey) {
        if let view = live.removeValue(forKey: key) { recycle(view) }
    }

    /// Every live view back to its pool (a reload replaces them all).
    mutating func recycleAllLive() {
        for view in live.values { recycle(view) }
        live.removeAll()
    }

    /// Moves `key`'s view to the fading set, from the live set or from `stillFading` (views of an
    /// earlier update's deletions, taken over by this one). Returns whether there was one.
    @discardableResult
    mutating func beginFading(_ key: ElementKey, orTakeFrom stillFading: inout [ElementKey: CollectionReusableView]) -> Bool {
        guard let view = live.removeValue(forKey: key) ?? stillFading.removeValue(forKey: key) else { return false }
        (view as? CollectionViewCell)?.loseFocusForFading()
        fading[key] = view
        return true
    }

    /// An update replaced the animation the fading views belong to: they wait, set aside, for
    /// the next plan (which may keep fading them), so that an element coming back meanwhile can
    /// have a live view of its own.
    mutating func setAsideFading() {
        for (key, view) in fading {
            if let older = setAside.updateValue(view, forKey: key) { recycle(older) }
        }
        fading.removeAll()
    }

    /// Hands over the fading views and those set aside (to an update that may keep fading some of
    /// them); the store no longer holds them, so what the caller does not keep it must `recycle`.
    mutating func takeFading() -> [ElementKey: CollectionReusableView] {
        var all = setAside
        for (key, view) in fading {
            if let older = all.updateValue(view, forKey: key) { recycle(older) }
        }
        fading.removeAll()
        setAside.removeAll()
        return all
    }

    /// Every fading and set-aside view back to its pool (their fade is over).
    mutating func recycleAllFading() {
        for view in fading.values { recycle(view) }
        for view in setAside.values { recycle(view) }
        fading.removeAll()
        setAside.removeAll()
    }

    /// Live views whose keys `keep` rejects go back to their pools.
    mutating func recycleLive(where shouldRecycle: (ElementKey) -> Bool) {
        for (key, view) in live where shouldRecycle(key) {
            live[key] = nil
            recycle(view)
        }
    }

    /// A pooled view for `reuseKey`, taken out of the pool; nil when the pool is empty.
    mutating func dequeue(_ reuseKey: ReuseKey) -> CollectionReusableView? {
        pool[reuseKey]?.popLast()
    }

    /// Forgets the pool of `reuseKey` (its class was replaced, so those views are not reused).
    mutating func dropPool(_ reuseKey: ReuseKey) {
        pool[reuseKey] = nil
    }

    /// Hands a view back to its registration's pool (views without a reuse key are dropped).
    mutating func recycle(_ view: CollectionReusableView) {
        guard let key = view.reuseKey else { return }
        view.prepareForReuse()
        pool[key, default: []].append(view)
    }

    /// How many views the store holds in all (live, fading, set aside and pooled).
    var count: Int { live.count + fading.count + setAside.count + pool.values.reduce(0) { $0 + $1.count } }

    /// Checks the invariant stated on the type (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        var seen = Set<ObjectIdentifier>()
        for (key, view) in live {
            precondition(fading[key] == nil, "\(key) is both live and fading")
            precondition(seen.insert(ObjectIdentifier(view)).inserted, "a view is live for two elements (\(key))")
        }
        for (key, view) in fading {
            precondition(seen.insert(ObjectIdentifier(view)).inserted, "a fading view (\(key)) is also live or fading elsewhere")
        }
        for (key, view) in setAside {
            precondition(seen.insert(ObjectIdentifier(view)).inserted, "a set-aside view (\(key)) is also live, fading or set aside elsewhere")
        }
        for (reuseKey, views) in pool {
            for view in views {
                precondition(view.reuseKey == reuseKey, "a view sits in the pool of another reuse key")
                precondition(seen.insert(ObjectIdentifier(view)).inserted, "a pooled view is also live, fading or pooled twice")
            }
        }
        #endif
    }
}
