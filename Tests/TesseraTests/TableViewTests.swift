import Foundation
import Testing
@testable import Tessera

/// The table view as a UIKit app uses it: a subclassed diffable data source giving titles and
/// committing edits, classic row registration, the row-named delegate.
@MainActor
@Suite struct TableViewTests {
    final class SubtitleCell: TableViewCell {}

    /// Titles per section, editing for all rows but "locked", moves for all; deletes are
    /// committed to a snapshot, as Apple's sample does; every call is logged.
    final class ShortcutsDataSource: TableViewDiffableDataSource<String, String> {
        var log: [String] = []
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section).map { "\($0.uppercased())" }
        }
        override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? "end of \(sectionIdentifier(for: section) ?? "")" : nil
        }
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
            itemIdentifier(for: indexPath) != "locked"
        }
        override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle) \(itemIdentifier(for: indexPath) ?? "?")")
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot, animatingDifferences: false)
        }
        override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    final class Delegate: TableViewDelegate {
        var selected: [IndexPath] = []
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @MainActor struct Fixture {
        let window: Window
        let tableView: TableView
        let dataSource: ShortcutsDataSource

        @discardableResult func render() -> [String] {
            window.render(at: .zero)
            return window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        }

        func press(_ key: Key, _ modifiers: Modifiers = []) {
            _ = window.dispatch(.key(KeyEvent(key, modifiers: modifiers)))
            window.render(at: .zero)
        }
    }

    func makeFixture(style: TableView.Style = .insetGrouped) -> Fixture {
        let tableView = TableView(frame: .zero, style: style)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        let dataSource = ShortcutsDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["one", "two"])
        snapshot.appendItems(["alpha", "locked"], toSection: "one")
        snapshot.appendItems(["gamma"], toSection: "two")
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = Window(size: CellSize(width: 30, height: 16), rootView: tableView)
        window.focusedView = tableView
        return Fixture(window: window, tableView: tableView, dataSource: dataSource)
    }

    @Test func sectionsShowTheSubclassesTitlesAndRowsTheRegisteredClass() {
        let f = makeFixture()
        let screen = f.render().joined(separator: "\n")
        #expect(screen.contains("ONE") && screen.contains("TWO"))
        #expect(screen.contains("end of one"))
        #expect(f.tableView.cellForRow(at: IndexPath(item: 0, section: 0)) is SubtitleCell)
        // Outside edit mode a row shows its accessory type only; its edit controls wait for edit mode.
        let shown = f.tableView.cellForRow(at: IndexPath(item: 0, section: 0))?.visibleAccessories()
        #expect(((shown?.leading ?? []) + (shown?.trailing ?? [])).map(\.accessoryType) == [.disclosureIndicator])
        #expect(f.dataSource.numberOfSections(in: f.tableView) == 2)
        #expect(f.dataSource.tableView(f.tableView, numberOfRowsInSection: 0) == 2)
        #expect(f.tableView.numberOfRows(inSection: 1) == 1)
        // The order on screen: header, rows, footer, then the next section.
        let order = ["ONE", "alpha", "locked", "end of one", "TWO", "gamma"].map { word in screen.range(of: word)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func onlyTheSectionWithAFooterTitleHasAFooter() {
        let f = makeFixture(style: .plain)
        let lines = f.render()
        #expect(lines[0].contains("ONE"))
        // The data source titles section 0's footer only, so the layout places no footer in section 1.
        let layout = f.tableView.compositionalLayout
        let footer = CollectionView.elementKindSectionFooter
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0)) != nil)
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func deleteInEditModeCommitsThroughTheSubclass() {
        let f = makeFixture()
        f.tableView.setEditing(true, animated: false)
        f.render()
        // Rows the data source lets edit show a delete control in edit mode; all show a handle.
        let alpha = f.tableView.cellForRow(at: IndexPath(item: 0, section: 0))
        #expect(alpha?.visibleAccessories().leading.map(\.accessoryType).contains(.delete) == true)
        f.tableView.focusItem(at: IndexPath(item: 0, section: 0))
        f.press(.delete)   // the red minus: the row's actions, Delete first
        #expect(f.dataSource.log.isEmpty && f.render().joined().contains("Delete"))
        f.press(.enter)    // the Delete button
        #expect(f.dataSource.log == ["commit delete alpha"])
        #expect(f.dataSource.snapshot().itemIdentifiers == ["locked", "gamma"])
        f.tableView.focusItem(at: IndexPath(item: 0, section: 0))
        f.press(.delete)  // "locked" may not be edited: no actions, nothing is committed
        f.press(.enter)
        #expect(f.dataSource.log == ["commit delete alpha"])
        #expect(f.dataSource.snapshot().itemIdentifiers == ["locked", "gamma"])
    }

    @Test func outsideEditModeTheSwipeOffersDeleteAndDeleteDoesNothing() {
        let f = makeFixture()
        f.render()
        f.tableView.focusItem(at: IndexPath(item: 0, section: 0))
        f.press(.delete)
        #expect(f.dataSource.log.isEmpty)
        f.press(.character("s"))   // the swipe: UIKit's default Delete action for an editable row
        f.press(.enter)
        #expect(f.dataSource.log == ["commit delete alpha"])
    }

    @Test func clickingAMenuEntryChoosesItAndClickingElsewhereCloses() throws {
        let f = makeFixture()
        f.render()
        f.tableView.focusItem(at: IndexPath(item: 0, section: 0))
        f.press(.character("s"))
        func click(_ point: CellPoint) {
            _ = f.window.dispatch(.mouse(MouseEvent(.press(.left), at: point)))
            f.render()
        }
        click(CellPoint(x: 0, y: f.render().count - 1))   // outside the menu: closes, nothing chosen
        #expect(!f.render().joined().contains("Delete") && f.dataSource.log.isEmpty)
        f.press(.character("s"))
        let lines = f.render()
        let row = try #require(lines.firstIndex { $0.contains("Delete") })
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "Delete")!.lowerBound)
        click(CellPoint(x: column, y: row))
        #expect(f.dataSource.log == ["commit delete alpha"])
    }

    @Test func reorderingByKeyCallsMoveRowAt() {
        let f = makeFixture()
        f.tableView.setEditing(true, animated: false)
        f.render()
        f.tableView.focusItem(at: IndexPath(item: 0, section: 0))
        f.press(.down, .shift)
        #expect(f.dataSource.log == ["move 0→1"])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "one") == ["locked", "alpha"])
    }

    @Test func theRowNamedDelegateHearsSelections() {
        let f = makeFixture()
        let delegate = Delegate()
        f.tableView.delegate = delegate
        f.render()
        f.tableView.focusItem(at: IndexPath(item: 0, section: 1))
        f.press(.enter)
        #expect(delegate.selected == [IndexPath(item: 0, section: 1)])
        #expect(f.tableView.indexPathForSelectedRow == IndexPath(item: 0, section: 1))
    }

    @Test func rowAnimationNoneAppliesWithoutMotion() {
        let f = makeFixture()
        f.render()
        f.dataSource.defaultRowAnimation = .none
        var snapshot = f.dataSource.snapshot()
        snapshot.deleteItems(["alpha"])
        f.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(!f.tableView.isAnimating)
        f.dataSource.defaultRowAnimation = .fade
        snapshot.appendItems(["delta"], toSection: "two")
        f.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(f.tableView.isAnimating)
    }

    @Test func selectionStyleNoneKeepsSelectionPlainButShowsFocus() throws {
        let f = makeFixture()
        f.render()
        f.tableView.focusItem(at: IndexPath(item: 0, section: 1))
        let cell = try #require(f.tableView.cellForRow(at: IndexPath(item: 0, section: 1)))
        cell.selectionStyle = .none
        f.press(.enter)
        #expect(f.tableView.indexPathForSelectedRow == IndexPath(item: 0, section: 1), "the row is selected")
        #expect(!cell.configurationState.isSelected, "but not drawn selected")
        #expect(cell.configurationState.isFocused, "focus still shows")
        cell.selectionStyle = .default
        #expect(cell.configurationState.isSelected)
    }

    @Test func everyStyleDrawsTheSameRows() {
        for style in [TableView.Style.plain, .grouped, .insetGrouped] {
            let screen = makeFixture(style: style).render().joined(separator: "\n")
            #expect(screen.contains("alpha") && screen.contains("gamma"), "\(style)")
        }
    }
}
