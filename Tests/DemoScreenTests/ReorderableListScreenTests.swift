import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Reorderable List screen") @MainActor
struct ReorderableListScreenTests {
    @Test func goldenScreens() {
        ApplicationHarness(demo: "reorderable-list", width: 80, height: 24).expectGolden("reorderable-list-80x24")
        ApplicationHarness(demo: "reorderable-list", width: 120, height: 40).expectGolden("reorderable-list-120x40")
        let h = ApplicationHarness(demo: "reorderable-list", width: 80, height: 24)
        h.press(.down)
        for _ in 0..<6 { h.press(.down, [.shift]) }   // out of the first section, into the second
        h.press(.character("m"))
        h.expectGolden("reorderable-list-moved-menu-80x24")
    }

    /// Dragging a row with the mouse (press on it, release over another) moves it through the
    /// collection view's interactive movement, and the move reaches the store.
    @Test func draggingARowMovesItAndTheStoreFollows() throws {
        let h = ApplicationHarness(demo: "reorderable-list", width: 80, height: 24)
        let demo = try h.rootView(as: ReorderableListScreen.self)
        let firstSection = try #require(demo.dataSource.snapshot().sectionIdentifiers.first)
        let rows = demo.dataSource.snapshot().itemIdentifiers(inSection: firstSection)
        let from = try #require(h.position(of: rows[0].name)), to = try #require(h.position(of: rows[2].name))
        h.post([.mouse(MouseEvent(.press(.left), at: from)), .mouse(MouseEvent(.release(.left), at: to))])
        #expect(demo.dataSource.snapshot().itemIdentifiers(inSection: firstSection) == [rows[1], rows[2], rows[0]] + rows[3...])
        #expect(demo.storeMatchesScreen)
        #expect(h.text.contains("store in step"))
    }

    @Test func sectionsFollowTheCatalogueInAStableOrder() throws {
        let demo = try ApplicationHarness(demo: "reorderable-list").rootView(as: ReorderableListScreen.self)
        let catalog = try EmojiCatalog.bundled()
        let sections = demo.dataSource.snapshot().sectionIdentifiers
        #expect(sections == catalog.groups.map(\.name).filter { sections.contains($0) })
        #expect(sections.count >= 8)
        #expect(sections.allSatisfy { (1...ReorderableListScreen.emojiPerCategory).contains(demo.dataSource.snapshot().numberOfItems(inSection: $0)) })
        #expect(try ApplicationHarness(demo: "reorderable-list").rootView(as: ReorderableListScreen.self).dataSource.snapshot().itemIdentifiers
                == demo.dataSource.snapshot().itemIdentifiers)
    }

    /// Reorders by key, within sections and across them, committed each way: after every move
    /// the store matches the screen, and reloading the backing store changes nothing.
    @Test(arguments: ReorderCommitMethod.allCases)
    func reordersReachTheStoreAndSurviveAReload(method: ReorderCommitMethod) throws {
        let h = ApplicationHarness(demo: "reorderable-list", width: 80, height: 24)
        let demo = try h.rootView(as: ReorderableListScreen.self)
        let initial = demo.dataSource.snapshot().itemIdentifiers
        choose(method, in: h)
        #expect(demo.commitMethod == method)

        h.press(.down)
        let moves: [(Key, Int)] = [(.down, 2), (.down, 5), (.up, 1), (.tab, 0), (.down, 3), (.up, 9), (.end, 0), (.up, 4)]
        for (key, shifted) in moves {
            if shifted == 0 { h.press(key); continue }
            for _ in 0..<shifted {
                h.press(key, [.shift])
                #expect(demo.storeMatchesScreen, "\(method): the store follows every move")
            }
        }
        let reordered = demo.dataSource.snapshot().itemIdentifiers
        #expect(reordered != initial)
        #expect(Set(reordered) == Set(initial))
        #expect(h.text.contains("store in step"))
        let sectionSizes = demo.store.categories.map { demo.store.items(in: $0).count }
        #expect(sectionSizes.contains { $0 != ReorderableListScreen.emojiPerCategory }, "some rows crossed sections")

        open("Reload backing store", in: h)
        #expect(demo.dataSource.snapshot().itemIdentifiers == reordered)
        open("Reload initial store", in: h)
        #expect(demo.dataSource.snapshot().itemIdentifiers == initial)
        #expect(demo.storeMatchesScreen)
    }

    private func choose(_ method: ReorderCommitMethod, in h: ApplicationHarness) {
        open("Commit by \(method.title)", in: h)
    }

    /// Opens the menu and performs the entry titled `title`.
    private func open(_ title: String, in h: ApplicationHarness) {
        h.press(.character("m"))
        guard let menu = h.application.window.overlays.last as? MenuOverlay,
              let index = menu.entries.firstIndex(where: { $0.title == title }) else {
            Issue.record("no menu entry \(title)")
            return
        }
        for _ in 0..<index { h.press(.down) }
        h.press(.enter)
    }
}

