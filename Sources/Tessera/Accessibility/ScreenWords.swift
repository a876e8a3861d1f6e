/// The screen and the alert on show, as the accessible mode names them: a screen by the titles
/// of its navigation stack ("Settings, Wi-Fi"), an alert by its title, message and buttons.
///
/// The screen is found from the window's root view controller: into what it presented, down a
/// navigation controller's stack (collecting the titles), and into the child whose view holds
/// the key responder (a split view's column, a tab). O(depth of the controller tree).
@MainActor
enum ScreenWords {
    /// Something on show and its words; the identity tells one from the next.
    struct Shown {
        var identity: ObjectIdentifier
        var words: String
    }

    /// The innermost screen and the alert over it, if any.
    static func onScreen(in window: Window) -> (screen: Shown?, alert: Shown?) {
        guard var controller = window.rootViewController else { return (nil, nil) }
        let responder = window.keyResponder
        var titles: [String] = []
        var alert: Shown?
        while true {
            if let presented = controller.presentedViewController {
                if let sheet = presented as? AlertController {
                    alert = Shown(identity: ObjectIdentifier(sheet), words: words(of: sheet))
                    break
                }
                controller = presented
                titles = []   // a presented screen is named on its own
                continue
            }
            if let navigation = controller as? NavigationController, let top = navigation.topViewController {
                titles += navigation.viewControllers.dropLast().compactMap(title(of:))
                controller = top
                continue
            }
            let holder = controller.children.first { child in
                child.viewIfLoaded.map { responder === $0 || responder.isDescendant(of: $0) } ?? false
            }
            guard let holder else { break }
            if let own = title(of: controller) { titles.append(own) }
            controller = holder
        }
        if let own = title(of: controller) { titles.append(own) }
        let screen = Shown(identity: ObjectIdentifier(controller), words: titles.isEmpty ? "Screen" : titles.joined(separator: ", "))
        return (screen, alert)
    }

    /// "Alert, Delete?, This cannot be undone, buttons: Delete, Cancel".
    static func words(of alert: AlertController) -> String {
        var parts = [alert.preferredStyle == .actionSheet ? "Action sheet" : "Alert"]
        if let title = alert.title, !title.isEmpty { parts.append(title) }
        if let message = alert.message, !message.isEmpty { parts.append(message) }
        let buttons = alert.actions.compactMap(\.title).filter { !$0.isEmpty }
        if !buttons.isEmpty { parts.append("buttons: " + buttons.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }

    private static func title(of controller: ViewController) -> String? {
        let title = controller.title ?? controller.navigationItem.title
        return title?.isEmpty == false ? title : nil
    }
}
