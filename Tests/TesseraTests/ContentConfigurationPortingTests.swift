import Testing
@testable import Tessera

/// A cell with its own nested `ContentConfiguration`, written as UIKit apps write one: the
/// protocol named `Tessera.ContentConfiguration`, `updated(for:)` over any `ConfigurationState`,
/// a cast to read the cell's state, and a view that is a `View & ContentView`.
private final class BadgeCell: CollectionViewCell {
    struct ContentConfiguration: Tessera.ContentConfiguration, Hashable {
        var label = ""
        var isFocused = false
        var statesThatWereNotACells = 0

        func makeContentView() -> View & ContentView { BadgeView(configuration: self) }

        func updated(for state: ConfigurationState) -> Self {
            var updated = self
            guard let state = state as? CellConfigurationState else {
                updated.statesThatWereNotACells += 1
                return updated
            }
            updated.isFocused = state.isFocused
            return updated
        }
    }

    final class BadgeView: View, ContentView {
        var configuration: any Tessera.ContentConfiguration
        init(configuration: ContentConfiguration) {
            self.configuration = configuration
            super.init()
        }
        func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
            guard let badge = configuration as? ContentConfiguration else { return }
            buffer.draw(badge.isFocused ? "[\(badge.label)]" : badge.label, in: rect, style: base)
        }
    }
}

/// A state that is not a cell's: what a configuration sees from something other than a cell.
private struct PlainState: ConfigurationState {
    var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

@Suite("Content configurations as UIKit spells them") @MainActor
struct ContentConfigurationPortingTests {
    @Test func theCellsStateArrivesAsAConfigurationStateThatCastsToACellState() {
        let cell = BadgeCell()
        cell.contentConfiguration = BadgeCell.ContentConfiguration(label: "new")
        #expect(render(cell, width: 6).rowText(0) == "new   ")
        var focused = CellConfigurationState()
        focused.isFocused = true
        cell.apply(state: focused)
        #expect(render(cell, width: 6).rowText(0) == "[new] ")
        #expect((cell.contentConfiguration as? BadgeCell.ContentConfiguration)?.statesThatWereNotACells == 0)
    }

    @Test func theContentViewIsAView() {
        let cell = BadgeCell()
        cell.contentConfiguration = BadgeCell.ContentConfiguration(label: "x")
        let view: View? = cell.contentView
        #expect(view is BadgeCell.BadgeView)
        let list: View = ListContentConfiguration.cell().makeContentView()
        #expect(list is ListContentView)
    }

    @Test func aStateThatIsNotACellsIsCustomStateOnly() {
        var state = PlainState()
        state["mood"] = "calm"
        #expect(state["mood"] == AnyHashable("calm"))
        #expect(BadgeCell.ContentConfiguration(label: "x").updated(for: state).statesThatWereNotACells == 1)
        // A list configuration updated for it draws as for a plain cell state.
        var content = ListContentConfiguration.cell()
        content.text = "a"
        #expect(content.updated(for: state) == content.updated(for: CellConfigurationState()))
    }

    @Test func aCellStateCarriesCustomStateThroughTheProtocol() {
        var state: ConfigurationState = CellConfigurationState()
        state["fruit"] = "pear"
        #expect((state as? CellConfigurationState)?.customState(forKey: "fruit") == AnyHashable("pear"))
    }
}