@Suite("Reorderable List store") @MainActor
struct ReorderableListStoreTests {
    private typealias Snapshot = DiffableDataSourceSnapshot<String, Emoji>

    private static func emoji(_ n: Int) -> Emoji {
        Emoji(text: "e\(n)", name: "emoji \(n)", group: "", subgroup: "", codePoints: "")
    }

    /// Random sections and one random move (within or across sections), committed both ways
    /// from a store equal to the initial snapshot: the store ends equal to the final snapshot.
    @Test func bothMethodsRecordAnyMoveExactly() {
        var random = SeededRandom.fromEnvironment(default: 11)
        let seed = random.seed
        for _ in 0..<1_500 {
            let categories = (0..<Int.random(in: 1...4, using: &random)).map { "c\($0)" }
            var initial = Snapshot()
            initial.appendSections(categories)
            var next = 0
            for c in categories {
                let count = Int.random(in: 0...5, using: &random)
                initial.appendItems((0..<count).map { _ in next += 1; return Self.emoji(next) }, toSection: c)
            }
            guard let moving = initial.itemIdentifiers.randomElement(using: &random) else { continue }
            var final = initial
            final.deleteItems([moving])
            let target = categories.randomElement(using: &random)!
            let others = final.itemIdentifiers(inSection: target)
            let at = Int.random(in: 0...others.count, using: &random)
            if at < others.count { final.insertItems([moving], beforeItem: others[at]) } else { final.appendItems([moving], toSection: target) }
            let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)

            for method in ReorderCommitMethod.allCases {
                var store = ReorderableListStore(snapshot: initial)
                let committed = store.commit(transaction, using: method)
                #expect(committed, "seed \(seed)")
                for c in categories {
                    #expect(store.items(in: c) == final.itemIdentifiers(inSection: c), "seed \(seed), \(method), section \(c)")
                }
            }
        }
    }

    @Test func aDifferenceThatDoesNotFitLeavesTheStoreAlone() {
        var initial = Snapshot()
        initial.appendSections(["a"])
        initial.appendItems([Self.emoji(1), Self.emoji(2)], toSection: "a")
        var final = initial
        final.moveItem(Self.emoji(2), beforeItem: Self.emoji(1))
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        var empty = Snapshot()
        empty.appendSections(["a"])
        var store = ReorderableListStore(snapshot: empty)
        let byDifference = store.commit(transaction, using: .collectionDifference)
        #expect(!byDifference)
        #expect(store.items(in: "a").isEmpty)
        let byFinalItems = store.commit(transaction, using: .finalSnapshotItems)
        #expect(byFinalItems)
        #expect(store.items(in: "a") == [Self.emoji(2), Self.emoji(1)])
    }
}

private extension ReorderableListStore {
    /// A store holding what `snapshot` holds.
    init(snapshot: DiffableDataSourceSnapshot<String, Emoji>) {
        let groups = snapshot.sectionIdentifiers.map { category in
            EmojiCatalog.Group(name: category, subgroups: [EmojiCatalog.Subgroup(name: category, emoji: snapshot.itemIdentifiers(inSection: category))])
        }
        self.init(groups: groups, perCategory: .max)
    }
}
