// swift-tools-version: 6.2
// HelloList: the smallest Tessera app, as a package of its own (`swift run hello-list`).
import PackageDescription

let package = Package(
    name: "HelloList",
    platforms: [.macOS(.v15)], // as Tessera: Synchronization's Mutex
    products: [
        .executable(name: "hello-list", targets: ["HelloList"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloList", dependencies: [.product(name: "Tessera", package: "Tessera")]),
        .testTarget(
            name: "HelloListTests",
            dependencies: ["HelloList", .product(name: "TesseraTesting", package: "Tessera")],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
