// The accessories an app makes, by Apple's names and labels (`UICellAccessory`'s static
// factories), each with what it shows and what activating it does in a terminal.
extension CellAccessory {
    /// A `›` at the trailing edge, dim unless the row is focused: the row leads to more
    /// (Apple's `disclosureIndicator(displayed:options:)`). It only shows; selecting the row acts.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, options: options)
    }

    /// With a nil handler, activating it expands or collapses the item in its section snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .outlineDisclosure(options, actionHandler: actionHandler), displayed: displayed,
             options: Options(isHidden: options.isHidden, tintColor: options.tintColor,
                              reservedLayoutWidth: options.reservedLayoutWidth))
    }

    /// A `✓` in the theme's accent colour (Apple's `checkmark(displayed:options:)`). It shows
    /// whenever it is in ``CollectionViewListCell/accessories``; add it to chosen rows only.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, options: options)
    }

    /// A `⊖` at the leading edge in edit mode, in the theme's destructive colour (Apple's
    /// `delete(displayed:options:actionHandler:)`). Enter on the row in edit mode, or a click on
    /// the control, runs `actionHandler`; with a nil handler it shows the row's swipe actions
    /// (leading, then trailing), as tapping the red minus reveals Delete on iOS.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A `⊕` at the leading edge in edit mode (Apple's `insert(displayed:options:actionHandler:)`).
    /// A click on it runs `actionHandler`; without one it does nothing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .insert(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A `≡` at the trailing edge, dim unless focused: the handle of a row that can be moved
    /// (Apple's `reorder(displayed:options:)`). Shift-↑/↓ or Alt-↑/↓ move the focused row in edit
    /// mode, and outside it on a row showing this handle (`displayed: .always`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> Self {
        Self(kind: .reorder, displayed: displayed, options: options)
    }

    /// Follows the cell's selection: `◉` selected, `○` not.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> Self {
        Self(kind: .multiselect, displayed: displayed, options: options)
    }

    /// Short text at the trailing side, quieter than the title unless the row is focused (the
    /// theme's secondary text: a grey, or italic with few colours), such as a count
    /// (Apple's `label(text:displayed:options:)`).
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .label(text), displayed: displayed, options: options)
    }

    /// An `ⓘ` at the trailing side (Apple's `detail(displayed:options:actionHandler:)`). A click
    /// on it runs `actionHandler`; Enter selects the row as usual.
    public static func detail(displayed: DisplayedState = .always, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .detail(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// App-supplied text as an accessory, on the side and at the place its configuration's
    /// ``CustomViewConfiguration/placement`` says (Apple's `customView(configuration:)`).
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(kind: .customView(configuration), displayed: configuration.placement.displayed,
             options: Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor,
                              reservedLayoutWidth: configuration.reservedLayoutWidth))
    }

    /// A switch (Tessera's addition: Apple's Wi-Fi sample puts a UISwitch in a custom view).
    /// Activating the row (Space or Enter) or clicking the switch calls `actionHandler` with the
    /// new value. It is drawn three columns wide with the knob where iOS puts it: `○──` off
    /// (hollow knob at the left, light track, secondary colour / dim) and `━━●` on (filled
    /// knob at the right, heavy track, accent colour / bold). Position, fill and weight each tell
    /// the state apart, so it reads at a glance in colour and in monochrome alike.
    public static func toggle(isOn: Bool, displayed: DisplayedState = .always, options: Options = .init(),
                              actionHandler: @escaping (Bool) -> Void) -> Self {
        Self(kind: .toggle(isOn: isOn, actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A pop-up menu (Apple's iOS 16 accessory): shows the menu's chosen action, as in `Medium ▾`,
    /// and opens the menu when the row is activated (Enter or Space on the focused row, or a
    /// click anywhere on it, as a tap anywhere on the cell does on iOS). In the open menu ↑/↓
    /// move to an action, the chosen one starting checked and highlighted; Enter chooses, Esc
    /// closes without a change.
    ///
    /// The menu is one choice among its actions (its submenus' actions shown in place), as a
    /// pop-up menu is on iOS: choosing an action turns it on and every other action off, runs
    /// the action's handler, and, if the choice changed, calls `selectedElementDidChangeHandler`
    /// with the menu, whose `selectedElements` is then `[chosen]`. When no action is on, the
    /// first one that can be chosen is turned on here, as UIKit's pop-up buttons do, so the
    /// accessory always shows a value.
    public static func popUpMenu(_ menu: Menu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> Self {
        let actions = menu.actions
        if !actions.contains(where: { $0.state == .on }), let first = actions.first(where: \.isChoosable) {
            first.state = .on
        }
        return Self(kind: .popUpMenu(menu, selectedElementDidChangeHandler: selectedElementDidChangeHandler),
                    displayed: displayed, options: options)
    }
}
