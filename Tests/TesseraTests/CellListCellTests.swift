import Testing
@testable import Tessera

@MainActor private func listCell(_ text: String, level: Int = 0, accessories: [CellAccessory] = [],
                      state cellState: CellConfigurationState = CellConfigurationState()) -> CollectionViewListCell {
    let cell = CollectionViewListCell()
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
    cell.indentationLevel = level
    cell.accessories = accessories
    cell.apply(state: cellState)
    return cell
}

@MainActor private func row(_ cell: CollectionViewListCell, width: Int, theme: Theme = .standard) -> String {
    render(cell, width: width, theme: theme).rowText(0)
}

@Suite("CollectionViewListCell layout") @MainActor
struct CollectionViewListCellLayoutTests {
    @Test func outlineRowsIndentByLevelAndChildrenLineUpUnderTheirParentsText() {
        let width = 12
        #expect(row(listCell("Fruits", accessories: [.outlineDisclosure()], state: state(expanded: true)), width: width) == " ▾ Fruits   ")
        #expect(row(listCell("Apple", level: 1), width: width) == "   Apple    ")
        #expect(row(listCell("Citrus", level: 1, accessories: [.outlineDisclosure()]), width: width) == "   ▸ Citrus ")
        #expect(row(listCell("Lemon", level: 2), width: width) == "     Lemon  ")
        let hidden = CellAccessory.outlineDisclosure(options: .init(isHidden: true))
        #expect(row(listCell("Leaf", level: 1, accessories: [hidden]), width: width) == "     Leaf   ")
    }

    @Test func indentationWidthAndAccessoriesThatStayAtTheEdge() {
        let cell = listCell("Item", level: 2, accessories: [.outlineDisclosure()])
        cell.indentationWidth = 3
        #expect(row(cell, width: 14) == "       ▸ Item ")
        cell.indentsAccessories = false
        #expect(row(cell, width: 14) == " ▸       Item ")
    }

    @Test func theDisclosureFollowsTheExpandedState() {
        let cell = listCell("Parent", accessories: [.outlineDisclosure()])
        #expect(row(cell, width: 10) == " ▸ Parent ")
        cell.apply(state: state(expanded: true))
        #expect(row(cell, width: 10) == " ▾ Parent ")
    }

    @Test func trailingAccessoriesFollowTheSystemOrderWhateverTheirOrderInTheArray() {
        let cell = listCell("Item", accessories: [
            .reorder(displayed: .always), .disclosureIndicator(), .label(text: "3"), .checkmark(), .toggle(isOn: true) { _ in },
        ])
        #expect(row(cell, width: 20) == " Item   3 ✓ ━━● › ≡ ")
    }

    @Test func leadingAccessoriesFollowTheSystemOrder() {
        let cell = listCell("Row", accessories: [.outlineDisclosure(), .multiselect(), .delete()], state: state(editing: true))
        #expect(row(cell, width: 12) == " ⊖ ○ ▸ Row  ")
    }

    @Test func editingShowsAndHidesAccessories() {
        let accessories: [CellAccessory] = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        let cell = listCell("Row", accessories: accessories)
        #expect(row(cell, width: 10) == " Row    › ")
        cell.apply(state: state(editing: true))
        #expect(row(cell, width: 10) == " ⊖ Row  ≡ ")
    }

    @Test func squeezedRowsDropTheInnermostTrailingAccessories() {
        let cell = listCell("Item", accessories: [.label(text: "a long label"), .disclosureIndicator()])
        #expect(row(cell, width: 21) == " Item a long label › ")
        #expect(row(cell, width: 20) == " It… a long label › ")  // accessories win over text while they fit
        #expect(row(cell, width: 8) == " Item › ")
        #expect(row(cell, width: 3) == " › ")
        #expect(cell.accessoryColumns.map(\.type) == [.disclosureIndicator])
    }

    @Test func accessoriesSitOnTheMiddleRowOfTallCells() {
        let cell = listCell("Tall", accessories: [.outlineDisclosure(), .disclosureIndicator()])
        #expect(rows(render(cell, width: 10, height: 3)) == ["          ", " ▸ Tall › ", "          "])
    }

    @Test func preferredHeightMeasuresTheContentBetweenTheAccessories() {
        let cell = CollectionViewListCell()
        var footer = ListContentConfiguration.footer()
        footer.text = "one two three four"
        cell.contentConfiguration = footer
        #expect(cell.preferredHeight(forWidth: 12) == 2)  // 10 columns of text: "one two", "three four"
        cell.accessories = [.disclosureIndicator()]
        #expect(cell.preferredHeight(forWidth: 12) == 3)  // 8 columns: "one two", "three", "four"
    }
}

