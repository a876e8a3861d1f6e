import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Getting Started → Inset Items Grid: the Grid with content insets on
/// every item, so a gutter shows between tiles while the rows keep their size.
final class InsetItemsGridScreen: NumberedTilesScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Inset Items Grid", subtitle: "the grid, each item inset inside its slot",
                   layout: ExampleLayouts.insetItemsGrid(), itemCount: ExampleLayouts.gridItemCount, hue: .teal)
    }
}
