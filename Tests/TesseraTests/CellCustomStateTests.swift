import Testing
@testable import Tessera

private extension ConfigurationStateCustomKey {
    static let fruit: ConfigurationStateCustomKey = "fruit"
}

/// A cell that carries its model in its configuration state, as Apple's custom-cell example
/// does: the getter adds the model, `updateConfiguration(using:)` reads it back.
private final class FruitCell: CollectionViewListCell {
    var fruit: String? {
        didSet { if fruit != oldValue { setNeedsUpdateConfiguration() } }
    }
    private(set) var statesSeen: [CellConfigurationState] = []

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state[.fruit] = fruit
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        statesSeen.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state[.fruit] as? String
        contentConfiguration = content
    }
}

@Suite("Cell custom configuration state") @MainActor
struct CellCustomStateTests {
    @Test func anOverriddenStateReachesUpdateConfigurationOnEveryChange() {
        let cell = FruitCell()
        cell.fruit = "pear"
        #expect(cell.statesSeen.last?[.fruit] == AnyHashable("pear"))
        #expect(render(cell, width: 8).rowText(0) == " pear   ")

        var focused = CellConfigurationState()
        focused.isFocused = true
        cell.apply(state: focused)
        let seen = try! #require(cell.statesSeen.last)
        #expect(seen.isFocused)
        #expect(seen[.fruit] == AnyHashable("pear"), "the collection view's state change keeps the cell's own part")
        #expect(cell.configurationState.isFocused)
    }

    @Test func reuseClearsTheAssignedStateButTheCellsOwnPartFollowsItsModel() {
        let cell = FruitCell()
        cell.fruit = "fig"
        var selected = CellConfigurationState()
        selected.isSelected = true
        cell.apply(state: selected)
        cell.prepareForReuse()
        #expect(!cell.configurationState.isSelected)
        #expect(cell.configurationState[.fruit] == AnyHashable("fig"))
        cell.fruit = "lime"
        #expect(render(cell, width: 8).rowText(0) == " lime   ")
    }
}
