import Testing
import TesseraTerminal
@testable import Tessera

/// `ContentConfiguration._isEqual(to:)`, which lets a cell keep its content view and image when
/// given an unchanged configuration: `==` for `Equatable` types, never for others or across types.
@MainActor
@Suite struct ContentConfigurationEqualityTests {
    struct Plain: ContentConfiguration {
        var text = ""
        func makeContentView() -> View & ContentView { ListContentView(configuration: ListContentConfiguration.cell()) }
        func updated(for state: ConfigurationState) -> Plain { self }
    }

    @Test func equatableConfigurationsCompareWithTheirOwnEquality() {
        var a = ListContentConfiguration.cell()
        a.text = "Everest"
        var b = a
        #expect(a._isEqual(to: b))
        b.text = "K2"
        #expect(!a._isEqual(to: b))
        #expect(!a._isEqual(to: ListContentConfiguration.valueCell()))
    }

    @Test func differentTypesAndNonEquatableTypesNeverCompareEqual() {
        let list = ListContentConfiguration.cell()
        #expect(!list._isEqual(to: Plain()))
        #expect(!Plain()._isEqual(to: list))
        #expect(!Plain()._isEqual(to: Plain()))
    }

    @Test func aCellGivenAnEqualConfigurationKeepsItsContentView() {
        let cell = CollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Everest"
        cell.contentConfiguration = content
        let view = cell.contentView
        _ = cell.renderedImage(size: CellSize(width: 12, height: 1), theme: .standard)
        let renders = cell.imageRenderCount
        cell.contentConfiguration = content
        #expect(cell.contentView === view)
        _ = cell.renderedImage(size: CellSize(width: 12, height: 1), theme: .standard)
        #expect(cell.imageRenderCount == renders, "an equal configuration keeps the cell's image")
        content.text = "K2"
        cell.contentConfiguration = content
        #expect(cell.contentView === view, "a supported configuration updates the same view")
    }
}
