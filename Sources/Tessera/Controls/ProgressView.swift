import Foundation
import TesseraTerminal

/// How far a task has come (Apple's `UIProgressView`): a bar across the view's width, filled in
/// eighths of a cell (`█▉▊▋▌▍▎▏`) in the accent colour over a quiet track (`─`), so a
/// 40-column bar shows 320 steps.
@MainActor
open class ProgressView: View {
    /// Apple's styles: both are one row here.
    public enum Style: Hashable, Sendable {
        /// The standard bar.
        case `default`
        /// A toolbar's bar: drawn the same.
        case bar
    }

    /// The bar's style.
    open var progressViewStyle: Style
    /// The progress, from 0 to 1 (values outside are clamped when drawn).
    open var progress: Float = 0 { didSet { if progress != oldValue { setNeedsDisplay() } } }
    /// Apple's fill colour: accepted, drawn in the theme's accent, which keeps 3:1.
    open var progressTintColor: Color?
    /// Apple's track colour: accepted, drawn in the theme's secondary colour.
    open var trackTintColor: Color?

    /// A bar of `style` at 0 (Apple's `init(progressViewStyle:)`).
    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init()
    }

    /// A bar at 0.
    public override convenience init() { self.init(progressViewStyle: .default) }

    /// Sets ``progress`` (Apple's `setProgress(_:animated:)`; the bar moves at once).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// One row; as wide as it is given (no width of its own, like UIKit's bar).
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 1) }

    /// Read as "progress" and its percentage.
    override var accessibilityDefaults: AccessibilitySettings {
        let percent = Int((Double(progress.isNaN ? 0 : min(max(progress, 0), 1)) * 100).rounded())
        return AccessibilitySettings(isElement: true, label: "progress", value: "\(percent)%", traits: .updatesFrequently)
    }

    /// The eighths of a cell filled at `progress` across `width` columns.
    nonisolated static func filledEighths(progress: Float, width: Int) -> Int {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return Int((Double(clamped) * Double(width * 8)).rounded())
    }

    /// The partial blocks, one to seven eighths.
    nonisolated static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Full blocks, a partial block for the rest, then the track, on the middle row.
    open override func draw(into buffer: inout ScreenBuffer) {
        let area = bounds
        guard area.width > 0, area.height > 0 else { return }
        let y = area.y + (area.height - 1) / 2
        let eighths = Self.filledEighths(progress: progress, width: area.width)
        for column in 0..<area.width {
            let filled = min(8, max(0, eighths - column * 8))
            let point = CellPoint(x: area.x + column, y: y)
            switch filled {
            case 8: _ = buffer.put("█", at: point, style: theme.accent, clip: area)
            case 0: _ = buffer.put("─", at: point, style: theme.secondaryText, clip: area)
            default: _ = buffer.put(Self.partialBlocks[filled - 1], at: point, style: theme.accent, clip: area)
            }
        }
    }
}
