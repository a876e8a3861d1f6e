import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Getting Started → Grid: 94 numbered tiles, five to a row. Each tile
/// is a fifth of the width and the row a fifth of the width tall, which `cellAspect` turns into
/// tiles that look square. Nothing to do but move and scroll.
final class GridScreen: NumberedTilesScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Grid", subtitle: "five square tiles to a row, edge to edge",
                   layout: ExampleLayouts.grid(), itemCount: ExampleLayouts.gridItemCount, hue: .slate)
    }
}
