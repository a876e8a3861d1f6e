import Testing
@testable import Tessera

@MainActor private func paint(_ background: BackgroundConfiguration, width: Int, height: Int,
                   state: CellConfigurationState = CellConfigurationState(), theme: Theme = .standard) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    background.paint(into: &buffer, in: buffer.bounds, style: background.resolvedStyle(for: state, theme: theme))
    return buffer
}

private let depths: [ColorDepth] = [.monochrome, .eight, .sixteen, .palette256]

@Suite("BackgroundConfiguration") @MainActor
struct BackgroundConfigurationTests {
    @Test func fillColourCoversTheCell() {
        var background = BackgroundConfiguration.clear()
        background.backgroundColor = .palette(236)
        let buffer = paint(background, width: 4, height: 2)
        #expect(buffer.cells.allSatisfy { $0.style == Style(background: .palette(236)) && $0.grapheme == " " })
        #expect(paint(.listPlainCell(), width: 3, height: 1).cells.allSatisfy { $0.style == .plain })
    }

    @Test func groupedCellsUseTheThemesGroupedColourUnlessGivenOne() {
        #expect(BackgroundConfiguration.listGroupedCell().resolvedStyle(for: state(), theme: .standard)
                == Theme.standard.groupedBackground, "the fill comes with its text colour")
        var own = BackgroundConfiguration.listGroupedCell()
        own.backgroundColor = .blue
        #expect(own.resolvedStyle(for: state(), theme: .standard).background == .blue)
    }

    @Test func transformersChangeTheResolvedColours() {
        var background = BackgroundConfiguration()
        background.backgroundColor = .palette(20)
        background.backgroundColorTransformer = ConfigurationColorTransformer { _ in .palette(21) }
        #expect(background.resolvedStyle(for: state(), theme: .standard).background == .palette(21))
        #expect(background.resolvedBackgroundColor(for: .red) == .palette(21))
        background.backgroundColor = nil
        background.backgroundColorTransformer = nil
        #expect(background.resolvedBackgroundColor(for: .red) == .red)
    }

    @Test func aBorderIsDrawnWithBoxCharactersAndRoundedCorners() {
        var background = BackgroundConfiguration()
        background.strokeWidth = 1
        #expect(rows(paint(background, width: 6, height: 3)) == ["┌────┐", "│    │", "└────┘"])
        background.cornerRadius = 2
        #expect(rows(paint(background, width: 6, height: 3)) == ["╭────╮", "│    │", "╰────╯"])
        #expect(rows(paint(background, width: 2, height: 2)) == ["╭╮", "╰╯"])
        // Too small for a border: only the fill.
        #expect(rows(paint(background, width: 6, height: 1)) == ["      "])
        #expect(rows(paint(background, width: 1, height: 3)) == [" ", " ", " "])
    }

    @Test func theStrokeColourStylesOnlyTheBorder() {
        var background = BackgroundConfiguration()
        background.backgroundColor = .palette(236)
        background.strokeWidth = 1
        background.strokeColor = .palette(75)
        let buffer = paint(background, width: 4, height: 3)
        #expect(buffer[0, 0].style == Style(foreground: .palette(75), background: .palette(236)))
        #expect(buffer[1, 1].style == Style(background: .palette(236)))
        background.strokeColorTransformer = ConfigurationColorTransformer { _ in .red }
        #expect(paint(background, width: 4, height: 3)[3, 2].style.foreground == .red)
        #expect(background.resolvedStrokeColor(for: .blue) == .red)
        background.strokeColorTransformer = nil
        background.strokeColor = nil
        let focused = paint(background, width: 4, height: 3, state: state(focused: true))
        #expect(focused[0, 0].style == Theme.standard.focused)  // the border takes the focus colours
    }

    @Test func backgroundInsetsShrinkThePaintedAreaNotTheContent() {
        var background = BackgroundConfiguration()
        background.backgroundColor = .blue
        background.backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2)
        let buffer = paint(background, width: 6, height: 1)
        #expect(styles(buffer, row: 0).map(\.background) == [.default, .blue, .blue, .blue, .default, .default])
        let rect = CellRect(x: 0, y: 0, width: 6, height: 1)
        #expect(background.contentRect(in: rect) == rect)
        background.strokeWidth = 1
        let tall = CellRect(x: 0, y: 0, width: 6, height: 3)
        #expect(background.contentRect(in: tall) == CellRect(x: 2, y: 1, width: 1, height: 1))
    }

    @Test func contentSitsInsideTheBorder() {
        let cell = CollectionViewCell()
        var content = ListContentConfiguration.cell()
        content.text = "Hi"
        cell.contentConfiguration = content
        var background = BackgroundConfiguration()
        background.strokeWidth = 1
        background.cornerRadius = 1
        cell.backgroundConfiguration = background
        #expect(rows(render(cell, width: 8, height: 3)) == ["╭──────╮", "│ Hi   │", "╰──────╯"])
        #expect(cell.preferredHeight(forWidth: 8) == 3)
    }

    @Test func stateStylesInTwoHundredFiftySixColours() {
        let t = Theme.standard
        let b = BackgroundConfiguration.listCell()
        #expect(b.resolvedStyle(for: state(), theme: t) == .plain)
        #expect(b.resolvedStyle(for: state(focused: true), theme: t) == t.focused)
        #expect(b.resolvedStyle(for: state(selected: true), theme: t) == t.selected)
        #expect(b.resolvedStyle(for: state(focused: true, selected: true), theme: t)
                == Style(foreground: t.focused.foreground, background: t.focused.background, attributes: .bold))
        #expect(b.resolvedStyle(for: state(focused: true, highlighted: true), theme: t) == t.highlighted)
        #expect(b.resolvedStyle(for: state(disabled: true), theme: t) == Style(attributes: .dim))
    }

    @Test func stateStylesInMonochromeUseOnlyAttributes() {
        let b = BackgroundConfiguration.listCell()
        let expected: [(CellConfigurationState, TextAttributes)] = [
            (state(), []),
            (state(focused: true), .reverse),
            (state(selected: true), [.bold, .underline]),
            (state(focused: true, selected: true), [.reverse, .bold, .underline]),
            (state(focused: true, highlighted: true), [.reverse, .italic]),
            (state(disabled: true), .dim),
        ]
        for (s, attributes) in expected {
            #expect(b.resolvedStyle(for: s, theme: monochrome) == Style(attributes: attributes))
        }
    }

    /// Every state a row can be in looks different from the others at every colour depth, after
    /// the backend maps colours down to what the terminal has.
    @Test func statesStayDistinctAtEveryColourDepth() {
        let states = [state(), state(focused: true), state(selected: true), state(focused: true, selected: true),
                      state(focused: true, highlighted: true), state(disabled: true)]
        var groupedFill = BackgroundConfiguration.listGroupedCell()
        groupedFill.backgroundColor = nil
        for depth in depths {
            for background in [BackgroundConfiguration.listCell(), groupedFill] {
                let theme = Theme(colorDepth: depth)
                let shown = states.map { background.resolvedStyle(for: $0, theme: theme).approximated(for: depth) }
                #expect(Set(shown).count == states.count, "\(depth): \(shown)")
            }
        }
    }

    @Test func aFocusedRowIsStyledAcrossItsWholeWidth() {
        let cell = CollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        cell.apply(state: state(focused: true))
        let buffer = render(cell, width: 10, theme: monochrome)
        #expect(buffer.rowText(0) == " Row    › ")
        #expect(styles(buffer, row: 0).allSatisfy { $0.attributes.contains(.reverse) })
    }

    @Test func withoutStateHighlightTheStateIsIgnored() {
        var b = BackgroundConfiguration.clear()
        b.showsStateHighlight = false
        b.backgroundColor = .green
        #expect(b.resolvedStyle(for: state(focused: true, selected: true, disabled: true), theme: .standard) == Style(background: .green))
    }

    @Test func equalityFollowsValuesAndTransformerIdentity() {
        var a = BackgroundConfiguration.listCell()
        var b = BackgroundConfiguration.listCell()
        #expect(a == b)
        #expect(BackgroundConfiguration.listGroupedCell() != a)
        let transformer = ConfigurationColorTransformer { $0 }
        a.backgroundColorTransformer = transformer
        b.backgroundColorTransformer = transformer
        #expect(a == b)
        b.backgroundColorTransformer = ConfigurationColorTransformer { $0 }
        #expect(a != b)
        b = a
        b.backgroundInsets.top = 1
        #expect(a != b)
    }
}
