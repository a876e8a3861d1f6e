// swift-tools-version: 6.2
// FileBrowser: a folder's entries, each folder a page read when it is opened, filtered by name
// from the search bar (`swift run file-browser [folder]`).
import PackageDescription

let package = Package(
    name: "FileBrowser",
    platforms: [.macOS(.v15)], // as Tessera: Synchronization's Mutex
    products: [
        .executable(name: "file-browser", targets: ["FileBrowser"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "FileBrowser", dependencies: [.product(name: "Tessera", package: "Tessera")]),
        .testTarget(
            name: "FileBrowserTests",
            dependencies: ["FileBrowser", .product(name: "TesseraTesting", package: "Tessera")],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
