import TesseraTerminal

// Frames: one frame of the stacked plan, what rides on items or floats, the cross-fade fallback,
// and paint order. `plan()` (in UpdatePlanner.swift) makes them and checks each against the rule.
extension UpdatePlanner {
    /// Where an item was placed in the frame being made, for what hangs on it.
    struct HostPlace {
        var rect: CellRect
        var clip: CellRect
        var isDimmed: Bool
        /// The rect and clip of the side it is drawn from.
        var side: CellRect
        var sideClip: CellRect
    }

    /// Tables `stackedFrame` fills for each frame, kept from one frame to the next.
    struct FrameScratch {
        /// By element: where it was placed, valid when its stamp is the frame's.
        var hosts: [HostPlace?]
        var hostStamps: [Int]
        var stamp = 0

        init(count: Int) {
            hosts = [HostPlace?](repeating: nil, count: count)
            hostStamps = [Int](repeating: 0, count: count)
        }
    }

    /// One frame of the stacked plan at eased progress `e`, in the order it was made (not paint order).
    func stackedFrame(at e: Double, lanes: Lanes, scratch: inout FrameScratch) -> [PlannedPlacement] {
        let switched = e >= switchPoint
        var placements: [PlannedPlacement] = []
        placements.reserveCapacity(elements.count)
        scratch.stamp += 1
        let stamp = scratch.stamp
        for (key, lane) in lanes {
            for placed in lane.frame(at: e, switchingAt: switchPoint) {
                let element = plain[placed.element]
                let motion = placed.motion
                // The side the member is drawn from: its new place once it has switched or slides.
                let useNew = motion == .slide || motion == .fadeIn || motion == .grow
                guard let side = useNew ? element.to : element.from else { continue }
                let sideClip = useNew ? element.toClip : element.fromClip
                let rect = key.sideways
                    ? CellRect(x: placed.start, y: key.crossStart, width: placed.length, height: key.crossLength)
                    : CellRect(x: key.crossStart, y: placed.start, width: key.crossLength, height: placed.length)
                let shown = key.sideways
                    ? CellRect(x: placed.start, y: key.crossStart, width: placed.shown, height: key.crossLength)
                    : CellRect(x: key.crossStart, y: placed.start, width: key.crossLength, height: placed.shown)
                // A band row's clip stays put as its items slide along it; a column's moves with the item.
                let clip = (key.sideways ? sideClip : sideClip.offsetBy(dx: 0, dy: rect.minY - side.minY)).intersection(shown)
                let drawnWith = motion == .slide ? switched : useNew
                let isDimmed = dimmed(element.fate, motion: motion, e: e)
                placements.append(placement(placed.element, rect: rect, clip: clip, dimmed: isDimmed, onNewSide: drawnWith))
                scratch.hosts[placed.element] = HostPlace(rect: rect, clip: clip, isDimmed: isDimmed, side: side, sideClip: sideClip)
                scratch.hostStamps[placed.element] = stamp
            }
        }
        appendLooseElements(to: &placements, at: e, scratch: scratch)
        return placements
    }

    /// What is outside the lanes, for a frame whose items are placed (`scratch` says where):
    /// badges and separators ride on their item, the rest move or fade on their own.
    func appendLooseElements(to placements: inout [PlannedPlacement], at e: Double, scratch: FrameScratch) {
        let switched = e >= switchPoint
        let stamp = scratch.stamp
        for i in looseElements {
            let element = plain[i]
            let hostAt = hostIndex[i]
            if hostAt >= 0, scratch.hostStamps[hostAt] == stamp, let host = scratch.hosts[hostAt] {
                // Ride on the item: the same offset from it as on the side it is drawn from.
                let hostElement = plain[hostAt]
                let useNew = element.to != nil && (element.from == nil || switched)
                guard let own = useNew ? element.to : element.from,
                      let hostSide = useNew ? hostElement.to : hostElement.from else { continue }
                let dx = host.rect.minX - hostSide.minX, dy = host.rect.minY - hostSide.minY
                let clipShift = (x: host.clip.minX - host.sideClip.minX, y: host.clip.minY - host.sideClip.minY)
                let ownClip = (useNew ? element.toClip : element.fromClip)
                var clip = ownClip.offsetBy(dx: clipShift.x, dy: clipShift.y)
                // A host given only part of its room (closing or opening) shows only that part of
                // what hangs on it, so nothing of it lands on a neighbour.
                if host.rect.intersection(host.clip) != host.rect { clip = clip.intersection(host.clip) }
                let dim = host.isDimmed || dimmed(element.fate, motion: nil, e: e)
                placements.append(placement(i, rect: own.offsetBy(dx: dx, dy: dy), clip: clip, dimmed: dim, onNewSide: useNew))
            } else if hostAt >= 0 {
                continue   // its item is not drawn in this frame, so neither is it
            } else if let p = looseFrame(i, at: e) {
                placements.append(p)
            }
        }
    }

