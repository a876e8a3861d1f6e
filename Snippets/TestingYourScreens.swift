// Tests for a screen, written with Swift Testing and TesseraTesting. In a package they live in a
// test target that depends on `TesseraTesting`; here they are compiled with the documentation.
import Testing
import Tessera
import TesseraTesting

// snippet.screen
/// The screen under test: greetings in a list, as an app builds it.
@MainActor
final class GreetingsScreen {
    let collectionView = CollectionView(
        collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    var dataSource: CollectionViewDiffableDataSource<Int, String>!

    init(greetings: [String]) {
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: text)
        }
        show(greetings, animated: false)
    }

    func show(_ greetings: [String], animated: Bool = true) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(greetings)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
// snippet.end

// snippet.harness
@MainActor
struct GreetingsScreenTests {
    /// Golden files beside this source file, in `Golden/`.
    let goldens = GoldenFiles(nextTo: #filePath)

    @Test func showsTheGreetingsAndMovesFocus() {
        let screen = GreetingsScreen(greetings: ["Hello", "Bonjour", "Hola"])
        let harness = ApplicationHarness(rootView: screen.collectionView, width: 30, height: 6)
        #expect(harness.rows.first?.contains("Hello") == true)

        harness.press(.down)  // the key, then every frame until the screen is still
        harness.expectScreen(matches: "greetings-focused", in: goldens)  // text and styles
    }
}
// snippet.end

// snippet.frames
@MainActor
struct GreetingsAnimationTests {
    @Test func anUpdateEndsOnTheNewRows() {
        let screen = GreetingsScreen(greetings: ["Hello", "Bonjour"])
        let harness = ApplicationHarness(rootView: screen.collectionView, width: 30, height: 6)
        screen.show(["Bonjour", "Hello", "Hola"])
        harness.drawPendingFrames()           // step the manual clock until the animation ends
        let rows = harness.rows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["Bonjour", "Hello", "Hola"])
    }
}
// snippet.end

// snippet.everyFrame
@MainActor
struct GreetingsEveryFrameTests {
    @Test func aReSortNeverBlinks() {
        let screen = GreetingsScreen(greetings: ["Hello", "Bonjour", "Hola", "Ciao"])
        let harness = ApplicationHarness(rootView: screen.collectionView, width: 30, height: 6)
        let update = harness.framesOfNextUpdate(in: screen.collectionView) { screen.show(["Ciao", "Hola", "Hello", "Bonjour"]) }
        harness.expectEveryFrameKeepsTheRule(update)
    }
}
// snippet.end

// snippet.seeds
@MainActor
struct GreetingsPropertyTests {
    /// Random updates, replayable: a failure names its seed, and `TESSERA_SEED=<seed> swift test`
    /// runs the same cases again.
    @Test func everyUpdateEndsOnItsSnapshot() {
        var random = SeededRandom.fromEnvironment()
        let words = ["Hello", "Bonjour", "Hola", "Ciao", "Hallo", "Olá", "Salut"]
        let screen = GreetingsScreen(greetings: [])
        let harness = ApplicationHarness(rootView: screen.collectionView, width: 30, height: 10)
        for round in 0..<50 {
            let greetings = words.filter { _ in random.chance(0.5) }
            screen.show(greetings, animated: random.chance(0.5))
            harness.settle()
            let shown = harness.rows.prefix(greetings.count)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(shown == greetings, "seed \(random.seed), round \(round)")
        }
    }
}
// snippet.end
