import Foundation
import TesseraLayout

/// Unavailable: UIKit's `UIScreen`. A class with `main` and `bounds` of their UIKit types, so
/// `Screen.main.bounds` type-checks far enough to report the message rather than "has no member".
/// Its other members are in Generated/Screen+UIKitUnavailable.swift.
@available(*, unavailable, message: "the terminal is the screen: read window.frame (in cells), or CollectionLayoutEnvironment.container in a layout")
public final class Screen {
    /// Unavailable: UIKit's `UIScreen.main`.
    public static var main: Screen { fatalError() }
    /// Unavailable: UIKit's `UIScreen.bounds`.
    public var bounds: CGRect { fatalError() }
    /// Unavailable: UIKit's `UIScreen.scale`.
    public var scale: CGFloat { fatalError() }
    /// Unavailable: UIKit's `UIScreen.nativeBounds`.
    public var nativeBounds: CGRect { fatalError() }
    /// Unavailable: UIKit's `UIScreen.nativeScale`.
    public var nativeScale: CGFloat { fatalError() }
    /// Unavailable: UIKit's `UIScreen.traitCollection`.
    public var traitCollection: TraitCollection { fatalError() }
}
