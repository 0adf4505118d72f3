// swift-tools-version: 6.2

import PackageDescription

// Measures the root package against its peers. It lives apart so that the root package stays
// free of dependencies: adopters of ReactiveCoordinator fetch none of these.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        // The library under test, by path; named so the products below do not depend on the
        // name of the folder it was cloned into.
        .package(name: "ReactiveCoordinator", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms", exact: "1.1.4"),
    ],
    targets: [
        // glibc's <malloc.h>, for counting heap bytes with mallinfo2().
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .executableTarget(
            name: "stream-benchmarks",
            dependencies: [
                .product(name: "Streams", package: "ReactiveCoordinator"),
                .product(name: "ReactiveCoordinator", package: "ReactiveCoordinator"),
                .product(name: "ReactiveCoordinatorFoundation", package: "ReactiveCoordinator"),
                .product(name: "ReactiveCoordinatorHeadless", package: "ReactiveCoordinator"),
                .product(name: "ReactiveCoordinatorTesting", package: "ReactiveCoordinator"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                "CMalloc",
            ],
            path: "Sources/StreamBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
