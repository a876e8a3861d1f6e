import Foundation
import TesseraTerminal

/// The page that left, sliding away over the page that came: a push slides it off to the left,
/// a pop off to the right (the way UIKit's pages go), revealing the new top controller's view
/// already in place underneath. It is a picture of the old page taken from the last frame, so
/// the leaving controller's views are out of the hierarchy (no focus, no keys) from the start.
/// It removes itself when the slide ends.
final class NavigationTransitionView: View {
    /// Which way the old page leaves.
    enum Direction { case push, pop }

    /// How long a slide takes: short, so a person who knows where they are going is not held up.
    static let duration: Duration = .milliseconds(200)

    private let snapshot: ScreenBuffer
    private let direction: Direction
    /// When the slide started: the time of the first frame it was in.
    private var start: Duration?
    /// How far the slide is, 0…1, eased.
    private(set) var progress: Double = 0

    /// A slide of `snapshot` (the old page, as big as the content area) in `direction`.
    init(snapshot: ScreenBuffer, direction: Direction) {
        self.snapshot = snapshot
        self.direction = direction
        super.init()
    }

    /// The cells of `frame` (window cells) in `window`'s last frame: the page as it was last drawn.
    static func snapshot(of frame: CellRect, in window: Window) -> ScreenBuffer {
        var picture = ScreenBuffer(size: frame.size)
        picture.composite(window.lastFrame, at: CellPoint(x: -frame.x, y: -frame.y), clip: picture.bounds)
        return picture
    }

    override var isAnimating: Bool { progress < 1 }

    override func advanceAnimations(to now: Duration) {
        let start = self.start ?? now
        self.start = start
        progress = Easing.easeInOut((now - start) / Self.duration)
        if progress >= 1 { removeFromSuperview() }   // before this frame draws: it shows the new page alone
    }

    override func draw(into buffer: inout ScreenBuffer) {
        let offset = Int((Double(bounds.width) * progress).rounded())
        buffer.composite(snapshot, at: CellPoint(x: direction == .push ? -offset : offset, y: 0), clip: bounds)
    }
}
