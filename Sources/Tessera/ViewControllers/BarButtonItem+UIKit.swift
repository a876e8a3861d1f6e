import TesseraTerminal

/// UIKit's ways of making a bar button item, with a closure where UIKit takes a selector (there
/// is no Objective-C runtime on Linux). UIKit's
///
/// ```swift
/// UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
/// ```
///
/// ports as
///
/// ```swift
/// BarButtonItem(title: "Save", style: .done, target: self, action: { $0.save() })
/// ```
///
/// The target is held weakly, as UIKit holds it, and handed to the closure (so the closure needs
/// no `[weak self]`). An item made without a key gets the first letter of its title (its image's
/// glyph when it has no title), lower-cased; where a view uses that letter itself, the item is
/// shown and performed as Alt and the letter (see `NavigationContainerView+BarKeys.swift`).
extension BarButtonItem {
    /// An item titled `title` calling `action` with `target` (Apple's
    /// `init(title:style:target:action:)`, with a closure for the selector).
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> Void) {
        self.init(title: title, key: Self.defaultKey(title: title, image: nil),
                  primaryAction: Self.targetAction(title: title ?? "", target: target, action: action))
        self.style = style
    }

    /// An item showing `image` calling `action` with `target` (Apple's
    /// `init(image:style:target:action:)`, with a closure for the selector).
    public convenience init<Target: AnyObject>(image: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> Void) {
        self.init(title: nil, key: Self.defaultKey(title: nil, image: image),
                  primaryAction: Self.targetAction(title: "", target: target, action: action))
        self.image = image
        self.style = style
    }

    /// A standard item calling `action` with `target` (Apple's
    /// `init(barButtonSystemItem:target:action:)`, with a closure for the selector).
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping @MainActor (Target) -> Void) {
        self.init(systemItem: systemItem, primaryAction: Self.targetAction(title: systemItem.titleAndKey.0, target: target, action: action))
    }

    /// An item with a title or image that runs `primaryAction`, or opens `menu` when it has none
    /// (Apple's `init(title:image:primaryAction:menu:)`). Its key is its title's first letter.
    public convenience init(title: String? = nil, image: String? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        let shown = title ?? primaryAction.map(\.title)
        self.init(title: title, key: Self.defaultKey(title: shown, image: image ?? primaryAction?.image), primaryAction: primaryAction)
        self.image = image
        self.menu = menu
    }

    /// An item titled with `primaryAction`'s title and glyph that runs it (Apple's
    /// `init(primaryAction:)`).
    public convenience init(primaryAction: Action?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A standard item that runs `primaryAction`, or opens `menu` when it has none (Apple's
    /// `init(systemItem:primaryAction:menu:)`).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// The action a target/action item runs: `action` with the target, while it lives.
    private static func targetAction<Target: AnyObject>(title: String, target: Target?,
                                                        action: @escaping @MainActor (Target) -> Void) -> Action {
        Action(title: title) { [weak target] _ in
            guard let target else { return }
            MainActor.assumeIsolated { action(target) }
        }
    }

    /// The key of an item made the UIKit way, without one: the title's first letter or the image's
    /// glyph, lower-cased; `?`-free so it never takes the help key.
    static func defaultKey(title: String?, image: String?) -> Key {
        let source = (title?.isEmpty == false ? title : image) ?? ""
        guard let first = source.first(where: { !$0.isWhitespace }), first != "?" else { return .function(10) }
        return .character(Character(first.lowercased()))
    }
}
