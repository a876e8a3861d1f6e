import Testing
@testable import Tessera

@MainActor private func glyph(_ accessory: CellAccessory, _ s: CellConfigurationState = CellConfigurationState(),
                   theme: Theme = .standard, base: Style = .plain) -> (text: String, style: Style) {
    accessory.rendering(state: s, base: base, theme: theme)
}

@Suite("CellAccessory") @MainActor
struct AccessoryTests {
    @Test func glyphsAreOneColumnAndTheDisclosuresAreOneFamily() {
        let accessories: [CellAccessory] = [
            .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .insert(), .reorder(), .multiselect(), .detail(),
        ]
        #expect(accessories.map { glyph($0).text } == ["›", "▸", "✓", "⊖", "⊕", "≡", "○", "ⓘ"])
        #expect(accessories.allSatisfy { TextWidth.of(glyph($0).text) == 1 })
        #expect(glyph(.outlineDisclosure(), state(expanded: true)).text == "▾")
        #expect(glyph(.outlineDisclosure(options: .init(style: .header)), state(expanded: true)).text == "▾")
        #expect(glyph(.multiselect(), state(selected: true)).text == "◉")
        #expect(glyph(.label(text: "12")).text == "12")
    }

    @Test func defaultDisplayedStatesAreApples() {
        #expect(CellAccessory.delete().displayed == .whenEditing)
        #expect(CellAccessory.insert().displayed == .whenEditing)
        #expect(CellAccessory.reorder().displayed == .whenEditing)
        #expect(CellAccessory.multiselect().displayed == .whenEditing)
        #expect(CellAccessory.disclosureIndicator().displayed == .always)
        #expect(CellAccessory.outlineDisclosure().displayed == .always)
        #expect(CellAccessory.checkmark().displayed == .always)
        #expect(CellAccessory.customView(configuration: .init(customView: "★", placement: .trailing(displayed: .whenNotEditing))).displayed == .whenNotEditing)
        #expect(CellAccessory.reorder().isDisplayed(editing: false) == false)
        #expect(CellAccessory.disclosureIndicator(displayed: .whenNotEditing).isDisplayed(editing: true) == false)
    }

    @Test func theToggleReadsAsASwitchInColourAndInMonochrome() {
        let on = CellAccessory.toggle(isOn: true) { _ in }
        let off = CellAccessory.toggle(isOn: false) { _ in }
        #expect(glyph(on).text == "━━●" && glyph(off).text == "○──")
        // 256 colours: accent for on, secondary grey for off.
        #expect(glyph(on).style == Style(foreground: Theme.standard.accent.foreground, attributes: .bold))
        #expect(glyph(off).style == Style(foreground: Theme.standard.secondaryText.foreground))
        // Monochrome: bold for on, italic (the theme's secondary text, not faint) for off.
        #expect(glyph(on, theme: monochrome).style == Style(attributes: .bold))
        #expect(glyph(off, theme: monochrome).style == Style(attributes: .italic))
        // On a focused row the focus colours stay; weight still tells on from off.
        let focus = Theme.standard.focused
        #expect(glyph(on, state(focused: true), base: focus).style == Style(foreground: focus.foreground, background: focus.background, attributes: .bold))
        #expect(glyph(off, state(focused: true), base: focus).style == focus)
    }

    @Test func aToggleInACellAtBothValues() {
        var isOn = true
        func wifiCell() -> CollectionViewListCell {
            let cell = CollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            cell.accessories = [.toggle(isOn: isOn) { isOn = $0 }]
            return cell
        }
        #expect(render(wifiCell(), width: 14, theme: monochrome).rowText(0) == " Wi-Fi    ━━● ")
        let cell = wifiCell()
        _ = render(cell, width: 14)
        #expect(cell.accessory(atColumn: 11)?.performAction() == true)
        #expect(isOn == false)
        let offCell = wifiCell()
        let buffer = render(offCell, width: 14, theme: monochrome)
        #expect(buffer.rowText(0) == " Wi-Fi    ○── ")
        #expect(buffer.styleMap.rows[0] == "..........iii.")
    }

    @Test func tintsApplyUnlessFocused() {
        let tinted = CellAccessory.checkmark(options: .init(tintColor: .green))
        #expect(glyph(tinted).style.foreground == .green)
        #expect(glyph(.checkmark()).style.foreground == Theme.standard.accent.foreground)
        #expect(glyph(tinted, state(focused: true), base: Theme.standard.focused).style.foreground == Theme.standard.focused.foreground)
        #expect(glyph(.delete()).style.foreground == Theme.standard.destructive.foreground)
        // Quiet in the separator's colour, not faint (kitty's faint leaves it short of 3:1).
        #expect(glyph(.disclosureIndicator()).style == Style(foreground: Theme.standard.separator.foreground))
        #expect(glyph(.disclosureIndicator(), state(focused: true)).style.attributes == [])
        #expect(glyph(.disclosureIndicator(options: .init(tintColor: .green))).style == Style(foreground: .green))
    }

    @Test func actionsRunTheirHandlersOrLeaveTheWorkToTheCollectionView() {
        var calls: [String] = []
        #expect(CellAccessory.outlineDisclosure().performAction() == false)
        #expect(CellAccessory.outlineDisclosure { calls.append("outline") }.performAction())
        #expect(CellAccessory.delete().performAction() == false)
        #expect(CellAccessory.delete { calls.append("delete") }.performAction())
        #expect(CellAccessory.insert { calls.append("insert") }.performAction())
        #expect(CellAccessory.detail { calls.append("detail") }.performAction())
        #expect(CellAccessory.toggle(isOn: false) { calls.append("toggle \($0)") }.performAction())
        #expect(CellAccessory.disclosureIndicator().performAction() == false)
        #expect(CellAccessory.checkmark().performAction() == false)
        #expect(calls == ["outline", "delete", "insert", "detail", "toggle true"])
    }

    @Test func outlineDisclosureOptionsCarryOver() {
        let a = CellAccessory.outlineDisclosure(options: .init(style: .header, isHidden: true, reservedLayoutWidth: 2, tintColor: .red))
        #expect(a.outlineDisclosureStyle == .header)
        #expect(a.options.isHidden && a.options.reservedLayoutWidth == 2 && a.options.tintColor == .red)
        #expect(CellAccessory.checkmark().outlineDisclosureStyle == nil)
        #expect(a.accessoryType == .outlineDisclosure)
    }
}
