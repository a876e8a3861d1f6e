import Foundation
import Testing
@testable import Tessera

/// A table view written as UIKit code writes one: a view controller that is its table's data
/// source and delegate, styled cells with `textLabel`/`detailTextLabel`, heights in points,
/// header views by reuse identifier, and row updates after each model change.
@MainActor
@Suite struct ClassicTableViewTests {
    final class InboxController: TableViewDataSource, TableViewDelegate {
        var sections = [["Welcome", "Invoice"], ["Old news"]]
        var details = ["Welcome": "from Ana", "Invoice": "from Billing", "Old news": "from Cy"]
        var style: TableViewCell.CellStyle = .subtitle
        var rowHeights: [IndexPath: CGFloat] = [:]
        var headerHeight: CGFloat = TableView.automaticDimension
        var usesHeaderViews = false
        /// Rows the controller made itself (none came back from the table to reuse).
        var rowsMade = 0

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "mail") ?? {
                rowsMade += 1
                return TableViewCell(style: style, reuseIdentifier: "mail")
            }()
            let title = sections[indexPath.section][indexPath.row]
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = details[title]
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Today" : "Earlier"
        }
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }

        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            rowHeights[indexPath] ?? tableView.rowHeight
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
            guard usesHeaderViews, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
            header.textLabel?.text = "» section \(section)"
            return header
        }
    }

    @MainActor final class Fixture {
        let window: Window
        let tableView = TableView()
        let controller = InboxController()

        init(configure: (TableView, InboxController) -> Void = { _, _ in }) {
            tableView.reducedMotion = true
            configure(tableView, controller)
            tableView.dataSource = controller
            tableView.delegate = controller
            window = Window(size: CellSize(width: 30, height: 14), rootView: tableView)
        }

        /// Every screen row, right-trimmed (blank rows kept: heights are what is tested).
        func screen() -> [String] {
            window.render(at: .zero)
            return window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
        }

        func row(of text: String) -> Int? { screen().firstIndex { $0.contains(text) } }
    }

    @Test func aPlainTableShowsStyledRowsWithTheirTitlesAndDetails() {
        let fixture = Fixture()
        let screen = fixture.screen()
        #expect(fixture.tableView.style == .plain)
        #expect(fixture.tableView.dataSource === fixture.controller)
        let welcome = try! #require(fixture.row(of: "Welcome"))
        // A subtitle row puts its detail on the next line.
        #expect(screen[welcome + 1].contains("from Ana"))
        #expect(screen.contains { $0.contains("Today") })
        #expect(screen.contains { $0.contains("Earlier") })
    }

    @Test func aValue1RowPutsItsDetailAtTheTrailingEdgeOfTheSameLine() {
        let fixture = Fixture { _, controller in controller.style = .value1 }
        let screen = fixture.screen()
        let welcome = try! #require(fixture.row(of: "Welcome"))
        #expect(screen[welcome].contains("from Ana"))
        #expect(screen[welcome].hasSuffix("from Ana"))
    }

    @Test func aDefaultStyleRowHasNoDetailLabel() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "x")
        #expect(cell.detailTextLabel == nil)
        cell.textLabel?.text = "Title"
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Title")
        #expect(cell.reuseIdentifier == "x")
    }

    @Test func rowHeightInPointsBecomesRowsOf44Points() {
        #expect(TableView.rows(forPoints: 44) == 1)
        #expect(TableView.rows(forPoints: 60) == 1)
        #expect(TableView.rows(forPoints: 88) == 2)
        #expect(TableView.rows(forPoints: 132) == 3)
        #expect(TableView.rows(forPoints: 10) == 1)
        #expect(TableView.rows(forPoints: TableView.automaticDimension) == nil)
        let fixture = Fixture { table, controller in
            controller.style = .default
            table.rowHeight = 88
        }
        let header = try! #require(fixture.row(of: "Today"))
        let second = try! #require(fixture.row(of: "Invoice"))
        #expect(second - header == 3)
    }

    @Test func theDelegatesHeightForRowAtWinsForItsRow() {
        let fixture = Fixture { _, controller in
            controller.style = .default
            controller.rowHeights[IndexPath(row: 0, section: 0)] = 132
        }
        // The header is one row, the first row three (its text centred in them), then the second.
        let header = try! #require(fixture.row(of: "Today"))
        let second = try! #require(fixture.row(of: "Invoice"))
        #expect(second - header == 4)
    }

    @Test func aFixedOneRowHeightClipsTheSubtitle() {
        let fixture = Fixture { table, _ in table.rowHeight = 44 }
        let first = try! #require(fixture.row(of: "Welcome"))
        let second = try! #require(fixture.row(of: "Invoice"))
        #expect(second - first == 1)
        #expect(fixture.row(of: "from Ana") == nil)
    }

    @Test func aZeroHeaderHeightHidesTheTitledHeaders() {
        let fixture = Fixture { _, controller in controller.headerHeight = 0 }
        #expect(fixture.row(of: "Today") == nil)
        #expect(fixture.row(of: "Welcome") != nil)
    }

    @Test func headerViewsComeFromTheDelegateByReuseIdentifier() {
        let fixture = Fixture { table, controller in
            table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            controller.usesHeaderViews = true
        }
        #expect(fixture.row(of: "» section 0") != nil)
        #expect(fixture.row(of: "» section 1") != nil)
        #expect(fixture.row(of: "Today") == nil)
        #expect(fixture.tableView.dequeueReusableHeaderFooterView(withIdentifier: "unregistered") == nil)
    }

    @Test func separatorStyleNoneHidesTheSeparators() {
        // A separator underlines a two-line row's last line (the last row of a section has none).
        func underlinesFirstRow(_ fixture: Fixture) -> Bool {
            let row = fixture.row(of: "from Ana")!
            return fixture.window.lastFrame[25, row].style.attributes.contains(.underline)
        }
        let withLines = Fixture()
        let without = Fixture { table, _ in table.separatorStyle = .none }
        #expect(underlinesFirstRow(withLines))
        #expect(!underlinesFirstRow(without))
    }

    @Test func committingADeleteRemovesTheRowThroughDeleteRows() {
        let fixture = Fixture()
        _ = fixture.screen()
        #expect(fixture.tableView.commitDelete(at: IndexPath(row: 0, section: 0)))
        #expect(fixture.controller.sections[0] == ["Invoice"])
        #expect(fixture.row(of: "Welcome") == nil)
        #expect(fixture.row(of: "Invoice") != nil)
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func beginAndEndUpdatesApplyTheRowCallsBetweenThemTogether() {
        let fixture = Fixture()
        _ = fixture.screen()
        fixture.tableView.beginUpdates()
        fixture.controller.sections[1].append("Receipt")
        fixture.tableView.insertRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
        // Nothing shows until the batch ends.
        #expect(fixture.tableView.numberOfRows(inSection: 1) == 1)
        fixture.controller.sections[0].remove(at: 1)
        fixture.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        fixture.tableView.endUpdates()
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 1)
        #expect(fixture.tableView.numberOfRows(inSection: 1) == 2)
        #expect(fixture.row(of: "Receipt") != nil)
        #expect(fixture.row(of: "Invoice") == nil)
    }

    @Test func rowsMadeWithAReuseIdentifierAreReusedOnceTheyScrollAway() {
        let fixture = Fixture { _, controller in
            controller.style = .default
            controller.sections = [(0..<40).map { "Mail \($0)" }]
        }
        _ = fixture.screen()
        let screenful = fixture.controller.rowsMade
        for row in stride(from: 14, through: 39, by: 2) {
            fixture.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .bottom)
            _ = fixture.screen()
        }
        #expect(fixture.row(of: "Mail 0") == nil && fixture.row(of: "Mail 30") != nil)
        // Rows the app made, scrolled away, come back to it rather than being made again.
        #expect(screenful > 10)
        #expect(fixture.controller.rowsMade <= screenful + 4, "made \(fixture.controller.rowsMade), a screenful is \(screenful)")
        #expect(fixture.controller.rowsMade < 20)
    }

    @Test func aDataSourceWithOnlyTheRequiredMethodsShowsOneSectionOfRows() {
        final class Minimal: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "row \(indexPath.row)"
                return cell
            }
        }
        let source = Minimal()
        let table = TableView(frame: .zero, style: .grouped)
        table.dataSource = source
        let window = Window(size: CellSize(width: 20, height: 6), rootView: table)
        window.render(at: .zero)
        #expect(table.numberOfSections == 1)
        #expect(window.lastFrame.text.contains("row 0") && window.lastFrame.text.contains("row 1"))
        // Nothing is editable unless the data source says so.
        #expect(!table.commitDelete(at: IndexPath(row: 0, section: 0)))
    }

    @Test func aDiffableTablesDelegateGivesHeaderViewsToo() {
        final class HeaderDelegate: TableViewDelegate {
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
                header?.textLabel?.text = "Header \(section)"
                return header
            }
        }
        let table = TableView()
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        let delegate = HeaderDelegate()
        table.delegate = delegate
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { _, _, item in
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["only"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = Window(size: CellSize(width: 20, height: 6), rootView: table)
        window.render(at: .zero)
        #expect(window.lastFrame.text.contains("Header 0"))
        #expect(window.lastFrame.text.contains("only"))
    }
}