    /// An element outside the lanes (background, pinned header, badge of an item not shown):
    /// it moves from rect to rect, or fades out and in around the halfway switch.
    private func looseFrame(_ i: Int, at e: Double) -> PlannedPlacement? {
        let element = plain[i]
        if let from = element.from, let to = element.to {
            func mix(_ a: Int, _ b: Int) -> Int { LaneStack.round(Double(a) + Double(b - a) * e) }
            let rect = CellRect(minX: mix(from.minX, to.minX), minY: mix(from.minY, to.minY),
                                maxX: mix(from.maxX, to.maxX), maxY: mix(from.maxY, to.maxY))
            let clip = CellRect(minX: mix(element.fromClip.minX, element.toClip.minX), minY: mix(element.fromClip.minY, element.toClip.minY),
                                maxX: mix(element.fromClip.maxX, element.toClip.maxX), maxY: mix(element.fromClip.maxY, element.toClip.maxY))
            return placement(i, rect: rect, clip: clip, dimmed: false, onNewSide: e >= switchPoint)
        }
        if e < switchPoint, let from = element.from {
            return placement(i, rect: from, clip: element.fromClip, dimmed: dimmed(element.fate, motion: .fadeOut, e: e), onNewSide: false)
        }
        if e >= switchPoint, let to = element.to {
            return placement(i, rect: to, clip: element.toClip, dimmed: dimmed(element.fate, motion: .fadeIn, e: e), onNewSide: true)
        }
        return nil
    }

    /// The fallback: the old screen until halfway, then the new one.
    func crossFadeFrame(at e: Double) -> [PlannedPlacement] {
        let switched = e >= switchPoint
        return paintOrder(elements.indices.compactMap { i in
            let element = plain[i]
            guard let rect = switched ? element.to : element.from else { return nil }
            let moves = element.from != element.to
            let dim: Bool
            switch element.fate {
            case .deleted: dim = true
            case .inserted, .entering: dim = e < 0.75
            case .leaving: dim = e >= 0.25
            case .persisting: dim = moves && e >= 0.25 && e < 0.75
            }
            return placement(i, rect: rect, clip: switched ? element.toClip : element.fromClip, dimmed: dim, onNewSide: switched)
        })
    }

    /// Deleted elements are dim throughout; others dim only around the switch of a fade.
    func dimmed(_ fate: FramePlacement.Fate, motion: LaneStack.Motion?, e: Double) -> Bool {
        if fate == .deleted { return true }
        switch motion {
        case .slide?: return false
        case .fadeOut?: return e >= 0.25
        case .fadeIn?, .grow?: return e < 0.75
        case .shrink?: return e >= 0.25
        case nil: return fate == .inserted || fate == .entering ? e < 0.75 : false
        }
    }

    /// A placement of element `i`; `onNewSide` says whether it is drawn where (and with the
    /// section) the new layout has it, so the section it is drawn with comes first in its
    /// sections (an update arriving mid-animation starts from that block: see `DrawnElement`).
    func placement(_ i: Int, rect: CellRect, clip: CellRect, dimmed: Bool, onNewSide: Bool) -> PlannedPlacement {
        var traits = plain[i].traits
        if dimmed { traits.insert(.dimmed) }
        if onNewSide { traits.insert(.onNewSide) }
        return PlannedPlacement(element: i, rect: rect, clip: clip, traits: traits, section: plain[i].section)
    }

    /// Bottom first: backgrounds, then what fades (deleted and inserted rows are revealed and
    /// covered by their neighbours), then by zIndex with moving elements above still ones, and
    /// floating pinned headers last; element index breaks ties.
    ///
    /// Each placement's key (layer, zIndex, not at its new rect, element) is one integer, made
    /// from the element's `paintRank` (layer and zIndex, worked out once): the sort compares
    /// integers. An element is placed at most once in a frame, so the key names its placement.
    func paintOrder(_ placements: [PlannedPlacement]) -> [PlannedPlacement] {
        let n = elements.count
        guard n > 0 else { return placements }
        var keys = placements.map { p in
            (plain[p.element].paintRank * 2 + (p.rect == plain[p.element].to ? 0 : 1)) * n + p.element
        }
        keys.sort()
        var slotOf = [Int](repeating: 0, count: n)
        for (slot, p) in placements.enumerated() { slotOf[p.element] = slot }
        return keys.map { placements[slotOf[$0 % n]] }
    }
}

extension UpdatePlanner.Element {
    /// Its layer in paint order: backgrounds, then what fades in or out (deleted and inserted
    /// rows are revealed and covered by their neighbours), then the rest, then what hangs on
    /// items, and floating pinned headers last.
    var paintLayer: Int {
        if isOverlay { return 4 }
        switch role {
        case .decoration: return 0
        case .anchored: return 3
        case .cell, .boundary, .layoutBoundary: return fate == .deleted || fate == .inserted ? 1 : 2
        }
    }
}
