// The loop owns the main thread and serves the main queue and the main actor while it waits:
// a main-queue block, a task, a background queue and a timer on the loop's clock all reach the
// screen. Run it with `swift run RunningAnApp`; q quits.
import Foundation
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
let statusBar = HintBar()
let screen = StackView()
screen.addArrangedSubview(collectionView)
screen.addArrangedSubview(statusBar, height: .fixed(1))

// snippet.show
// snippet.setup
let application = try Application(rootView: screen)
// snippet.end

// snippet.mainQueue
// Main-queue blocks and main-actor tasks run in the loop's next turn, as under UIKit's run loop.
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    MainActor.assumeIsolated { statusBar.status = "a main-queue block ran" }
}
Task { @MainActor in
    try await Task.sleep(for: .seconds(1))
    statusBar.status = "a main-actor task ran"
}
// snippet.end

// snippet.background
// `apply` from any thread: the diff runs here, the screen changes on the main actor, in order.
// (Keep to one queue per data source; mixing queues prints a warning once.)
DispatchQueue.global().async { [dataSource] in
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((1...10_000).map { "row \($0), diffed on a background queue" })
    dataSource.apply(snapshot, animatingDifferences: false) {
        statusBar.status = "10,000 rows on screen"  // the completion runs on the main actor
    }
}
// snippet.end

// snippet.sleep
// A timer on the loop's clock: a test stepping a ManualClock moves it on; cancelling ends it.
let ticker = Task { @MainActor in
    var ticks = 0
    while true {
        try await application.sleep(for: .seconds(2))
        ticks += 1
        statusBar.status = "tick \(ticks)"
    }
}
// snippet.end

// snippet.run
application.run()  // until Esc or q: blocks the main thread, serving its queue meanwhile
ticker.cancel()    // code after run() runs once the terminal is given back
// snippet.end
