// loop-check: the end-to-end tests' fixture for the loop serving the main queue and the main
// actor, written as an app would be, on Tessera's public API only. Its rows arrive by
// `DispatchQueue.main.asyncAfter` and by a `Task { @MainActor in … }`, a background queue applies
// 10,000 rows, and a hidden key (i) shows the loop's counters in the status line.
//
//     loop-check            Application.run(), the loop owning the main thread
//     loop-check --async    `await Application.run()` from a task, the main queue served by
//                           dispatchMain() (what an async `main` does)
//     loop-check --close-input-on-x
//                           the hidden key x closes standard input (the program must end at once,
//                           as a hang-up, under either run())
//     loop-check --outline  a package outline filtered by a search bar, 30 section-snapshot
//                           applies per key (PackageOutline.swift)
//     loop-check --pinned-layout-header, --custom-outline
//                           screens for looking at animations frame by frame (LookThroughScreens.swift)
//     loop-check --form     two text fields, for the real cursor at the caret (FormScreen.swift)
import Foundation
import Tessera

if CommandLine.arguments.contains("--outline") {
    do {
        let application = try Application(rootViewController: NavigationController(rootViewController: PackageOutlineViewController()))
        application.run()
    } catch {
        FileHandle.standardError.write(Data("loop-check: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

for (flag, makeScreen) in [("--pinned-layout-header", { PinnedLayoutHeaderScreen() as View }),
                           ("--custom-outline", { CustomGroupOutlineScreen() as View }),
                           ("--form", { FormScreen() as View })]
    where CommandLine.arguments.contains(flag) {
    do {
        let application = try Application(rootView: makeScreen())
        application.run()
    } catch {
        FileHandle.standardError.write(Data("loop-check: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

let entersAsync = CommandLine.arguments.contains("--async")
let screen = LoopCheckScreen(entry: entersAsync ? "await run()" : "run()")
let application: Application
do {
    application = try Application(rootView: screen.root)
} catch {
    FileHandle.standardError.write(Data("loop-check: \(error)\n".utf8))
    exit(2)
}
let closesInputOnX = CommandLine.arguments.contains("--close-input-on-x")
application.onUnhandledEvent = { event in
    if closesInputOnX, case .key(let key) = event, key.key == .character("x") {
        close(STDIN_FILENO)
        return true
    }
    guard case .key(let key) = event, key.key == .character("i") else { return false }
    screen.statusBar.status = application.loop.reading
    return true
}
screen.startArrivals()
screen.startBulkApplies()

if entersAsync {
    Task { @MainActor in
        await application.run()
        exit(0)
    }
    dispatchMain()
} else {
    application.run()
}
