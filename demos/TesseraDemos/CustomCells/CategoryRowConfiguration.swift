import Tessera

/// The content of a custom cell: the item's subtitle content on the leading side and its
/// category, styled as a value cell's secondary text, on the trailing side (Apple's custom
/// cell lays a list content view and a label out side by side; here one configuration holds
/// both and its view splits the row).
struct CategoryRowConfiguration: ContentConfiguration, Hashable {
    /// Glyph, title and description.
    var item: ListContentConfiguration
    /// Category icon and name.
    var category: ListContentConfiguration

    func makeContentView() -> View & ContentView { CategoryRowView(configuration: self) }

    func updated(for state: ConfigurationState) -> Self {
        Self(item: item.updated(for: state), category: category.updated(for: state))
    }

    /// Columns the category needs: margins, icon, padding and name.
    var categoryWidth: Int {
        let margins = category.directionalLayoutMargins
        let image = category.image.map { TextWidth.of($0) + Int(category.imageToTextPadding) } ?? 0
        return Int(margins.leading + margins.trailing) + image + TextWidth.of(category.text ?? "")
    }
}

/// Draws a `CategoryRowConfiguration`: the category takes its width at the trailing end (at
/// most half the row), the item the rest.
final class CategoryRowView: View, ContentView {
    var configuration: any ContentConfiguration {
        didSet {
            guard let row = configuration as? CategoryRowConfiguration else { return }
            itemView.configuration = row.item
            categoryView.configuration = row.category
        }
    }
    private let itemView: ListContentView
    private let categoryView: ListContentView

    init(configuration: CategoryRowConfiguration) {
        self.configuration = configuration
        itemView = ListContentView(configuration: configuration.item)
        categoryView = ListContentView(configuration: configuration.category)
        super.init()
    }

    private func split(_ rect: CellRect) -> (item: CellRect, category: CellRect) {
        let wanted = (configuration as? CategoryRowConfiguration)?.categoryWidth ?? 0
        let categoryWidth = min(wanted, rect.width / 2)
        return (CellRect(x: rect.x, y: rect.y, width: rect.width - categoryWidth, height: rect.height),
                CellRect(x: rect.maxX - categoryWidth, y: rect.y, width: categoryWidth, height: rect.height))
    }

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        let (item, category) = split(rect)
        itemView.draw(into: &buffer, in: item, base: base, theme: theme)
        categoryView.draw(into: &buffer, in: category, base: base, theme: theme)
    }

    func preferredHeight(forWidth width: Int) -> Int {
        let (item, category) = split(CellRect(x: 0, y: 0, width: width, height: 1))
        return max(itemView.preferredHeight(forWidth: item.width), categoryView.preferredHeight(forWidth: category.width))
    }
}
