import Foundation
import TesseraLayout

// UIKit initializers that take an enum case or an image, written by hand with UIKit's argument
// types so a ported call (`.plain`, `.subtitle`, `Image(systemName:)`) type-checks far enough to
// report the message. The generated stubs take `Any`, which an implicit member such as `.plain`
// cannot be inferred from.

extension BarButtonItem {
    /// Unavailable: UIKit's `UIBarButtonItem.Style`.
    @available(*, unavailable, message: "a bar item has one look, its title in brackets with its key: write BarButtonItem(title:key:primaryAction:)")
    public enum Style: Sendable {
        /// Unavailable.
        case plain, done
    }

    /// Unavailable: UIKit's `init(title:style:target:action:)`.
    @available(*, unavailable, message: "there is no Objective-C runtime here: write BarButtonItem(title:key:primaryAction:) with an Action closure and the key that triggers it")
    public convenience init(title: String?, style: Style, target: Any?, action: Any?) { fatalError() }

    /// Unavailable: UIKit's `init(image:style:target:action:)`.
    @available(*, unavailable, message: "an image is a glyph and there are no selectors: write BarButtonItem(title: \"★\", key:primaryAction:) with an Action closure")
    public convenience init(image: Image?, style: Style, target: Any?, action: Any?) { fatalError() }

    /// Unavailable: UIKit's `init(barButtonSystemItem:target:action:)`.
    @available(*, unavailable, message: "there is no Objective-C runtime here: write BarButtonItem(systemItem:primaryAction:) with an Action closure")
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Any?) { fatalError() }

    /// Unavailable: UIKit's `init(title:image:primaryAction:menu:)`.
    @available(*, unavailable, message: "write BarButtonItem(title:key:primaryAction:): a bar item is a title and a key, with no image or menu yet")
    public convenience init(title: String?, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) { fatalError() }

    /// Unavailable: UIKit's `init(systemItem:primaryAction:menu:)`.
    @available(*, unavailable, message: "write BarButtonItem(systemItem:primaryAction:): bar items have no menus yet")
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu?) { fatalError() }
}
