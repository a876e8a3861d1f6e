import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Getting Started → Two-Column Grid: a group that asks for exactly two
/// items (`subitem:count:`), whatever the width, with fixed spacing between them and the rows.
final class TwoColumnGridScreen: NumberedTilesScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Two-Column Grid", subtitle: "a group of exactly two items per row",
                   layout: ExampleLayouts.twoColumnGrid(), itemCount: ExampleLayouts.twoColumnItemCount,
                   hue: .plum, corners: .square)
    }
}
