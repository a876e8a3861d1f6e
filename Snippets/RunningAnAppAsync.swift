// The same loop from async code: with an `await` at the top level, `main` is async, and
// `await application.run()` waits without blocking a thread. Run it with
// `swift run RunningAnAppAsync`; q quits.
import Tessera

// snippet.hide
let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
let rowRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, text in
    view.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: text)
}

// snippet.show
/// Work that is not on the main actor: it runs on Swift's thread pool.
func loadNames() async throws -> [String] {
    try await Task.sleep(for: .milliseconds(300))  // a disk, a network…
    return ["Alpha", "Bravo", "Charlie"]
}

/// The app, as async code. (At the top level of `main.swift` Swift resolves `application.run()`
/// to the blocking form even after `await`, so the loop is started from an async function.)
@MainActor
func runApp() async throws {
    let application = try Application(rootView: collectionView)
    Task {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(try await loadNames())
        await dataSource.apply(snapshot)  // resumes once the rows are on screen
    }
    await application.run()  // the loop's waits become main-queue dispatch sources
}

try await runApp()
