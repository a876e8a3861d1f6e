extension Accessibility {
    /// One thing the accessible mode said on its live line, and why.
    public struct Announcement: Hashable, Sendable, CustomStringConvertible {
        /// Why it was said.
        public enum Kind: Hashable, Sendable {
            /// Focus moved to an element, or the focused element's value changed.
            case focus
            /// An apply changed a list ("42 items, 3 added, 17 removed"), said once keys pause.
            case difference
            /// Another screen came up (its navigation titles: "Settings, Wi-Fi").
            case screen
            /// An alert or action sheet came up (title, message, buttons).
            case alert
            /// The app posted it (``Accessibility/post(notification:argument:)``).
            case app
        }

        /// Why it was said.
        public var kind: Kind
        /// The words, as a screen reader reads them.
        public var text: String

        /// An announcement of `kind` saying `text`.
        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        /// The words alone.
        public var description: String { text }
    }
}
