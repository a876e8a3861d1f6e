import Testing
@testable import Tessera

/// Frames draw only what changed: the window's counters say how many cells and views each frame
/// drew. (Every render in debug builds is also checked against a full redraw, so these tests
/// check the amounts; the pictures are checked everywhere.)
@Suite("Window damage") @MainActor
struct WindowDamageTests {
    /// A 60-row list of 100 items over a hint bar, 40 columns wide, the list focused.
    @MainActor final class Scene {
        static let width = 40
        let list = ListFixtureView(items: (0..<100).map { "Item \($0)" })
        let hintBar = HintBar()
        let window: Window

        init() {
            let stack = StackView()
            stack.addArrangedSubview(list.collectionView, height: .flexible())
            stack.addArrangedSubview(hintBar, height: .fixed(1))
            window = Window(size: CellSize(width: Self.width, height: 61), rootView: stack)
            window.focusedView = list.collectionView
            window.render(at: .zero)
        }

        /// Sends `key` and draws the frame; returns the cells it drew.
        func press(_ key: Key) -> Int {
            window.dispatch(.key(KeyEvent(key)))
            window.render(at: .zero)
            return window.counters.lastFrameCellsDrawn
        }
    }

    @Test func theFirstFrameDrawsEveryCell() {
        let scene = Scene()
        #expect(scene.window.counters.frames == 1)
        #expect(scene.window.counters.lastFrameCellsDrawn == Scene.width * 61)
    }

    @Test func anUnchangedFrameDrawsNothing() {
        let scene = Scene()
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == 0)
        #expect(scene.window.counters.lastFrameViewsDrawn == 0)
        // Asking for a frame without changing anything draws nothing either.
        scene.list.collectionView.setNeedsDisplay()
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == 0)
    }

    @Test func movingFocusDrawsTheTwoRowsAndAtMostTheHintBar() {
        let scene = Scene()
        _ = scene.press(.down)   // the first key gives an item focus
        let before = scene.window.counters.cellsDrawn
        let drawn = scene.press(.down)
        #expect(drawn == 2 * Scene.width)
        #expect(scene.window.counters.cellsDrawn - before == drawn)
        #expect(scene.window.counters.lastFrameViewsDrawn <= 3)  // the stack and the list, per row
        #expect(scene.window.lastFrame.text == scene.window.drawFullFrame().text)
    }

    @Test func aScrollDrawsTheWholeList() {
        let scene = Scene()
        scene.list.collectionView.contentOffset.y = 5
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == 60 * Scene.width)
    }

    @Test func theHintBarDrawsItselfWhenTheHintsChange() {
        let scene = Scene()
        // The bar alone learns that the hints changed, and draws its row.
        scene.hintBar.hints = [KeyHint("x", "something")]
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == Scene.width)
        #expect(scene.window.lastFrame.rowText(60).hasPrefix("x something"))
    }

    @Test func focusPassingBetweenViewsDrawsTheTwoViewsAndTheHintBar() {
        let root = StackView()
        let first = ListFixtureView(items: ["a", "b"]), second = ListFixtureView(items: ["c", "d"])
        let hintBar = HintBar()
        root.addArrangedSubview(first.collectionView, height: .fixed(5))
        root.addArrangedSubview(View(), height: .fixed(10))
        root.addArrangedSubview(second.collectionView, height: .fixed(5))
        root.addArrangedSubview(hintBar, height: .fixed(1))
        let window = Window(size: CellSize(width: 20, height: 21), rootView: root)
        window.focusedView = first.collectionView
        window.render(at: .zero)
        window.dispatch(.key(KeyEvent(.down)))
        window.render(at: .zero)
        window.focusedView = second.collectionView
        window.render(at: .zero)
        // The focused row of each list (its focus shows only while its list has focus), and
        // the hint bar only if its hints changed: never the 10 rows between.
        #expect(window.counters.lastFrameCellsDrawn <= 3 * 20)
        #expect(window.counters.lastFrameCellsDrawn >= 2 * 20)
    }

    @Test func anOverlayDrawsEverythingWhenItComesAndWhenItGoes() {
        let scene = Scene()
        let overlay = HelpOverlay(hints: [KeyHint("z", "zigzag")])
        overlay.present(in: scene.window)
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == Scene.width * 61)
        #expect(scene.window.lastFrame.text.contains("zigzag"))
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == 0)
        scene.window.dismiss(overlay)
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == Scene.width * 61)
        #expect(!scene.window.lastFrame.text.contains("zigzag"))
    }

    @Test func aViewDamagesWhereItWasAndWhereItGoes() {
        let root = View()
        let label = Label()
        label.text = "moving"
        root.addSubview(label)
        label.frame = CellRect(x: 0, y: 0, width: 6, height: 1)
        let window = Window(size: CellSize(width: 20, height: 5), rootView: root)
        window.render(at: .zero)
        label.frame = CellRect(x: 2, y: 3, width: 6, height: 1)
        window.render(at: .zero)
        #expect(window.counters.lastFrameCellsDrawn == 12)
        #expect(window.lastFrame.rowText(3) == "  moving            ")
        #expect(window.lastFrame.rowText(0) == String(repeating: " ", count: 20))
        label.isHidden = true
        window.render(at: .zero)
        #expect(window.counters.lastFrameCellsDrawn == 6)
        label.removeFromSuperview()
        window.render(at: .zero)
        #expect(window.counters.lastFrameCellsDrawn == 6)   // a hidden view's cells are damaged all the same
    }

    @Test func partOfAViewCanBeDamaged() {
        let label = Label()
        label.text = "abcdef"
        let window = Window(size: CellSize(width: 6, height: 1), rootView: label)
        window.render(at: .zero)
        label.setNeedsDisplay(CellRect(x: 2, y: 0, width: 3, height: 1))
        window.render(at: .zero)
        #expect(window.counters.lastFrameCellsDrawn == 3)
        #expect(window.counters.lastFrameViewsDrawn == 1)
    }

    @Test func drawingEveryCellIsTheBaseline() {
        let scene = Scene()
        scene.window.drawsEveryCellEachFrame = true
        scene.window.render(at: .zero)
        #expect(scene.window.counters.lastFrameCellsDrawn == Scene.width * 61)
    }

    @Test func anInsertAnimationDrawsLessThanWholeFrames() {
        let scene = Scene()
        // The animation starts on the window's clock: a stepped one, so the frames are the same
        // however busy the machine (on the system clock their count varied with the load).
        let clock = ManualClock()
        scene.window.clock = clock
        var items = (0..<100).map { "Item \($0)" }
        items.insert("New", at: 50)
        scene.list.show(items, animated: true)
        var rowsDrawn: [Int] = []
        repeat {
            clock.advance(by: .milliseconds(16))
            scene.window.render(at: clock.now)
            rowsDrawn.append(scene.window.counters.lastFrameCellsDrawn / Scene.width)
        } while scene.list.collectionView.isAnimating && rowsDrawn.count < 100
        // Rows above the insert stay put: no frame between the first and the last draws them.
        // The first and the last draw the whole list: the stack view around it lays it out again
        // there and sets its frame anew (seen in a trace; why the frame changes is not known yet:
        // a cost left for the performance work).
        #expect(rowsDrawn.count > 3)
        #expect(rowsDrawn.dropFirst().dropLast().allSatisfy { $0 <= 11 }, "rows drawn per frame: \(rowsDrawn)")
        #expect(rowsDrawn.reduce(0, +) > 0)
    }
}

