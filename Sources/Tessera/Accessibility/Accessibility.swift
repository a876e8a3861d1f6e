import Foundation

/// UIKit's `UIAccessibility`, prefix dropped: what an app tells assistive technology, and
/// whether one is listening. A terminal's assistive technology is a screen reader following
/// the terminal's text and cursor; Tessera's accessible mode (`TESSERA_ACCESSIBLE=1`, or
/// ``isAccessibleModeEnabled`` in code) is what "running" means here.
@MainActor
public enum Accessibility {
    /// What an app posts (Apple's `UIAccessibility.Notification`).
    public enum Notification: Hashable, Sendable {
        /// Read `argument` (a string) aloud now.
        case announcement
        /// A new screen appeared; `argument` names the element to read first, or is a string to read.
        case screenChanged
        /// Part of the screen changed; `argument` as for ``screenChanged``.
        case layoutChanged
        /// The content scrolled; `argument` says where ("page 2 of 5").
        case pageScrolled
    }

    /// One posted notification, with its argument as words (a string, or an element's label).
    public struct Posted: Hashable, Sendable {
        /// Which notification.
        public var notification: Notification
        /// What it says, if anything.
        public var text: String?
    }

    /// The environment variable that turns the accessible mode on for any Tessera app.
    public nonisolated static let environmentVariable = "TESSERA_ACCESSIBLE"

    /// Whether the accessible mode is on: from `TESSERA_ACCESSIBLE=1` at start, or set in code.
    public static var isAccessibleModeEnabled: Bool = ProcessInfo.processInfo.environment[environmentVariable] == "1"

    /// Apple's `isVoiceOverRunning`: true in the accessible mode.
    public static var isVoiceOverRunning: Bool { isAccessibleModeEnabled }
    /// Apple's `isReduceMotionEnabled`: true in the accessible mode, which animates nothing.
    public static var isReduceMotionEnabled: Bool { isAccessibleModeEnabled }

    /// What has been posted, oldest first (tests read it; the accessible mode's live line shows
    /// the newest). Kept to the last ``postedLimit``.
    public private(set) static var posted: [Posted] = []
    /// How many posted notifications are kept.
    public static let postedLimit = 256

    /// Tells assistive technology about a change (Apple's `post(notification:argument:)`).
    /// `argument` may be a string, or a view whose accessibility label is read.
    public static func post(notification: Notification, argument: Any?) {
        let text: String?
        switch argument {
        case let string as String: text = string
        case let view as View: text = view.accessibilitySummary
        default: text = nil
        }
        posted.append(Posted(notification: notification, text: text))
        if posted.count > postedLimit { posted.removeFirst(posted.count - postedLimit) }
    }

    /// Forgets what was posted (between tests).
    public static func removeAllPosted() { posted.removeAll() }
}

extension View {
    /// The element as a screen reader says it: label, value, traits and hint, comma-separated
    /// ("Notifications, on, toggle button"); nil for a view that is not an element.
    public var accessibilitySummary: String? {
        guard isAccessibilityElement, !accessibilityElementsHidden else { return nil }
        let parts = [accessibilityLabel, accessibilityValue].compactMap { $0?.isEmpty == false ? $0 : nil }
            + accessibilityTraits.spoken + [accessibilityHint].compactMap { $0?.isEmpty == false ? $0 : nil }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
