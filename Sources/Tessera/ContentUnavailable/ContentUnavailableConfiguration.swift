/// What a view shows in place of content it does not have yet, or has none of (Apple's iOS 17
/// `UIContentUnavailableConfiguration`): an image glyph, a line of text and a quieter secondary
/// text, centred. Set it as a collection view's `contentUnavailableConfiguration` while a list
/// is loading or empty, and back to nil when there is content.
public struct ContentUnavailableConfiguration: ContentConfiguration, Hashable, Sendable {
    /// A glyph above the text (a terminal's stand-in for an SF Symbol): one or two columns.
    public var image: String?
    /// The main line: what is missing ("No Results"). Wraps at word boundaries.
    public var text: String?
    /// The explanation or next step under it, drawn in the theme's secondary style.
    public var secondaryText: String?
    /// How ``text`` looks: its colour and emphasis (bold by default). Its alignment and line
    /// limit are not read: the text is centred, and wraps as far as the view has rows.
    public var textProperties = TextProperties(emphasis: [.bold])
    /// How ``secondaryText`` looks; nil colour is the theme's secondary text colour.
    public var secondaryTextProperties = TextProperties()
    /// How ``image`` looks: its tint.
    public var imageProperties = ImageProperties()
    /// Blank rows between the image and the text; 1 by default.
    public var imageToTextPadding = 1
    /// Blank rows between the text and the secondary text; 0 by default.
    public var textToSecondaryTextPadding = 0

    /// An empty configuration, for an app to fill in (Apple's `empty()`).
    public static func empty() -> Self { Self() }

    /// A loading state: "Loading…" (Apple's `loading()`, whose spinner a terminal leaves out).
    public static func loading() -> Self {
        var configuration = Self()
        configuration.text = "Loading…"
        return configuration
    }

    /// A search with no results: a magnifier and "No Results" (Apple's `search()`). Set
    /// ``secondaryText`` to say what was searched for.
    public static func search() -> Self {
        var configuration = Self()
        configuration.image = "🔍"
        configuration.text = "No Results"
        return configuration
    }

    /// A ``ContentUnavailableView`` showing this configuration.
    public func makeContentView() -> View & ContentView { ContentUnavailableView(configuration: self) }

    /// The same configuration: how it looks does not depend on state.
    public func updated(for state: ConfigurationState) -> Self { self }
}
