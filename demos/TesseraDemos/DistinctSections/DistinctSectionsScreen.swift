import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Per-Section Layout → Distinct Sections: a section provider gives each
/// section its own layout by index — a one-column list, a grid of five, a grid of three (more
/// of the same tiles on a wide terminal).
final class DistinctSectionsScreen: PerSectionLayoutScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Distinct Sections", subtitle: "a list, a grid of five, a grid of three",
                   layout: ExampleLayouts.distinctSections(), adapts: false)
    }

    /// Past `ExampleLayouts.designedWidth` the grids hold more of the same tiles: the subtitle
    /// counts them at the current width.
    override func layoutSubviews() {
        super.layoutSubviews()
        let subtitle = "a list, a grid of \(SpelledCount.of(columnCount(of: .grid5))), a grid of \(SpelledCount.of(columnCount(of: .grid3)))"
        if titleBar.subtitle != subtitle { titleBar.subtitle = subtitle }
    }
}
