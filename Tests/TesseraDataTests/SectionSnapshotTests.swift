import Testing
import TesseraData

private typealias Outline = DiffableDataSourceSectionSnapshot<String>

/// Food (Fruit (Apple, Cherry), Bread), Travel — all collapsed.
private func pantry() -> Outline {
    var outline = Outline()
    outline.append(["Food", "Travel"])
    outline.append(["Fruit", "Bread"], to: "Food")
    outline.append(["Apple", "Cherry"], to: "Fruit")
    return outline
}

@Suite("DiffableDataSourceSectionSnapshot")
struct SectionSnapshotTests {
    @Test func startsEmpty() {
        let outline = Outline()
        #expect(outline.items.isEmpty)
        #expect(outline.rootItems.isEmpty)
        #expect(outline.visibleItems.isEmpty)
        #expect(!outline.contains("Food"))
        #expect(outline.index(of: "Food") == nil)
    }

    @Test func itemsAreDepthFirstAndNewParentsStartCollapsed() {
        let outline = pantry()
        #expect(outline.items == ["Food", "Fruit", "Apple", "Cherry", "Bread", "Travel"])
        #expect(outline.rootItems == ["Food", "Travel"])
        #expect(outline.visibleItems == ["Food", "Travel"])
        #expect(outline.expandedItems.isEmpty)
        #expect(!outline.isExpanded("Food"))
    }

    @Test func visibilityFollowsEveryAncestor() {
        var outline = pantry()
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Food", "Travel"])  // Food is still collapsed
        #expect(!outline.isVisible("Apple"))
        outline.expand(["Food"])
        #expect(outline.visibleItems == ["Food", "Fruit", "Apple", "Cherry", "Bread", "Travel"])
        #expect(outline.isVisible("Apple"))
        #expect(outline.expandedItems == ["Food", "Fruit"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Food", "Fruit", "Bread", "Travel"])
        #expect(outline.isVisible("Fruit"))
        #expect(!outline.isVisible("Cherry"))
        #expect(!outline.isVisible("Unknown"))
        #expect(!outline.isExpanded("Unknown"))
    }

    @Test func structureQueries() {
        let outline = pantry()
        #expect(outline.contains("Cherry"))
        #expect(outline.level(of: "Food") == 0)
        #expect(outline.level(of: "Cherry") == 2)
        #expect(outline.parent(of: "Cherry") == "Fruit")
        #expect(outline.parent(of: "Food") == nil)
        #expect(outline.parent(of: "Unknown") == nil)
        #expect(outline.index(of: "Bread") == 4)
        #expect(outline.index(of: "Travel") == 5)
        #expect(outline.index(of: "Unknown") == nil)
    }

    @Test func insertItemsNextToASibling() {
        var outline = pantry()
        outline.insert(["Banana"], before: "Cherry")
        outline.insert(["Cheese"], after: "Fruit")  // after Fruit's whole subtree
        outline.insert(["Sports"], before: "Food")
        #expect(outline.items == ["Sports", "Food", "Fruit", "Apple", "Banana", "Cherry", "Cheese", "Bread", "Travel"])
        #expect(outline.parent(of: "Banana") == "Fruit")
        #expect(outline.parent(of: "Cheese") == "Food")
        #expect(outline.rootItems == ["Sports", "Food", "Travel"])
    }

    @Test func insertAnotherSnapshotKeepsItsStructureAndExpansion() {
        var outline = pantry()
        var trips = Outline()
        trips.append(["Alps"])
        trips.append(["Eiger"], to: "Alps")
        trips.expand(["Alps"])
        outline.insert(trips, after: "Fruit")
        #expect(outline.items == ["Food", "Fruit", "Apple", "Cherry", "Alps", "Eiger", "Bread", "Travel"])
        #expect(outline.parent(of: "Alps") == "Food")
        #expect(outline.parent(of: "Eiger") == "Alps")
        #expect(outline.isExpanded("Alps"))
        outline.insert(trips.snapshot(of: "Alps").snapshot(of: "Eiger", includingParent: false), before: "Food")
        #expect(outline.rootItems == ["Food", "Travel"])  // an empty snapshot inserts nothing
    }

    @Test func deleteTakesDescendantsAlong() {
        var outline = pantry()
        outline.delete(["Fruit"])
        #expect(outline.items == ["Food", "Bread", "Travel"])
        #expect(!outline.contains("Apple"))
        // An item may be listed together with its ancestor.
        var other = pantry()
        other.delete(["Cherry", "Food", "Apple"])
        #expect(other.items == ["Travel"])
        other.deleteAll()
        #expect(other == Outline())
    }

    @Test func replaceChildrenKeepsTheParent() {
        var outline = pantry()
        outline.expand(["Food"])
        var fresh = Outline()
        fresh.append(["Soup", "Salad"])
        fresh.append(["Tomato"], to: "Soup")
        // The replacement may reuse an identifier it removes.
        fresh.append(["Bread"])
        outline.replace(childrenOf: "Food", using: fresh)
        #expect(outline.items == ["Food", "Soup", "Tomato", "Salad", "Bread", "Travel"])
        #expect(outline.parent(of: "Soup") == "Food")
        #expect(outline.parent(of: "Tomato") == "Soup")
        #expect(outline.isExpanded("Food"))
        #expect(!outline.contains("Apple"))
    }

    @Test func subtreeSnapshots() {
        var outline = pantry()
        outline.expand(["Fruit"])
        let children = outline.snapshot(of: "Food")
        #expect(children.rootItems == ["Fruit", "Bread"])
        #expect(children.items == ["Fruit", "Apple", "Cherry", "Bread"])
        #expect(children.parent(of: "Fruit") == nil)
        #expect(children.isExpanded("Fruit"))
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"])
        #expect(withParent.items == ["Fruit", "Apple", "Cherry"])
        #expect(withParent.level(of: "Cherry") == 1)
        #expect(outline.snapshot(of: "Travel").items.isEmpty)
    }

    @Test func copiesAreIndependent() {
        let original = pantry()
        var copy = Outline(original)
        #expect(copy == original)
        copy.expand(["Food"])
        copy.delete(["Travel"])
        #expect(original.items.count == 6)
        #expect(!original.isExpanded("Food"))
        #expect(copy != original)
    }

    @Test func deepOutlinesDoNotOverflowTheStack() {
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<20_000 { outline.append([level], to: level - 1) }
        #expect(outline.items.count == 20_000)
        #expect(outline.level(of: 19_999) == 19_999)
        #expect(outline.visibleItems == [0])
    }

    @Test func visualDescriptionMarksVisibleAndExpandedItems() {
        var outline = pantry()
        outline.expand(["Food"])
        #expect(outline.visualDescription() == """
        DiffableDataSourceSectionSnapshot(6 items, 4 visible)
        *+ Food
          *- Fruit
               Apple
               Cherry
          *  Bread
        *  Travel
        """)
    }
}
