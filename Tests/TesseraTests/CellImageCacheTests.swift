import Testing
@testable import Tessera

@MainActor private func makeCell(_ text: String = "Row") -> CollectionViewListCell {
    let cell = CollectionViewListCell()
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
    return cell
}

private let size = CellSize(width: 12, height: 1)

@Suite("CollectionViewCell image cache") @MainActor
struct CellImageCacheTests {
    @Test func anUnchangedCellIsDrawnOnce() {
        let cell = makeCell()
        let first = cell.renderedImage(size: size, theme: .standard)
        let second = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 1)
        #expect(first == second)
        #expect(first.rowText(0) == " Row        ")
    }

    @Test func aNewStateRedrawsAndTheSameStateDoesNot() {
        let cell = makeCell()
        _ = cell.renderedImage(size: size, theme: .standard)
        cell.apply(state: state(focused: true))
        let focused = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 2)
        #expect(focused[0, 0].style == Theme.standard.focused)
        cell.apply(state: state(focused: true))
        _ = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 2)
    }

    @Test func anEqualContentConfigurationKeepsTheImageAndADifferentOneRedraws() {
        let cell = makeCell()
        _ = cell.renderedImage(size: size, theme: .standard)
        var same = cell.defaultContentConfiguration()
        same.text = "Row"
        cell.contentConfiguration = same
        _ = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 1)
        same.text = "Other"
        cell.contentConfiguration = same
        #expect(cell.renderedImage(size: size, theme: .standard).rowText(0) == " Other      ")
        #expect(cell.imageRenderCount == 2)
    }

    @Test func anEqualBackgroundKeepsTheImage() {
        let cell = makeCell()
        cell.backgroundConfiguration = .listCell()
        _ = cell.renderedImage(size: size, theme: .standard)
        cell.backgroundConfiguration = .listCell()
        _ = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 1)
        cell.backgroundConfiguration = .listGroupedCell()
        _ = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 2)
    }

    @Test func sizeThemeAccessoriesAndIndentationRedraw() {
        let cell = makeCell()
        _ = cell.renderedImage(size: size, theme: .standard)
        _ = cell.renderedImage(size: CellSize(width: 13, height: 1), theme: .standard)
        #expect(cell.imageRenderCount == 2)
        _ = cell.renderedImage(size: CellSize(width: 13, height: 1), theme: monochrome)
        #expect(cell.imageRenderCount == 3)
        cell.accessories = [.disclosureIndicator()]
        _ = cell.renderedImage(size: CellSize(width: 13, height: 1), theme: monochrome)
        #expect(cell.imageRenderCount == 4)
        cell.indentationLevel = 0  // unchanged
        _ = cell.renderedImage(size: CellSize(width: 13, height: 1), theme: monochrome)
        #expect(cell.imageRenderCount == 4)
        cell.indentationLevel = 1
        _ = cell.renderedImage(size: CellSize(width: 13, height: 1), theme: monochrome)
        #expect(cell.imageRenderCount == 5)
        cell.setNeedsUpdateConfiguration()
        _ = cell.renderedImage(size: CellSize(width: 13, height: 1), theme: monochrome)
        #expect(cell.imageRenderCount == 6)
    }

    @Test func aConfigurationAssignedToAFocusedCellIsUpdatedForItsState() {
        let cell = makeCell()
        cell.apply(state: state(focused: true, disabled: true))
        var content = ListContentConfiguration.sidebarCell()
        content.image = "★"
        content.text = "Row"
        cell.contentConfiguration = content
        let image = cell.renderedImage(size: size, theme: .standard)
        var dimFocus = Theme.standard.focused
        dimFocus.attributes.insert(.dim)
        #expect(image[1, 0].style == dimFocus)  // the tint yields to focus; disabled dims
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = content
        #expect(cell.renderedImage(size: size, theme: .standard)[1, 0].style.foreground == Theme.standard.accent.foreground)
    }

    @Test func theUpdateHandlerRunsOncePerStateChange() {
        let cell = makeCell()
        var seen: [CellConfigurationState] = []
        cell.configurationUpdateHandler = { _, s in seen.append(s) }
        cell.apply(state: state(selected: true))
        cell.apply(state: state(selected: true))
        cell.apply(state: state())
        #expect(seen == [state(selected: true), state()])
    }

    @Test func theContentViewIsKeptWhileItSupportsTheConfiguration() {
        let cell = makeCell()
        let view = cell.contentView
        var other = ListContentConfiguration.valueCell()
        other.text = "x"
        cell.contentConfiguration = other
        #expect(cell.contentView === view)
        cell.contentConfiguration = nil
        #expect(cell.contentView == nil)
        #expect(cell.renderedImage(size: size, theme: .standard).rowText(0) == String(repeating: " ", count: 12))
    }

    @Test func reuseResetsStateAndPerItemSettings() {
        let cell = makeCell()
        cell.accessories = [.checkmark()]
        cell.indentationLevel = 2
        cell.apply(state: state(focused: true, selected: true))
        _ = cell.renderedImage(size: size, theme: .standard)
        cell.prepareForReuse()
        #expect(cell.configurationState == CellConfigurationState())
        #expect(cell.accessories.isEmpty && cell.indentationLevel == 0)
        _ = cell.renderedImage(size: size, theme: .standard)
        #expect(cell.imageRenderCount == 2)
    }
}
