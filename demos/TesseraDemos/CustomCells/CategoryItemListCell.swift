import Tessera

extension ConfigurationStateCustomKey {
    /// The custom cell's model, carried in its configuration state.
    static let customCellItem: ConfigurationStateCustomKey = "tessera.demos.custom-cell-item"
}

/// List with Custom Cells' cell: a list cell subclass that keeps its model in a custom key of
/// its configuration state and builds its whole content in `updateConfiguration(using:)`, so
/// the content follows focus and selection and the model through the same path.
final class CategoryItemListCell: CollectionViewListCell {
    var item: CustomCellItem? {
        didSet { if item != oldValue { setNeedsUpdateConfiguration() } }
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state[.customCellItem] = item
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        guard let item = state[.customCellItem] as? CustomCellItem else {
            contentConfiguration = nil
            return
        }
        var content = ListContentConfiguration.subtitleCell()
        content.image = item.glyph
        content.imageProperties.reservedLayoutWidth = 2
        content.text = item.title
        content.secondaryText = item.description

        // The category wears a value cell's secondary text.
        let value = ListContentConfiguration.valueCell()
        var category = ListContentConfiguration.cell()
        category.image = item.category.icon
        category.text = item.category.name
        category.textProperties = value.secondaryTextProperties

        contentConfiguration = CategoryRowConfiguration(item: content, category: category).updated(for: state)
        accessories = [.disclosureIndicator()]
    }
}
