import TesseraTerminal

// UIKit's `NSTextAlignment` names, so `label.textAlignment = .left` ports unchanged. A terminal's
// text runs left to right, so natural and left are leading, and right is trailing.
extension TextAlignment {
    /// UIKit's `.left`: `.leading`.
    public static var left: TextAlignment { .leading }
    /// UIKit's `.right`: `.trailing`.
    public static var right: TextAlignment { .trailing }
    /// UIKit's `.natural`: `.leading` in a terminal's left-to-right text.
    public static var natural: TextAlignment { .leading }
}
