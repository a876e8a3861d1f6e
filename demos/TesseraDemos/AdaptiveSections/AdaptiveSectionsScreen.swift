import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Per-Section Layout → Adaptive Sections: Distinct Sections whose
/// section provider reads the container's width, doubling every column count when the
/// terminal is wider than `ExampleLayouts.wideWidth` columns. Resize the terminal to see it;
/// the title bar says what the current width gives (past `ExampleLayouts.designedWidth`, more
/// tiles of the same size).
final class AdaptiveSectionsScreen: PerSectionLayoutScreen {
    init(context: DemoContext) {
        super.init(context: context, title: "Adaptive Sections", subtitle: "",
                   layout: ExampleLayouts.adaptiveSections(), adapts: true)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let counts = Kind.allCases.map { String(columnCount(of: $0)) }.joined(separator: " · ")
        var subtitle = "\(frame.width) wide: \(counts) columns, doubled past \(Int(ExampleLayouts.wideWidth))"
        if CGFloat(frame.width) > ExampleLayouts.designedWidth { subtitle += ", more past \(Int(ExampleLayouts.designedWidth))" }
        titleBar.subtitle = subtitle
    }
}
