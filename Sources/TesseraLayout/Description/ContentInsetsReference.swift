/// What a section's (or supplementary's) content insets are measured from, across the scrolling
/// axis. In cells: `.safeArea` is the container's safe-area insets (zero unless the view sets
/// them), `.layoutMargins` adds 2 columns on each side, `.readableContent` centres at most 80
/// columns, `.none` is the container edge, `.automatic` follows the layout configuration.
public enum ContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// Apple's references, measured in cells as the type describes.
    case automatic, none, safeArea, layoutMargins, readableContent
}
