import Testing
import Tessera
@testable import TesseraDemos

@Suite("Layout example tiles") @MainActor
struct LayoutTileContentViewTests {
    static func draw(_ configuration: LayoutTileConfiguration, width: Int, height: Int) -> [String] {
        var buffer = ScreenBuffer(width: width, height: height)
        LayoutTileContentView(configuration: configuration).draw(into: &buffer, in: buffer.bounds, base: .plain, theme: .standard)
        return (0..<height).map(buffer.rowText)
    }

    @Test func aTileKeepsItsLabelAtEverySize() {
        let tile = LayoutTileConfiguration(label: "42")
        #expect(Self.draw(tile, width: 8, height: 3) == ["╭──────╮", "│  42  │", "╰──────╯"])
        // Two rows: the label inside the frame (top edge and sides), never on its line.
        #expect(Self.draw(tile, width: 8, height: 2) == ["╭──────╮", "│  42  │"])
        #expect(Self.draw(tile, width: 8, height: 1) == ["   42   "])
        #expect(Self.draw(tile, width: 3, height: 3) == ["   ", "42 ", "   "])
        #expect(Self.draw(tile, width: 4, height: 3) == ["╭──╮", "│42│", "╰──╯"])
    }

    @Test func squareCorners() {
        let tile = LayoutTileConfiguration(label: "7", corners: .square)
        #expect(Self.draw(tile, width: 9, height: 4) == ["┌───────┐", "│   7   │", "│       │", "└───────┘"])
    }

    @Test func aLabelTooLongForTheTileEndsInAnEllipsis() {
        let tile = LayoutTileConfiguration(label: "Conference")
        #expect(Self.draw(tile, width: 8, height: 3)[1] == "│Confe…│")
    }
}
