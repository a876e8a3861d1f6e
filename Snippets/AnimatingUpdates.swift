// What an apply does on screen, frame by frame: a headless terminal and a manual clock stand in
// for the real ones. Run it with `swift run AnimatingUpdates`.
import Tessera
import TesseraTesting

let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, name in
    view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
}

// snippet.apply
func show(_ names: [String], animated: Bool = true) {
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource.apply(snapshot, animatingDifferences: animated) {
        print("done")  // on the main actor, after the animation's last frame
    }
}
// snippet.end

// snippet.frames
// A test (or this program) steps the loop's clock a frame at a time and reads each frame.
show(["Alpha", "Bravo", "Charlie", "Delta"], animated: false)
let harness = ApplicationHarness(rootView: collectionView, width: 16, height: 5)  // TesseraTesting

show(["Delta", "Alpha", "Charlie", "Echo"])
for frame in 1...14 {
    harness.clock.advance(by: .milliseconds(16))  // one frame of a 60-a-second loop
    harness.application.loop.step()
    let styles = harness.screenshot.styles
    let dim = Set(styles.legend.filter { $0.style.attributes.contains(.dim) }.map(\.symbol))
    let rows = zip(harness.rows, styles.rows).map { text, style in
        let name = text.trimmingCharacters(in: .whitespaces)
        return style.contains(where: dim.contains) ? "(\(name))" : name  // (dim)
    }
    print(frame, rows.joined(separator: " | "))
}
// snippet.end

// snippet.async
// In async code, `await` the apply: it resumes when the update is on screen, animation done.
func refresh(with names: [String]) async {
    var snapshot = dataSource.snapshot()
    snapshot.deleteAllItems()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    await dataSource.apply(snapshot)
    // The new rows are in place here.
}
// snippet.end

// snippet.reducedMotion
// No motion: every apply (and flick) shows its final state in the next frame.
collectionView.reducedMotion = true  // or TESSERA_REDUCED_MOTION=1 in the environment

// With motion on, the animation's length (this is the default).
collectionView.animationDuration = .milliseconds(200)
// snippet.end

// snippet.changes
// The update as a value: what the differ hands the collection view.
var old = DiffableDataSourceSnapshot<Int, String>()
old.appendSections([0])
old.appendItems(["Alpha", "Bravo", "Charlie", "Delta"])
var new = DiffableDataSourceSnapshot<Int, String>()
new.appendSections([0])
new.appendItems(["Delta", "Alpha", "Charlie", "Echo"])

let changes = new.changes(from: old)
print(changes.itemDeletes)  // [[0, 1]]: Bravo leaves
print(changes.itemInserts)  // [[0, 3]]: Echo arrives
print(changes.itemMoves.map { "\($0.from) → \($0.to)" })  // ["[0, 3] → [0, 0]"]: Delta moves up
let maps = changes.positionMaps
print(maps.newIndex(ofOldItemAt: 3) as Any)  // Delta: 3 → 0
print(maps.oldIndex(ofNewItemAt: 3) as Any)  // Echo is new: nil
// snippet.end