@Suite("Damage region") @MainActor
struct DamageRegionTests {
    @Test func rowsThatTouchMergeAndTheRestStaySeparate() {
        var region = DamageRegion()
        region.add(CellRect(x: 0, y: 3, width: 10, height: 1))
        region.add(CellRect(x: 0, y: 4, width: 10, height: 1))
        #expect(region.rects == [CellRect(x: 0, y: 3, width: 10, height: 2)])
        region.add(CellRect(x: 0, y: 9, width: 10, height: 1))
        #expect(region.rects.count == 2 && region.area == 30)
        region.add(CellRect(x: 5, y: 4, width: 2, height: 6))   // overlaps both: one box
        #expect(region.rects == [CellRect(x: 0, y: 3, width: 10, height: 7)])
        region._checkInvariants()
    }

    @Test func manyRectsMergeTheCheapestPairs() {
        var region = DamageRegion()
        for i in 0..<40 { region.add(CellRect(x: (i % 2) * 3, y: i * 2, width: 1, height: 1)) }
        #expect(region.rects.count <= DamageRegion.maximumRects)
        region._checkInvariants()
        for i in 0..<40 { #expect(region.intersects(CellRect(x: (i % 2) * 3, y: i * 2, width: 1, height: 1))) }
    }
}

@Suite("Collection view damage") @MainActor
struct CollectionViewDamageTests {
    @Test func aVisibleCellChangedByTheAppIsDrawnOnTheNextFrame() {
        let list = ListFixtureView(items: ["one", "two", "three"])
        let window = Window(size: CellSize(width: 20, height: 5), rootView: list.collectionView)
        var requests = 0
        window.frameRequested = { requests += 1 }
        window.render(at: .zero)
        let cell = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewListCell
        var content = cell?.defaultContentConfiguration()
        content?.text = "TWO"
        cell?.contentConfiguration = content
        #expect(requests == 1)   // the cell told its collection view, which asked for a frame
        window.render(at: .zero)
        #expect(window.counters.lastFrameCellsDrawn == 20)   // that row alone
        #expect(window.lastFrame.rowText(1).hasPrefix(" TWO"))
    }
}

/// The elements that change place in paint order are the fewest whose moving explains the new
/// order: only they are drawn again (`FrameComposer.outOfOrder`).
@Suite("Paint order changes") @MainActor
struct PaintOrderChangeTests {
    @Test func onlyTheElementsOutsideTheLongestRunInOrderAreRedrawn() {
        #expect(FrameComposer.outOfOrder([0, 1, 2, 3]).isEmpty)
        #expect(FrameComposer.outOfOrder([1, 0, 2, 3]).count == 1)
        #expect(FrameComposer.outOfOrder([0, 2, 3, 4, 1]) == [1], "the inserted row's layer giving way")
        #expect(FrameComposer.outOfOrder([3, 0, 1, 2]) == [3])
        #expect(FrameComposer.outOfOrder([4, 3, 2, 1, 0]).count == 4)
    }
}
