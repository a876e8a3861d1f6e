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

    /// The command-line flag that turns the accessible mode on for any Tessera app.
    public nonisolated static let commandLineFlag = "--accessible"

    /// Whether the accessible mode is on for windows made from now on: from `TESSERA_ACCESSIBLE=1`
    /// or the `--accessible` flag at start, or set in code (before the ``Application`` is made;
    /// a window already showing turns it on with ``Window/isAccessibleModeEnabled``).
    public static var isAccessibleModeEnabled: Bool = initialMode(environment: ProcessInfo.processInfo.environment[environmentVariable],
                                                                  arguments: CommandLine.arguments)

    /// On when the variable is `1`, or when the flag is among the arguments (and the variable is
    /// not `0`).
    nonisolated static func initialMode(environment value: String?, arguments: [String]) -> Bool {
        if let value { return value == "1" }
        return arguments.dropFirst().contains(commandLineFlag)
    }

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
        postCount += 1
        if posted.count > postedLimit { posted.removeFirst(posted.count - postedLimit) }
        // Windows in the accessible mode say it on their next frame.
        listeners.removeAll { $0.window == nil }
        for listener in listeners { listener.window?.requestFrame() }
    }

    /// An element in words, as every element says itself: label, value, traits and hint,
    /// comma-separated, empty parts left out; nil when nothing is left.
    static func summary(label: String?, value: String?, traits: AccessibilityTraits, hint: String?) -> String? {
        let parts = [label, value].compactMap { $0?.isEmpty == false ? $0 : nil }
            + traits.spoken + [hint].compactMap { $0?.isEmpty == false ? $0 : nil }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Forgets what was posted (between tests).
    public static func removeAllPosted() { posted.removeAll() }

    /// How many notifications have ever been posted: a window's announcer remembers it to find
    /// the new ones (``posted`` keeps only the last ``postedLimit``).
    static private(set) var postCount = 0

    /// The notifications posted after the first `count` ever posted (those kept).
    static func posted(since count: Int) -> ArraySlice<Posted> {
        posted.suffix(min(posted.count, max(0, postCount - count)))
    }

    /// Windows in the accessible mode, woken when the app posts.
    private static var listeners: [WindowListener] = []

    /// Wakes `window` when the app posts, until it goes away.
    static func listen(_ window: Window) {
        guard !listeners.contains(where: { $0.window === window }) else { return }
        listeners.append(WindowListener(window: window))
    }

    private final class WindowListener {
        weak var window: Window?
        init(window: Window) { self.window = window }
    }
}

extension View {
    /// The element as a screen reader says it: label, value, traits and hint, comma-separated
    /// ("Notifications, on, toggle button"); for a container that is not an element, its
    /// ``accessibilityElements`` said in order; nil when there is nothing to say.
    public var accessibilitySummary: String? {
        guard !accessibilityElementsHidden else { return nil }
        guard isAccessibilityElement else { return containedSummary }
        return Accessibility.summary(label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits, hint: accessibilityHint)
    }

    /// The elements this view contains, in the order a screen reader reads them (Apple's
    /// `accessibilityElements`): views and ``AccessibilityElement``s. Nil by default.
    public var accessibilityElements: [Any]? {
        get { accessibilitySettings.elements }
        set { accessibilitySettings.elements = newValue }
    }

    /// A container's elements said in order, comma-separated; nil when it lists none that speak.
    private var containedSummary: String? {
        let parts = (accessibilityElements ?? []).compactMap { element -> String? in
            switch element {
            case let view as View: view.accessibilitySummary
            case let element as AccessibilityElement: element.accessibilitySummary
            default: nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
