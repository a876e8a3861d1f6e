import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Per-Section Layout → Distinct Sections: a section provider gives each
/// section its own layout by index — a one-column list, a grid of five, a grid of three.
final class DistinctSectionsScreen: PerSectionLayoutScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Distinct Sections", subtitle: "a list, a grid of five, a grid of three",
                   layout: ExampleLayouts.distinctSections(), adapts: false)
    }
}
