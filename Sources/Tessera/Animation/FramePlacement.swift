import TesseraLayout
import TesseraTerminal

/// One element as one frame draws it: where, clipped to what, how it looks, and what the update
/// does to it. An animated update is a list of frames, each a list of placements in paint order
/// (bottom first); ``FrameRule`` checks them, and ``UpdateFrames`` hands them to tests.
///
/// Rects are in the collection view's content coordinates (cells), as its layout gives them.
public struct FramePlacement: Hashable {
    /// What kind of element is placed: the rule treats them differently.
    public enum Role: Hashable {
        /// An item's cell.
        case cell
        /// A section's header or footer (a boundary supplementary item) of the given kind.
        case boundary(kind: String)
        /// An element that hangs on an item and moves with it: a badge or a list separator.
        case anchored(to: ElementKey)
        /// A section background: drawn under everything, exempt from the wholeness rule.
        case decoration
        /// A header or footer of the whole layout (the configuration's boundary items) of the
        /// given kind: in no section, so it never leads or closes a section's run, and in the data
        /// for as long as the layout has it; drawn whole like a section's header.
        case layoutBoundary(kind: String)
    }

    /// What the update does to the element.
    public enum Fate: Hashable, Sendable {
        /// On screen before and after the update: it must be drawn whole in every frame.
        case persisting
        /// On screen before only, and still in the data (it moves off screen).
        case leaving
        /// On screen after only, and already in the data (it comes from off screen).
        case entering
        /// Gone from the data: it looks deleted (dim) in every frame that draws it.
        case deleted
        /// New in the data.
        case inserted
    }

    /// Which element this is.
    public var key: ElementKey
    /// Cell, header or footer (of a section or of the layout), anchored element, or decoration.
    public var role: Role
    /// What the update does to it.
    public var fate: Fate
    /// Where it is drawn (content coordinates).
    public var rect: CellRect
    /// Where it may draw (content coordinates): the view's visible rect, or its orthogonal
    /// section's band. Only `rect ∩ clip` shows.
    public var clip: CellRect
    /// Drawn dim (fading in or out).
    public var isDimmed: Bool
    /// The identifiers of the sections it belongs to before and after the update (one when it
    /// stays in its section).
    public var sections: [AnyIdentifier]
    /// Its layout zIndex (higher draws above).
    public var zIndex: Int

    /// A placement.
    ///
    /// - Parameters:
    ///   - key: The element.
    ///   - role: Cell, boundary supplementary, anchored element or decoration.
    ///   - fate: What the update does to it.
    ///   - rect: Where it is drawn, in content cells.
    ///   - clip: Where it may draw, in content cells.
    ///   - isDimmed: Whether it is drawn dim.
    ///   - sections: The sections it belongs to before and after the update.
    ///   - zIndex: Its stacking order.
    public init(key: ElementKey, role: Role, fate: Fate, rect: CellRect, clip: CellRect, isDimmed: Bool = false,
                sections: [AnyIdentifier] = [], zIndex: Int = 0) {
        self.key = key
        self.role = role
        self.fate = fate
        self.rect = rect
        self.clip = clip
        self.isDimmed = isDimmed
        self.sections = sections
        self.zIndex = zIndex
    }

    /// The cells it shows: its rect inside its clip.
    public var shownRect: CellRect { rect.intersection(clip) }

    /// Whether the wholeness rule applies: cells and headers/footers, not backgrounds or the
    /// badges and separators that ride on a cell.
    public var isSolid: Bool {
        switch role {
        case .cell, .boundary, .layoutBoundary: return true
        case .anchored, .decoration: return false
        }
    }

    /// Whether it is a section header (of the standard kind) rather than a footer or other.
    var isHeader: Bool {
        if case .boundary(let kind) = role { return kind == CollectionLayoutElementKind.sectionHeader }
        return false
    }

    /// Whether it is a section footer (of the standard kind).
    var isFooter: Bool {
        if case .boundary(let kind) = role { return kind == CollectionLayoutElementKind.sectionFooter }
        return false
    }
}
