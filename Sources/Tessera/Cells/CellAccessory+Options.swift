import TesseraTerminal

// The values an accessory is configured with: shared options, an outline disclosure's, and a
// custom view's placement. Apple nests them in `UICellAccessory`, so they stay nested here.
extension CellAccessory {
    /// What activating an outline row does (Apple's
    /// `UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum OutlineDisclosureStyle: Hashable, Sendable {
        /// Header style on a row that has children, cell style on the others. (UIKit decides by
        /// whether the cell is the section's header; a terminal row is one or the other by its
        /// place in the outline.)
        case automatic
        /// Enter or a click anywhere on the row toggles it; the row is not selectable.
        case header
        /// Only the disclosure toggles (Right/Left, or a click on ▸); Enter selects the row.
        case cell
    }

    /// How an outline disclosure looks and behaves (Apple's
    /// `UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions {
        /// What Enter or a click on the row does; ``OutlineDisclosureStyle/automatic`` by default.
        public var style: OutlineDisclosureStyle
        /// Hidden but still taking its column, so names line up with rows that show one.
        public var isHidden: Bool
        /// Columns to reserve at least.
        public var reservedLayoutWidth: Int?
        /// The glyph's colour on rows that are not focused; nil uses the row's text colour.
        public var tintColor: Color?
        /// Options for an outline disclosure; every argument defaults to the system's look.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool = false,
                    reservedLayoutWidth: Int? = nil, tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Apple's name for a pop-up menu's options, which are the ones every accessory shares.
    public typealias PopUpMenuOptions = Options

    /// Called with the pop-up menu after its chosen action changed (Apple's
    /// `MenuSelectedElementDidChangeHandler`): `menu.selectedElements` holds the new choice.
    public typealias MenuSelectedElementDidChangeHandler = (Menu) -> Void

    /// Options every accessory shares.
    public struct Options {
        /// Hidden but still taking its space (keeps columns aligned).
        public var isHidden: Bool
        /// The glyph's colour, on cells that are not focused (focus keeps its own colours).
        public var tintColor: Color?
        /// Columns to reserve at least; the glyph starts at the leading side of them.
        public var reservedLayoutWidth: Int?
        /// Options for an accessory; every argument defaults to the system's look.
        public init(isHidden: Bool = false, tintColor: Color? = nil, reservedLayoutWidth: Int? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// Which side a custom view goes on, when it is displayed, and where among that side's
    /// other accessories.
    public enum Placement {
        /// Given the side's other accessories in leading-to-trailing order, the index to insert
        /// at (clamped to the array).
        public typealias Position = ([CellAccessory]) -> Int

        /// Default position: last, next to the content.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// Default position: first, next to the content.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Just after the first accessory of `accessory`'s type, or at the end if there is none.
        public static func position(after accessory: CellAccessory) -> Position {
            { others in others.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 } ?? others.count }
        }

        /// Just before the first accessory of `accessory`'s type, or at the end if there is none.
        public static func position(before accessory: CellAccessory) -> Position {
            { others in others.firstIndex { $0.accessoryType == accessory.accessoryType } ?? others.count }
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let d, _), .trailing(let d, _): d
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let p), .trailing(_, let p): p
            }
        }

        var isLeading: Bool {
            if case .leading = self { true } else { false }
        }
    }

    /// A custom accessory: in a terminal, a short piece of styled text ("★").
    public struct CustomViewConfiguration {
        /// The text drawn as the accessory ("★", "12 MB"); its width in columns is its space.
        public var customView: String
        /// Which side, in which editing state, and where among that side's other accessories.
        public var placement: Placement
        /// Hidden but still taking its space.
        public var isHidden: Bool
        /// Columns to reserve at least; the text starts at the leading side of them.
        public var reservedLayoutWidth: Int?
        /// The text's colour on rows that are not focused; nil uses the row's text colour.
        public var tintColor: Color?
        /// Accepted for source compatibility; a terminal custom view is text and always takes
        /// its own width (or ``reservedLayoutWidth``).
        public var maintainsFixedSize: Bool
        /// A custom accessory showing `customView` where `placement` says.
        public init(customView: String, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: Int? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
