import Foundation
import Testing
@testable import Tessera

@Suite("Collection view accessories") @MainActor
struct CollectionViewAccessoryTests {
    /// One row with a toggle, one with a cell-style disclosure over two children, one deletable.
    @MainActor final class Model {
        var isOn = false
        var deleted: [String] = []
    }

    func makeHarness(_ model: Model) -> Harness {
        var list = CollectionLayoutListConfiguration(appearance: .plain)
        list.trailingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                model.deleted.append("row"); done(true)
            }])
        }
        return Harness(size: CellSize(width: 30, height: 8), layout: .list(using: list)) { cell, item in
            switch item {
            case "Wi-Fi": cell.accessories = [.toggle(isOn: model.isOn) { model.isOn = $0 }]
            case "Parent": cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
            default: cell.accessories = [.delete()]
            }
        }
    }

    @Test func enterFlipsAToggleAndAClickOnItToo() {
        let model = Model()
        let h = makeHarness(model)
        h.apply(sections: [["Wi-Fi"]])
        h.press(.down)
        h.press(.enter)
        #expect(model.isOn)
        h.reconfigure(["Wi-Fi"])
        let row = h.window.lastFrame.rowText(0)
        let column = row.distance(from: row.startIndex, to: row.firstIndex(of: "●") ?? row.startIndex)
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: column, y: 0))))
        #expect(!model.isOn)
    }

    @Test func cellStyleDisclosureTogglesOnlyFromItsChevron() {
        let model = Model()
        let h = makeHarness(model)
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Parent"])
        outline.append(["child a", "child b"], to: "Parent")
        h.dataSource.apply(outline, to: 0, animatingDifferences: false)
        h.settle()
        h.press(.down)
        h.press(.enter)   // cell style: Enter selects, the outline stays closed
        #expect(h.dataSource.snapshot().numberOfItems == 1)
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        let row = h.window.lastFrame.rowText(0)
        let chevron = row.distance(from: row.startIndex, to: row.firstIndex(of: "▸")!)
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: chevron, y: 0))))
        h.settle()
        #expect(h.dataSource.snapshot().numberOfItems == 3)
    }

    @Test func deleteAccessoryShowsTheSwipeActionsInEditMode() {
        let model = Model()
        let h = makeHarness(model)
        h.apply(sections: [["row"]])
        h.collectionView.isEditing = true
        h.press(.down)
        h.press(.enter)
        #expect(h.window.overlays.count == 1)
        #expect(h.settle().contains("Delete"))
        h.press(.enter)
        #expect(model.deleted == ["row"])
        #expect(h.window.overlays.isEmpty)
    }
}