@Suite("CollectionViewListCell accessory columns") @MainActor
struct CollectionViewListCellColumnTests {
    @Test func columnsCoverEachDrawnAccessoryFromTheCellsLeadingEdge() {
        let cell = listCell("Item", accessories: [
            .reorder(displayed: .always), .disclosureIndicator(), .label(text: "3"), .checkmark(), .toggle(isOn: false) { _ in },
        ])
        _ = render(cell, width: 20)
        #expect(cell.accessoryColumns.map(\.type) == [.label, .checkmark, .toggle, .disclosureIndicator, .reorder])
        #expect(cell.accessoryColumns.map(\.columns) == [8..<9, 10..<11, 12..<15, 16..<17, 18..<19])
        #expect(cell.accessory(atColumn: 13)?.accessoryType == .toggle)
        #expect(cell.accessory(atColumn: 11) == nil)
        #expect(cell.accessory(atColumn: 2) == nil)
    }

    @Test func columnsCountFromTheCellEdgeEvenInsideABorder() {
        let cell = listCell("Item", accessories: [.outlineDisclosure(), .disclosureIndicator()])
        var background = BackgroundConfiguration()
        background.strokeWidth = 1
        cell.backgroundConfiguration = background
        var buffer = ScreenBuffer(width: 14, height: 3)
        cell.draw(into: &buffer, in: CellRect(x: 2, y: 0, width: 12, height: 3), theme: .standard)
        #expect(buffer.rowText(1) == "  │ ▸ Item › │")
        #expect(cell.accessoryColumns.map(\.columns) == [2..<3, 9..<10])
    }

    @Test func hiddenAccessoriesKeepTheirSpaceButTakeNoClicks() {
        let cell = listCell("Item", accessories: [.checkmark(options: .init(isHidden: true)), .disclosureIndicator()])
        #expect(row(cell, width: 12) == " Item     › ")
        #expect(cell.accessoryColumns.map(\.type) == [.disclosureIndicator])
    }

    @Test func reservedWidthWidensAnAccessory() {
        let cell = listCell("Item", accessories: [.label(text: "7", options: .init(reservedLayoutWidth: 3)), .disclosureIndicator()])
        #expect(row(cell, width: 14) == " Item   7   › ")
        #expect(cell.accessoryColumns.first?.columns == 8..<11)
    }
}

@Suite("CollectionViewListCell custom views") @MainActor
struct CollectionViewListCellCustomViewTests {
    private func star(_ placement: CellAccessory.Placement) -> CellAccessory {
        .customView(configuration: .init(customView: "★", placement: placement))
    }

    @Test func trailingCustomViewsGoNextToTheContentByDefault() {
        let cell = listCell("Item", accessories: [.label(text: "3"), .disclosureIndicator(), star(.trailing())])
        #expect(row(cell, width: 14) == " Item   ★ 3 › ")
    }

    @Test func positionsPlaceCustomViewsAmongTheOthers() {
        let after = listCell("Item", accessories: [.label(text: "3"), .disclosureIndicator(),
                                                   star(.trailing(at: CellAccessory.Placement.position(after: .label(text: ""))))])
        #expect(row(after, width: 12) == " Item 3 ★ › ")
        let before = listCell("Item", accessories: [.label(text: "3"), .disclosureIndicator(),
                                                    star(.trailing(at: CellAccessory.Placement.position(before: .disclosureIndicator())))])
        #expect(row(before, width: 12) == " Item 3 ★ › ")
        let missing = listCell("Item", accessories: [.label(text: "3"),
                                                     star(.trailing(at: CellAccessory.Placement.position(before: .checkmark())))])
        #expect(row(missing, width: 10) == " Item 3 ★ ")
        let outOfRange = listCell("Item", accessories: [.label(text: "3"), star(.trailing(at: { _ in 99 }))])
        #expect(row(outOfRange, width: 10) == " Item 3 ★ ")
    }

    @Test func leadingCustomViewsGoNextToTheContentByDefault() {
        let cell = listCell("Item", accessories: [.outlineDisclosure(), star(.leading())])
        #expect(row(cell, width: 10) == " ▸ ★ Item ")
        let atEdge = listCell("Item", accessories: [.outlineDisclosure(), star(.leading(at: { _ in 0 }))])
        #expect(row(atEdge, width: 10) == " ★ ▸ Item ")
    }

    @Test func customViewsFollowTheirDisplayedState() {
        let cell = listCell("Item", accessories: [star(.trailing(displayed: .whenEditing))])
        #expect(row(cell, width: 8) == " Item   ")
        cell.apply(state: state(editing: true))
        #expect(row(cell, width: 8) == " Item ★ ")
    }
}
