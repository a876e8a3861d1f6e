import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Advanced Layouts → Nested Groups: a block repeated down the page, one
/// big tile 70% wide beside a vertical group of two, each block 40% of the screen tall.
final class NestedGroupsScreen: NumberedTilesScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Nested Groups", subtitle: "a wide tile beside a vertical pair, repeated",
                   layout: ExampleLayouts.nestedGroups(), itemCount: ExampleLayouts.nestedGroupsItemCount, hue: .olive)
    }
}
