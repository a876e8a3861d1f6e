import TesseraLayout
import TesseraTerminal

/// One element in one frame of an update, in plain values: the element's number, where it is
/// drawn and clipped, and what the rule needs to know of it. The planner makes, orders and
/// compares these for every frame, and ``FrameRule`` checks them; a ``FramePlacement`` (a key,
/// a role and sections: refcounted copies) is made from one only when its frame is shown or
/// recorded (`PlannedFrames`).
///
/// Copying or comparing one retains nothing: it is a few integers.
struct PlannedPlacement: Equatable {
    /// What the rule reads of a placement besides its rects.
    struct Traits: OptionSet, Equatable {
        let rawValue: UInt8
        /// A cell, header or footer: the wholeness rule applies.
        static let solid = Traits(rawValue: 1 << 0)
        static let dimmed = Traits(rawValue: 1 << 1)
        /// Its fate is `.deleted`.
        static let deleted = Traits(rawValue: 1 << 2)
        /// Its fate is `.leaving`.
        static let leaving = Traits(rawValue: 1 << 3)
        /// A section header, or footer, of the standard kinds.
        static let header = Traits(rawValue: 1 << 4)
        static let footer = Traits(rawValue: 1 << 5)
        /// Drawn where (and with the section) the new layout has it: its new section comes first
        /// in the placement's sections.
        static let onNewSide = Traits(rawValue: 1 << 6)
        /// An item's cell (not a header, footer, badge or decoration).
        static let cell = Traits(rawValue: 1 << 7)
    }

    /// The element's number (the planner's index, or the rule's numbering); -1 for an element
    /// neither screen of the rule has.
    var element: Int
    var rect: CellRect
    var clip: CellRect
    var traits: Traits
    /// The one section it belongs to, as a small number; -1 for two sections or none.
    var section: Int

    /// The cells it shows: its rect inside its clip.
    var shownRect: CellRect { rect.intersection(clip) }
    var isSolid: Bool { traits.contains(.solid) }
}

extension PlannedPlacement.Traits {
    /// The traits a placement has whatever the frame: from its role and fate.
    init(role: FramePlacement.Role, fate: FramePlacement.Fate) {
        var traits: PlannedPlacement.Traits = []
        switch role {
        case .cell: traits.formUnion([.solid, .cell])
        case .layoutBoundary: traits.insert(.solid)
        case .boundary(let kind):
            traits.insert(.solid)
            if kind == CollectionLayoutElementKind.sectionHeader { traits.insert(.header) }
            if kind == CollectionLayoutElementKind.sectionFooter { traits.insert(.footer) }
        case .anchored, .decoration: break
        }
        if fate == .deleted { traits.insert(.deleted) }
        if fate == .leaving { traits.insert(.leaving) }
        self = traits
    }
}

extension PlannedPlacement {
    /// The plain values of `placement`, numbered `element` and tagged with `section`.
    init(_ placement: FramePlacement, element: Int, section: Int) {
        var traits = Traits(role: placement.role, fate: placement.fate)
        if placement.isDimmed { traits.insert(.dimmed) }
        self.init(element: element, rect: placement.rect, clip: placement.clip, traits: traits, section: section)
    }
}
