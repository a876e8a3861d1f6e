import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Supplementary Views → Pinned Section Headers: the same sections, with
/// headers pinned to the visible bounds (above the rows, zIndex 2): scroll and each header stays
/// at the top until the next section pushes it off. Footers scroll with their rows.
final class PinnedSectionHeadersScreen: HeaderFooterListScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Pinned Section Headers", subtitle: "headers stay on top while their rows scroll",
                   layout: ExampleLayouts.pinnedSectionHeaders())
    }
}
