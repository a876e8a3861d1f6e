import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Supplementary Views → Section Headers/Footers: boundary supplementary
/// items of estimated height above and below every section, filled by supplementary
/// registrations through the data source's supplementary view provider.
final class SectionHeadersFootersScreen: HeaderFooterListScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Section Headers/Footers", subtitle: "a header and a footer on every section",
                   layout: ExampleLayouts.sectionHeadersFooters())
    }
}
