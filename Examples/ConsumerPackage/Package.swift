// swift-tools-version: 6.2

import PackageDescription

// A package of an adopter's, set up as the README and the getting-started article say, which
// show the region below. scripts/check-consumer-package builds and tests it beside a checkout of
// this repository named ReactiveCoordinator, so that the path dependency resolves as written.
let package = Package(
    name: "MyFlows",
    // snippet: add-dependency
    platforms: [.iOS(.v17), .macOS(.v14)],  // at least ReactiveCoordinator's
    dependencies: [
        .package(path: "../ReactiveCoordinator")  // or .package(url: "<this repository>", branch: "main")
    ],
    targets: [
        .target(
            name: "MyFlows",
            dependencies: [.product(name: "ReactiveCoordinator", package: "ReactiveCoordinator")]),
        .testTarget(
            name: "MyFlowsTests",
            dependencies: [
                "MyFlows",
                .product(name: "ReactiveCoordinator", package: "ReactiveCoordinator"),
                .product(name: "ReactiveCoordinatorHeadless", package: "ReactiveCoordinator"),
                .product(name: "ReactiveCoordinatorTesting", package: "ReactiveCoordinator"),
            ]),
    ]
    // end snippet
)

// A UIKit app and a SwiftUI app, each importing only the products its face needs.
package.targets += [
    .target(
        name: "MyUIKitApp",
        dependencies: [
            "MyFlows",
            .product(name: "ReactiveCoordinator", package: "ReactiveCoordinator"),
            .product(name: "ReactiveCoordinatorUIKit", package: "ReactiveCoordinator"),
        ]),
    .target(
        name: "MySwiftUIApp",
        dependencies: [
            "MyFlows",
            .product(name: "ReactiveCoordinator", package: "ReactiveCoordinator"),
            .product(name: "ReactiveCoordinatorHeadless", package: "ReactiveCoordinator"),
            .product(name: "ReactiveCoordinatorSwiftUI", package: "ReactiveCoordinator"),
        ]),
]
