import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A view controller's editing with its edit button, and an item's context menu from the
/// collection view's delegate, written as UIKit code is, prefix dropped.
@Suite("Editing and context menus") @MainActor
struct EditingAndContextMenuTests {
    final class InboxViewController: Tessera.ViewController, CollectionViewDelegate {
        var collectionView: CollectionView!
        var dataSource: CollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            collectionView = CollectionView(frame: view.bounds, collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Lunch?", "Invoice", "Photos"])
            dataSource.apply(snapshot, animatingDifferences: false)
            navigationItem.rightBarButtonItems = [editButtonItem]
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            collectionView.isEditing = editing
            log.append("editing \(editing)")
        }

        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> ContextMenuConfiguration? {
            guard let item = indexPaths.first.flatMap(dataSource.itemIdentifier(for:)) else { return nil }
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(title: item, children: [
                    Action(title: "Mark as Read") { [unowned self] _ in log.append("read \(item)") },
                    Action(title: "Delete", attributes: .destructive) { [unowned self] _ in
                        var snapshot = dataSource.snapshot()
                        snapshot.deleteItems([item])
                        dataSource.apply(snapshot)
                    },
                ])
            }
        }
    }

    static func inbox() -> (ApplicationHarness, InboxViewController) {
        let inbox = InboxViewController()
        let h = ApplicationHarness(width: 50, height: 12) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: inbox))
        }
        h.settle()
        return (h, inbox)
    }

    @Test func theEditButtonTogglesEditingAndSaysDoneWhileEditing() {
        let (h, inbox) = Self.inbox()
        #expect(!inbox.isEditing && h.text.contains("edit"))
        h.press(.character("e"))
        #expect(inbox.isEditing && inbox.collectionView.isEditing && inbox.editButtonItem.title == "done")
        #expect(h.text.contains("done"), "\(h.text)")
        h.press(.character("e"))
        #expect(!inbox.isEditing && inbox.log == ["editing true", "editing false"])
        inbox.isEditing = true   // the property calls setEditing(_:animated: false), as in UIKit
        #expect(inbox.log.last == "editing true" && inbox.editButtonItem === inbox.editButtonItem)
    }

    @Test func aRightClickOpensTheItemsContextMenuAndItsActionsRun() throws {
        let (h, inbox) = Self.inbox()
        let invoice = try #require(h.position(of: "Invoice"))
        h.click(at: invoice, button: .right)
        #expect(h.text.contains("Mark as Read") && h.text.contains("Delete"), "\(h.text)")
        #expect(inbox.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        h.press(.enter)
        #expect(inbox.log == ["read Invoice"] && !h.text.contains("Mark as Read"))
    }

    @Test func shiftF10OpensTheFocusedItemsMenuFromTheKeyboard() {
        let (h, inbox) = Self.inbox()
        h.press(.down)
        h.press(.function(10), .shift)
        #expect(h.text.contains("Mark as Read"), "\(h.text)")
        h.press(.down)
        h.press(.enter)   // Delete
        h.settle()
        #expect(inbox.dataSource.snapshot().itemIdentifiers == ["Lunch?", "Photos"])
    }

    @Test func noMenuWithoutADelegateAnswer() {
        let (h, inbox) = Self.inbox()
        inbox.collectionView.delegate = nil
        h.press(.function(10), .shift)
        #expect(!h.text.contains("Mark as Read"))
    }
}
