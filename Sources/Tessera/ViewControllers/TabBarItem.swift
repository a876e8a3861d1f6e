/// What a ``TabBarController``'s tab row shows for one of its controllers (Apple's
/// `UITabBarItem`): a title, a glyph and a badge. Every view controller has one
/// (``ViewController/tabBarItem``), titled with the controller's title until you set one.
@MainActor
public final class TabBarItem {
    /// The tab's word; nil shows the controller's title.
    public var title: String? { didSet { changed() } }
    /// A glyph before the title ("★"; a terminal's image).
    public var image: String? { didSet { changed() } }
    /// The glyph shown while the tab is selected; nil shows ``image``.
    public var selectedImage: String? { didSet { changed() } }
    /// Text in a badge after the title ("3", "new"); nil shows none.
    public var badgeValue: String? { didSet { changed() } }
    /// A disabled tab is drawn dimmed and cannot be selected by key or click.
    public var isEnabled = true { didSet { changed() } }
    /// An app's number for the tab (Apple's `tag`).
    public var tag = 0
    /// The controller the item belongs to: a change redraws its tab bar controller's row.
    weak var owner: ViewController?

    /// A tab titled `title` with a glyph (Apple's `init(title:image:tag:)`).
    public init(title: String?, image: String?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab titled `title` with a glyph for each state (Apple's `init(title:image:selectedImage:)`).
    public init(title: String?, image: String?, selectedImage: String?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The text the row shows for the tab, selected or not.
    func shownText(selected: Bool, fallbackTitle: String?) -> String {
        let glyph = (selected ? selectedImage ?? image : image).map { "\($0) " } ?? ""
        let badge = badgeValue.map { " (\($0))" } ?? ""
        return glyph + (title ?? fallbackTitle ?? "") + badge
    }

    private func changed() {
        owner?.tabBarController?.viewIfLoaded?.setNeedsDisplay()
    }
}
