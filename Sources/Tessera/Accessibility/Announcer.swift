import Foundation
import TesseraTerminal

/// The accessible mode's voice for one window: once per frame it works out what changed that a
/// screen reader must be told, in words read as a whole, and writes the newest on the live line.
///
/// What it says, in this order within a frame: a new screen ("Settings, Wi-Fi") or alert
/// ("Alert, Delete?, This cannot be undone, buttons: Delete, Cancel"); what the app posted; the
/// difference of the applies since the last one said ("42 items, 3 added, 17 removed"), once
/// keys have paused for ``quietPeriod``, and not at all when the app posted an announcement
/// meanwhile (UIKit: the app's own words win); then where focus is ("Mont Blanc, 4,810 m, 2 of
/// 42"). Focus in a text field is said when it arrives, not again as the text changes: the
/// screen reader echoes typing itself.
///
/// Invariant: `spoken` holds at most ``limit`` announcements, oldest first; a pending difference
/// is due no earlier than ``quietPeriod`` after the last key or apply. Cost per frame: O(1) plus
/// the focused element's words (a list: O(sections) for "2 of 42").
@MainActor
final class Announcer {
    /// How long keys must pause before a difference is said.
    static let quietPeriod: Duration = .milliseconds(500)
    /// How many announcements are kept.
    static let limit = 256

    /// What was said, oldest first.
    private(set) var spoken: [Accessibility.Announcement] = []
    /// The applies' difference not said yet.
    private(set) var pending: DifferenceAnnouncement?
    /// The focused element last said: what it is (view, item) and its words.
    private var lastFocus: (identity: AnyHashable, words: String?)?
    /// The screen and alert last said.
    private var lastScreen: ObjectIdentifier?
    private var lastAlert: ObjectIdentifier?
    /// How many posts the app had made when this last looked (`Accessibility.postCount`).
    private var postsSeen = Accessibility.postCount

    /// An apply changed a list: adds its counts to the pending difference, due a pause from `now`.
    func noteDifference(total: Int, inserted: Int, deleted: Int, now: Duration) {
        if pending == nil { pending = DifferenceAnnouncement(total: total, inserted: 0, deleted: 0, due: now) }
        pending?.add(total: total, inserted: inserted, deleted: deleted)
        pending?.due = now + Self.quietPeriod
    }

    /// A key arrived: the pending difference waits for the next pause. Returns when it is due.
    func keyArrived(now: Duration) -> Duration? {
        guard pending != nil else { return nil }
        pending?.due = now + Self.quietPeriod
        return pending?.due
    }

    /// What changed in `window` since the last frame, said. Returns whether anything was.
    func speak(for window: Window, now: Duration) -> Bool {
        let before = spoken.count
        sayScreenOrAlert(in: window)
        sayPosts()
        if let difference = pending, difference.due <= now {
            pending = nil
            say(.difference, difference.words)
        }
        sayFocus(of: window.keyResponder, in: window)
        _checkInvariants()
        return spoken.count != before
    }

    /// Forgets what was said last, so the next frame says the screen and focus afresh (the mode
    /// was just turned on).
    func startOver() {
        lastFocus = nil
        lastScreen = nil
        lastAlert = nil
        postsSeen = Accessibility.postCount
    }

    private func say(_ kind: Accessibility.Announcement.Kind, _ words: String) {
        spoken.append(Accessibility.Announcement(kind, words))
        if spoken.count > Self.limit { spoken.removeFirst(spoken.count - Self.limit) }
    }

    private func sayScreenOrAlert(in window: Window) {
        let (screen, alert) = ScreenWords.onScreen(in: window)
        if let screen, screen.identity != lastScreen {
            lastScreen = screen.identity
            lastFocus = nil // the new screen's focus is said after its name
            say(.screen, screen.words)
        }
        if alert?.identity != lastAlert {
            lastAlert = alert?.identity
            if let alert {
                lastFocus = nil
                say(.alert, alert.words)
            }
        }
    }

    private func sayPosts() {
        let posts = Accessibility.posted(since: postsSeen)
        postsSeen = Accessibility.postCount
        for post in posts {
            if post.notification == .announcement { pending = nil }
            guard let text = post.text, !text.isEmpty else { continue }
            say(.app, text)
        }
    }

    private func sayFocus(of responder: View, in window: Window) {
        guard responder !== window.rootView || window.focusedView === responder else { return }
        let focus = Self.focusWords(of: responder)
        if let last = lastFocus, last.identity == focus.identity, last.words == focus.compared || responder.consumesTextInput { return }
        lastFocus = (focus.identity, focus.compared)
        if let words = focus.words { say(.focus, words) }
    }

    /// What the focused element is, how it is said, and the words that tell whether it changed:
    /// a list's focused item with its place ("…, 2 of 42"; a new count alone is not a change),
    /// else the view's own summary.
    private static func focusWords(of responder: View) -> (identity: AnyHashable, words: String?, compared: String?) {
        if let list = responder as? CollectionView, let item = list.focusedItemWords() {
            return (AnyHashable([AnyHashable(ObjectIdentifier(list)), item.identity]), item.words, item.withoutPlace)
        }
        let summary = responder.accessibilitySummary
        return (AnyHashable(ObjectIdentifier(responder)), summary, summary)
    }

    func _checkInvariants() {
        #if DEBUG
        precondition(spoken.count <= Self.limit, "Announcer: \(spoken.count) announcements kept, over \(Self.limit)")
        #endif
    }
}
