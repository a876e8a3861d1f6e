import Foundation
import Testing
@testable import Tessera

/// `AnyIdentifier`, the view's type-erased identifier: equal when the type and the value are,
/// hashing like its value, unwrapping an `AnyHashable`, and giving its value back only as its
/// own type.
@Suite struct AnyIdentifierTests {
    @Test func equalValuesOfOneTypeAreEqualAndHashAlike() {
        #expect(AnyIdentifier(42) == AnyIdentifier(42))
        #expect(AnyIdentifier("peak") == AnyIdentifier("pe" + "ak"))
        #expect(AnyIdentifier(42).hashValue == AnyIdentifier(42).hashValue)
        #expect(AnyIdentifier(42) != AnyIdentifier(43))
        #expect(AnyIdentifier("a") != AnyIdentifier("b"))
    }

    @Test func valuesOfDifferentTypesDifferEvenWhenTheyPrintAlike() {
        #expect(AnyIdentifier(1) != AnyIdentifier(Int64(1)))
        #expect(AnyIdentifier(1) != AnyIdentifier("1"))
        #expect(AnyIdentifier(IndexPath(item: 0, section: 0)) != AnyIdentifier([0, 0]))
    }

    @Test func anAnyHashableIsUnwrappedToItsBase() {
        #expect(AnyIdentifier(AnyHashable(7)) == AnyIdentifier(7))
        #expect(AnyIdentifier(AnyHashable("x")).base(as: String.self) == "x")
        #expect(AnyIdentifier(AnyIdentifier(7)) == AnyIdentifier(7))
        // A data source whose identifiers are AnyHashable gets them back as AnyHashable.
        #expect(AnyIdentifier(AnyHashable(7)).base(as: AnyHashable.self) == AnyHashable(7))
        #expect(AnyIdentifier("x").base(as: AnyHashable.self) == AnyHashable("x"))
    }

    @Test func theValueComesBackOnlyAsItsOwnType() {
        let id = AnyIdentifier(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        #expect(id.base(as: UUID.self)?.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(id.base(as: String.self) == nil)
        #expect(id.base as? UUID != nil)
        #expect(id.anyHashable == AnyHashable(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!))
        #expect("\(AnyIdentifier("Everest"))" == "Everest")
    }

    @Test func setsAndDictionariesFindWhatWasPutIn() {
        // Large values (boxed, not inline) and colliding small ones alike.
        struct Wide: Hashable { var a, b, c, d: Int }
        var set = Set<AnyIdentifier>()
        for n in 0..<500 {
            set.insert(AnyIdentifier(n))
            set.insert(AnyIdentifier("\(n)"))
            set.insert(AnyIdentifier(Wide(a: n, b: n, c: n, d: n)))
        }
        #expect(set.count == 1_500)
        for n in 0..<500 {
            #expect(set.contains(AnyIdentifier(n)))
            #expect(set.contains(AnyIdentifier("\(n)")))
            #expect(set.contains(AnyIdentifier(Wide(a: n, b: n, c: n, d: n))))
        }
        #expect(!set.contains(AnyIdentifier(500)))
        #expect(!set.contains(AnyIdentifier(Wide(a: 1, b: 1, c: 1, d: 2))))
    }

    @Test func anElementKeyMadeFromAnAnyHashableNamesTheSameItem() {
        #expect(ElementKey.item(AnyHashable("x")) == ElementKey.item("x"))
        #expect(ElementKey.item(3) != ElementKey.item("3"))
    }

    /// The view keeps a data source's identifiers as `AnyIdentifier`s and hands them back typed,
    /// or as `AnyHashable` to an app asking for that; items are followed through an update.
    @MainActor @Test func identifiersComeBackTypedOrAsAnyHashableAndAreFollowedThroughUpdates() {
        var configured: [String] = []
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            configured.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        func apply(_ items: [String], animated: Bool) {
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }
        apply(["alpha", "gamma", "beta"], animated: false)
        let window = Window(size: CellSize(width: 20, height: 5), rootView: collectionView)
        window.render(at: .zero)
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        configured.removeAll()
        collectionView.reconfigureVisibleItems { (item: AnyHashable) in item == AnyHashable("gamma") }
        collectionView.reconfigureVisibleItems { (item: String) in item == "beta" }
        collectionView.reconfigureVisibleItems { (_: Int) in true }
        #expect(configured == ["gamma", "beta"])
        apply(["beta", "gamma", "alpha"], animated: true)
        for ms in stride(from: 0, through: 400, by: 16) { window.render(at: .milliseconds(ms)) }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "the selection follows alpha")
        #expect(window.lastFrame.text.split(separator: "\n").first?.contains("beta") == true)
    }
}
