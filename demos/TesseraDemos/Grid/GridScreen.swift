import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Getting Started → Grid: 94 numbered tiles, five to a row. Each tile
/// is a fifth of the width and the row a fifth of the width tall, which `cellAspect` turns into
/// tiles that look square. Past `ExampleLayouts.designedWidth` the tiles keep their size and
/// more share a row, so the subtitle counts them at the current width. Nothing to do but move
/// and scroll.
final class GridScreen: NumberedTilesScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Grid", subtitle: Self.subtitle(columns: 5),
                   layout: ExampleLayouts.grid(), itemCount: ExampleLayouts.gridItemCount, hue: .slate)
    }

    static func subtitle(columns: Int) -> String {
        "\(SpelledCount.of(columns)) square tiles to a row, edge to edge"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The collection view is as wide as the screen (its own frame is set only after this).
        let subtitle = Self.subtitle(columns: ExampleLayouts.columns(5, forWidth: CGFloat(frame.width)))
        if titleBar.subtitle != subtitle { titleBar.subtitle = subtitle }
    }
}
