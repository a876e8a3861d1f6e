// swift-tools-version: 6.2
// Tessera: Apple's compositional layouts and diffable data sources, in the terminal.
// Layers (see docs/ARCHITECTURE.md): Tessera → TesseraLayout, TesseraData, TesseraTerminal → TesseraGeometry, CNcursesw.
// Tools 6.2: the code uses `nonisolated(nonsending)` (SE-0461, Swift 6.2; Xcode 26).
import PackageDescription

let package = Package(
    name: "Tessera",
    // macOS 15: Synchronization's Mutex (Duration alone would need 13).
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraData", targets: ["TesseraData"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraTerminal", targets: ["TesseraTerminal"]),
        .library(name: "TesseraGeometry", targets: ["TesseraGeometry"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .executable(name: "tessera-demos", targets: ["tessera-demos"]),
        .executable(name: "tessera-bench", targets: ["TesseraBench"]),
        .executable(name: "tessera-fuzz", targets: ["TesseraFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // `make docs`: DocC for the library products (`swift package generate-documentation`).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // ncursesw's headers where the system keeps them, without pkg-config: Debian's
        // ncursesw.pc gives -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM refuses from a
        // dependency, so every package depending on Tessera printed "prohibited flag(s)" on each
        // build. The shim needs neither (it declares wcwidth itself). The library is linked by
        // name below (Debian's libncursesw.so pulls libtinfo in itself). A keg-only Homebrew
        // ncurses is no longer found by pkg-config: macOS builds use the SDK's ncurses.
        .systemLibrary(name: "CNcurseswSystem"),
        // C shim over ncursesw: the wide-character API and the macros Swift cannot call. Built
        // against ncurses 5.7 (the macOS SDK's) to 6.5. The library is linked by name: ncursesw
        // on Linux, the SDK's ncurses (wide functions included) on macOS.
        .target(
            name: "CNcursesw",
            dependencies: ["CNcurseswSystem"],
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED"), .define("NCURSES_WIDECHAR", to: "1")],
            linkerSettings: [.linkedLibrary("ncursesw", .when(platforms: [.linux])),
                             .linkedLibrary("ncurses", .when(platforms: [.macOS]))]
        ),
        // libdispatch's main-queue hooks (declared only in its private headers): how the event
        // loop serves the main queue while it owns the main thread, on Linux (see
        // Sources/TesseraTerminal/Platform/MainQueueHooks.swift; Darwin uses the run loop).
        .target(name: "CDispatchMainQueue"),
        // Cells as a unit: points, sizes, rects and the one rounding rule, shared by the layout
        // engine and the terminal so that a frame goes from layout to screen unconverted.
        .target(name: "TesseraGeometry"),
        // Pure Swift layers: no terminal in them.
        .target(name: "TesseraData", exclude: ["README.md"]),
        .target(name: "TesseraLayout", dependencies: ["TesseraGeometry"], exclude: ["README.md"]),
        // Screen model and backends.
        .target(
            name: "TesseraTerminal",
            dependencies: ["TesseraGeometry", "CNcursesw", "CDispatchMainQueue",
                           .product(name: "HeapModule", package: "swift-collections")],
            exclude: ["README.md"]
        ),
        // The collection view; re-exports the layers below.
        .target(name: "Tessera", dependencies: ["TesseraData", "TesseraLayout", "TesseraTerminal",
                                              .product(name: "OrderedCollections", package: "swift-collections")],
                exclude: ["README.md"]),
        // Testing apps built on Tessera: an application run headless, golden files, seeded
        // randomness from the environment. Our own tests use it as app developers would.
        .target(name: "TesseraTesting", dependencies: ["Tessera"]),

        // The layouts of Apple's gallery, described once: the demos show them, the layout tests
        // check their frames (golden pictures). Depends on the layout engine only.
        .target(name: "TesseraExampleLayouts", dependencies: ["TesseraLayout"], path: "demos/ExampleLayouts"),

        // Demos: a library (so screen tests can render them headless) and a thin executable.
        .target(
            name: "TesseraDemos",
            dependencies: ["Tessera", "TesseraExampleLayouts", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "demos/TesseraDemos",
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "tessera-demos", dependencies: ["TesseraDemos"], path: "demos/tessera-demos"),

        // The end-to-end tests' fixture app (`loop-check`): rows that arrive by Dispatch and by
        // tasks, applies from a background queue, and the loop's counters on a hidden key.
        .executableTarget(name: "loop-check", dependencies: ["Tessera"], path: "Tests/Fixtures/LoopCheck"),

        // Benchmarks (`make bench`): release-built, never run by `make test`.
        .executableTarget(
            name: "TesseraBench",
            dependencies: ["Tessera", "TesseraDemos", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/TesseraBench"
        ),

        // Fuzzing (`make fuzz`): libFuzzer on the input decoder and on snapshot edits + the differ.
        // Built with everything else (so it cannot rot); only `make fuzz` links libFuzzer into it.
        .executableTarget(name: "TesseraFuzz", dependencies: ["TesseraData", "TesseraTerminal"], path: "Fuzz/TesseraFuzz"),

        // The pure layers' tests take SeededRandom (TesseraTerminal) and TesseraTesting's draws,
        // seeds and golden files; the code under test still sees no terminal.
        .testTarget(name: "TesseraDataTests", dependencies: ["TesseraData", "TesseraTerminal", "TesseraTesting"]),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout", "TesseraExampleLayouts", "TesseraTerminal", "TesseraTesting"], exclude: ["Golden"]),
        .testTarget(name: "TesseraTerminalTests", dependencies: ["TesseraTerminal", "TesseraTesting"]),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera", "TesseraTesting"]),
        .testTarget(name: "DemoScreenTests", dependencies: ["TesseraDemos", "TesseraTesting"], exclude: ["Golden"]),
        // Starting tmux, kitty and Xvfb from tests, with clean signal state.
        .target(name: "ProcessTestSupport", path: "Tests/ProcessTestSupport"),
        // TesseraTerminal for SeededRandom alone: the key storm's keys follow from its seed.
        .testTarget(name: "EndToEndTests", dependencies: ["ProcessTestSupport", "TesseraTerminal"]),
        // The demos in a real terminal emulator: kitty under Xvfb, driven by `kitty @`.
        .testTarget(name: "RealTerminalTests", dependencies: ["TesseraTerminal", "ProcessTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
