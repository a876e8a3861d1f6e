import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Custom Configurations screen") @MainActor
struct CustomConfigurationsScreenTests {
    @Test func goldenScreens() {
        ApplicationHarness(demo: "custom-configurations", width: 80, height: 24).expectGolden("custom-configurations-80x24")
        ApplicationHarness(demo: "custom-configurations", width: 120, height: 40).expectGolden("custom-configurations-120x40")
        let h = ApplicationHarness(demo: "custom-configurations", width: 80, height: 24)
        h.press(.right); h.press(.enter)
        h.press(.down); h.press(.enter)
        h.press(.right)
        h.expectGolden("custom-configurations-selected-80x24")
    }

    @Test func threeHundredTilesOfTwelveSymbols() throws {
        let demo = try ApplicationHarness(demo: "custom-configurations").rootView(as: CustomConfigurationsScreen.self)
        let tiles = demo.dataSource.snapshot().itemIdentifiers
        #expect(tiles.count == 300)
        #expect(Dictionary(grouping: tiles, by: \.symbol).mapValues(\.count) == Dictionary(uniqueKeysWithValues: SymbolTile.symbols.map { ($0, 25) }))
        #expect(tiles.map(\.symbol) != (0..<25).flatMap { _ in SymbolTile.symbols }, "shuffled")
        #expect(SymbolTile.shuffled(copies: 25, seed: 42) == SymbolTile.shuffled(copies: 25, seed: 42))
        #expect(SymbolTile.shuffled(copies: 25, seed: 42) != SymbolTile.shuffled(copies: 25, seed: 43))
    }

    /// Plain, focused, pressed, focused and selected, selected: each draws its own way, and
    /// Enter toggles selection.
    @Test func everyStateLooksDifferentOnScreen() throws {
        let h = ApplicationHarness(demo: "custom-configurations", width: 80, height: 24)
        let demo = try h.rootView(as: CustomConfigurationsScreen.self)
        let first = IndexPath(item: 0, section: 0)
        /// The style of the tile's symbol and of its top-left corner.
        func look() throws -> [Style] {
            let frame = try #require(demo.collectionView.layoutAttributesForItem(at: first)?.frame)
            let x = demo.collectionView.frame.x + frame.x, y = demo.collectionView.frame.y + frame.y - demo.collectionView.contentOffset.y
            return [h.terminal.lastFrame[x + 2, y + 1].style, h.terminal.lastFrame[x, y].style]
        }
        let focused = try look()             // focus starts on the first tile
        h.press(.right)
        let plain = try look()               // focus moved on: neither focused nor selected
        h.press(.left)
        h.send(.enter)                       // pressed: selected, highlighted for a moment
        let pressed = try look()
        #expect(demo.collectionView.cellForItem(at: first)?.isHighlighted == true)
        h.settle()
        let focusedAndSelected = try look()
        #expect(demo.collectionView.cellForItem(at: first)?.isHighlighted == false)
        #expect(h.text.contains("1 of 300 selected"))
        h.press(.right)
        let selected = try look()
        let looks = [plain, focused, pressed, focusedAndSelected, selected]
        #expect(Set(looks).count == looks.count, "\(looks)")

        h.press(.left); h.press(.enter)      // Enter again: deselected
        #expect(h.text.contains("0 of 300 selected"))
        #expect(try look() == focused)
    }
}

@Suite("Symbol tile palette") @MainActor
struct SymbolTilePaletteTests {
    /// Without colours the states still differ: the background falls back to the theme's
    /// attributes and the symbol turns bold.
    @Test(arguments: [ColorDepth.monochrome, .eight, .sixteen, .palette256])
    func theFiveStatesStayDistinct(colorDepth: ColorDepth) {
        for appearance in BackgroundAppearance.allCases {
            let theme = Theme(colorDepth: colorDepth, background: appearance)
            let palette = SymbolTilePalette(depth: colorDepth, background: appearance)
            var states: [CellConfigurationState] = []
            for (focused, selected, highlighted) in [(false, false, false), (true, false, false), (true, true, true), (true, true, false), (false, true, false)] {
                var state = CellConfigurationState()
                state.isFocused = focused
                state.isSelected = selected
                state.isHighlighted = highlighted
                states.append(state)
            }
            let looks = states.map { state -> [Style] in
                let background = palette.background(for: state)
                let fill = background.resolvedStyle(for: state, theme: theme)
                let content = SymbolTileConfiguration(symbol: "★", palette: palette).updated(for: state)
                var symbol = fill
                if let color = content.color { symbol.foreground = color }
                if content.isBold { symbol.attributes.insert(.bold) }
                let border = Style(foreground: background.resolvedStrokeColor(for: fill.foreground), background: fill.background,
                                   attributes: fill.attributes)
                return [symbol, border].map { $0.approximated(for: colorDepth) }
            }
            #expect(Set(looks).count == looks.count, "\(colorDepth) on \(appearance): \(looks)")
        }
    }
}
