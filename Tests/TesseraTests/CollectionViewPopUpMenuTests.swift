import Foundation
import Testing
@testable import Tessera

/// The pop-up menu accessory: it shows the chosen action, opens on Enter or a click, and
/// reports a new choice once.
@MainActor
@Suite struct CollectionViewPopUpMenuTests {
    /// The menu's actions and what their handlers and the accessory's handler saw.
    @MainActor final class Model {
        var performed: [String] = []
        var changes: [[String]] = []
        var menu: Menu!
    }

    /// One row, "Text Size", with a pop-up menu of Small, Medium (on) and Large; `disabled`
    /// names an action that cannot be chosen.
    func makeHarness(_ model: Model, chosen: String? = "Medium", disabled: String? = nil) -> Harness {
        let actions = ["Small", "Medium", "Large"].map { title in
            Action(title: title, attributes: title == disabled ? .disabled : [], state: title == chosen ? .on : .off) { action in
                model.performed.append(action.title)
            }
        }
        let menu = Menu(title: "Text Size", options: .singleSelection, children: actions)
        model.menu = menu
        let accessory = CellAccessory.popUpMenu(menu) { menu in
            model.changes.append(menu.selectedElements.map(\.title))
        }
        let h = Harness(size: CellSize(width: 30, height: 8), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))) { cell, _ in
            cell.accessories = [accessory]
        }
        h.apply(sections: [["Text Size"]])
        return h
    }

    var menuOverlay: (Harness) -> MenuOverlay? { { $0.window.overlays.last as? MenuOverlay } }

    @Test func theRowShowsTheChosenAction() {
        let h = makeHarness(Model())
        let row = h.window.lastFrame.rowText(0)
        #expect(row.hasPrefix(" Text Size"))
        #expect(row.hasSuffix("Medium ▾ "))
        #expect(h.window.overlays.isEmpty)
    }

    @Test func withNothingChosenTheFirstActionIs() {
        let model = Model()
        let h = makeHarness(model, chosen: nil)
        #expect(h.window.lastFrame.rowText(0).hasSuffix("Small ▾ "))
        #expect(model.menu.selectedElements.map(\.title) == ["Small"])
        #expect(model.changes.isEmpty, "no one chose anything")
    }

    @Test func enterOpensTheMenuOnTheCurrentChoiceAndEnterChoosesAnother() throws {
        let model = Model()
        let h = makeHarness(model)
        h.press(.down)    // focus the row
        h.press(.enter)
        let overlay = try #require(menuOverlay(h))
        #expect(overlay.title == "Text Size")
        #expect(overlay.entries.map(\.title) == ["Small", "Medium", "Large"])
        #expect(overlay.entries.map(\.isChecked) == [false, true, false])
        #expect(overlay.selectedIndex == 1)
        #expect(h.window.lastFrame.text.contains("✓ Medium"))
        #expect(model.changes.isEmpty && model.performed.isEmpty, "opening chooses nothing")

        h.press(.down)
        h.press(.enter)
        #expect(h.window.overlays.isEmpty)
        #expect(model.performed == ["Large"])
        #expect(model.changes == [["Large"]], "the handler fires once, with the menu holding the new choice")
        #expect(h.window.lastFrame.rowText(0).hasSuffix("Large ▾ "))
        #expect(h.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "opening the menu does not select the row")
    }

    @Test func escapeClosesWithoutAChange() throws {
        let model = Model()
        let h = makeHarness(model)
        h.press(.down)
        h.press(.enter)
        h.press(.up)
        h.press(.escape)
        #expect(h.window.overlays.isEmpty)
        #expect(model.performed.isEmpty && model.changes.isEmpty)
        #expect(model.menu.selectedElements.map(\.title) == ["Medium"])
        #expect(h.window.lastFrame.rowText(0).hasSuffix("Medium ▾ "))
    }

    @Test func choosingTheCurrentActionRunsItButChangesNothing() {
        let model = Model()
        let h = makeHarness(model)
        h.press(.down)
        h.press(.enter)
        h.press(.enter)
        #expect(model.performed == ["Medium"])
        #expect(model.changes.isEmpty)
    }

    @Test func theArrowsPassOverADisabledAction() throws {
        let model = Model()
        let h = makeHarness(model, chosen: "Small", disabled: "Medium")
        h.press(.down)
        h.press(.enter)
        h.press(.down)
        #expect(try #require(menuOverlay(h)).selectedIndex == 2)
        h.press(.enter)
        #expect(model.changes == [["Large"]])
    }

    @Test func aClickOnTheRowOpensTheMenu() throws {
        let model = Model()
        let h = makeHarness(model)
        let row = h.window.lastFrame.rowText(0)
        let column = row.distance(from: row.startIndex, to: try #require(row.firstIndex(of: "▾")))
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: column, y: 0))))
        h.settle()
        let overlay = try #require(menuOverlay(h))
        // It hangs from the accessory: below its row.
        #expect(h.window.lastFrame.rowText(1).contains("Text Size"))
        _ = overlay.handle(.key(KeyEvent(.up)))
        _ = overlay.handle(.key(KeyEvent(.enter)))
        #expect(model.changes == [["Small"]])
    }

    @Test func itSitsOutsideALabelAndInsideADisclosureIndicator() {
        let menu = Menu(children: [Action(title: "On", state: .on) { _ in }])
        let h = Harness(size: CellSize(width: 30, height: 4), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))) { cell, _ in
            cell.accessories = [.disclosureIndicator(), .popUpMenu(menu), .label(text: "note")]
        }
        h.apply(sections: [["Row"]])
        #expect(h.window.lastFrame.rowText(0).hasSuffix("note On ▾ › "))
        #expect(CellAccessory.popUpMenu(menu).accessoryType == .popUpMenu)
    }

    @Test func theHintSaysEnterOpensTheMenu() {
        let menu = Menu(children: [Action(title: "On", state: .on) { _ in }])
        let h = Harness(size: CellSize(width: 30, height: 4), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))) { cell, item in
            cell.accessories = item == "Text Size" ? [.popUpMenu(menu)] : []
        }
        h.apply(sections: [["Text Size", "Plain"]])
        h.press(.down)
        #expect(h.collectionView.keyHints.contains(KeyHint("Enter", "menu")))
        #expect(!h.collectionView.keyHints.contains(KeyHint("Enter", "select")))
        #expect(h.window.activeKeyHints.contains(KeyHint("Enter", "menu")))
        h.collectionView.allowsSelection = false
        #expect(h.collectionView.keyHints.contains(KeyHint("Enter", "menu")), "the menu opens whether or not rows can be selected")
        h.collectionView.allowsSelection = true
        h.press(.down)
        #expect(h.focusedItem == "Plain")
        #expect(h.collectionView.keyHints.contains(KeyHint("Enter", "select")))
        #expect(!h.collectionView.keyHints.contains(KeyHint("Enter", "menu")))
    }

    @Test func aHiddenPopUpMenuLeavesEnterToSelect() {
        let menu = Menu(children: [Action(title: "On", state: .on) { _ in }])
        let h = Harness(size: CellSize(width: 30, height: 4), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))) { cell, _ in
            cell.accessories = [.popUpMenu(menu, options: CellAccessory.PopUpMenuOptions(isHidden: true))]
        }
        h.apply(sections: [["Row"]])
        h.press(.down)
        #expect(h.collectionView.keyHints.contains(KeyHint("Enter", "select")))
    }
}
