// swift-tools-version: 6.2
// AsyncList: a folder's files, read by `async` code while "Loading…" shows in their place
// (`swift run async-list [folder]`).
import PackageDescription

let package = Package(
    name: "AsyncList",
    platforms: [.macOS(.v15)], // as Tessera: Synchronization's Mutex
    products: [
        .executable(name: "async-list", targets: ["AsyncList"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "AsyncList", dependencies: [.product(name: "Tessera", package: "Tessera")]),
        .testTarget(name: "AsyncListTests", dependencies: ["AsyncList", .product(name: "TesseraTesting", package: "Tessera")]),
    ],
    swiftLanguageModes: [.v6]
)
