// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "ReactiveCoordinator",
    // The floor most apps support in 2026, and the lowest the SwiftUI face can have (Observation
    // is iOS 17 / macOS 14). Newer APIs (Task.immediate, async sequences' typed failures) are used
    // behind `if #available`, with fallbacks; main-actor isolated deinit is back-deployed by Swift 6.2.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Streams", targets: ["Streams"]),
        // The core: coordinators, flows, the tree, screens, the event log, the leak audit, and the
        // models of links, restoration, alerts and guards. Imports no UI framework, no Observation.
        .library(name: "ReactiveCoordinator", targets: ["ReactiveCoordinator"]),
        // What needs Foundation, kept out of the core: URLs read into deep links (`DeepLinkTable`)
        // and the JSON of restoration values and records.
        .library(name: "ReactiveCoordinatorFoundation", targets: ["ReactiveCoordinatorFoundation"]),
        // What every navigation container shares, the headless ones and UIKit's: the changes they
        // report (`NavigationChange`), the queue of their transitions, the walk of a hierarchy.
        // The containers' libraries re-export it.
        .library(name: "ReactiveCoordinatorContainerKit", targets: ["ReactiveCoordinatorContainerKit"]),
        // The in-memory containers with UIKit's lifetime behaviour: users' test doubles, the demo's
        // hierarchy, and the model the SwiftUI face binds to (Observation).
        .library(name: "ReactiveCoordinatorHeadless", targets: ["ReactiveCoordinatorHeadless"]),
        // The UIKit face: UIKit's containers adopt the navigation contexts.
        .library(name: "ReactiveCoordinatorUIKit", targets: ["ReactiveCoordinatorUIKit"]),
        // The SwiftUI face: views that bind to the headless containers.
        .library(name: "ReactiveCoordinatorSwiftUI", targets: ["ReactiveCoordinatorSwiftUI"]),
        // Pictures of the tree (DOT, Mermaid), breadcrumbs and analytics, the events' Codable form.
        .library(name: "ReactiveCoordinatorDiagnostics", targets: ["ReactiveCoordinatorDiagnostics"]),
        // For users' tests: the event-log recorder, the flow explorer and the contract suite.
        .library(name: "ReactiveCoordinatorTesting", targets: ["ReactiveCoordinatorTesting"]),
        .executable(name: "stream-demo", targets: ["stream-demo"]),
    ],
    // The root package has no dependencies on purpose: adopters fetch nothing else.
    // Comparisons against peers live in the separate package under Benchmarks/.
    dependencies: [],
    targets: [
        // The lock, atomics and process calls the streams and the core need, as C whose header
        // includes nothing: importing Glibc (or Synchronization) would add about 2 CPU-seconds to
        // every cold build of the core. Not a product; the modules import it `internal`.
        .target(name: "_ReactiveCoordinatorShims"),
        .target(name: "Streams", dependencies: ["_ReactiveCoordinatorShims"]),
        .target(name: "ReactiveCoordinator", dependencies: ["Streams", "_ReactiveCoordinatorShims"]),
        .target(name: "ReactiveCoordinatorFoundation", dependencies: ["ReactiveCoordinator"]),
        .target(name: "ReactiveCoordinatorContainerKit", dependencies: ["ReactiveCoordinator"]),
        .target(
            name: "ReactiveCoordinatorHeadless",
            dependencies: ["ReactiveCoordinator", "ReactiveCoordinatorContainerKit"]),
        // Without UIKit (Linux, macOS) only its UIKit-free logic compiles, so that it is tested here.
        .target(
            name: "ReactiveCoordinatorUIKit", dependencies: ["ReactiveCoordinator", "ReactiveCoordinatorContainerKit"]),
        // Compiles to nothing where SwiftUI is missing (Linux): `#if canImport(SwiftUI)`.
        .target(
            name: "ReactiveCoordinatorSwiftUI", dependencies: ["ReactiveCoordinator", "ReactiveCoordinatorHeadless"]),
        .target(
            name: "ReactiveCoordinatorDiagnostics",
            dependencies: ["ReactiveCoordinator", "ReactiveCoordinatorContainerKit"]),
        // Reports through Swift Testing when the toolchain has it; no package dependency.
        .target(
            name: "ReactiveCoordinatorTesting",
            dependencies: [
                "ReactiveCoordinator", "ReactiveCoordinatorFoundation", "ReactiveCoordinatorHeadless",
                "ReactiveCoordinatorDiagnostics",
            ]),
        // The demo's app flows, scenarios and printers: a library so tests can play the scenarios.
        // The explorer (ReactiveCoordinatorTesting) walks the demo's mail app: `--explore DEPTH`.
        .target(
            name: "DemoApp",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "ReactiveCoordinator", "ReactiveCoordinatorHeadless", "ReactiveCoordinatorDiagnostics",
                "ReactiveCoordinatorTesting", "SeededRandom",
            ]),
        .executableTarget(name: "stream-demo", dependencies: ["DemoApp"]),
        // The README's quick start and a copyable example flow, compiled and tested by CI.
        .target(
            name: "ExampleFlows",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "ReactiveCoordinator", "ReactiveCoordinatorHeadless", "ReactiveCoordinatorDiagnostics",
                "ReactiveCoordinatorUIKit", "ReactiveCoordinatorSwiftUI",
            ],
            path: "Examples/ExampleFlows"),
        // The seeded generator behind the demo's random walk and the randomised tests, so a
        // printed seed replays the same run. Not a product.
        .target(name: "SeededRandom"),
        // The libFuzzer targets (Fuzz/README.md). They build with every `swift build` so the
        // harness cannot rot, but only `scripts/fuzz` (`-D FUZZING`, `-sanitize=fuzzer,address`)
        // links libFuzzer into them; otherwise each is a one-line main. In this package, not a
        // separate one, because they drive DemoApp, which is not a product.
        .target(
            name: "FuzzHarness",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "DemoApp", "ReactiveCoordinator", "ReactiveCoordinatorHeadless", "ReactiveCoordinatorDiagnostics",
                "ReactiveCoordinatorTesting", "SeededRandom",
            ],
            path: "Fuzz/Harness"),
        .executableTarget(name: "fuzz-links", dependencies: ["FuzzHarness"], path: "Fuzz/Targets/Links"),
        .executableTarget(name: "fuzz-records", dependencies: ["FuzzHarness"], path: "Fuzz/Targets/Records"),
        .executableTarget(name: "fuzz-commands", dependencies: ["FuzzHarness"], path: "Fuzz/Targets/Commands"),
        .executableTarget(name: "fuzz-breadcrumbs", dependencies: ["FuzzHarness"], path: "Fuzz/Targets/Breadcrumbs"),
        .executableTarget(name: "fuzz-replays", dependencies: ["FuzzHarness"], path: "Fuzz/Targets/Replays"),
        // Helpers more than one test target uses (screens, a stand-in hierarchy, lock-guarded
        // boxes, weak boxes); linked only into test targets.
        .target(
            name: "TestSupport", dependencies: ["ReactiveCoordinator", "ReactiveCoordinatorTesting", "Streams"],
            path: "Tests/TestSupport"),
        .testTarget(name: "StreamsTests", dependencies: ["Streams", "TestSupport"]),
        // The shop example's catalog and product flows serve the deep-link and restoration tests too.
        .testTarget(
            name: "ReactiveCoordinatorTests",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "ReactiveCoordinator", "ReactiveCoordinatorContainerKit", "ReactiveCoordinatorHeadless",
                "ReactiveCoordinatorDiagnostics", "ReactiveCoordinatorUIKit", "ReactiveCoordinatorTesting", "Streams",
                "TestSupport", "ExampleFlows",
                "SeededRandom",
            ]),
        .testTarget(
            name: "DemoAppTests",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "DemoApp", "ReactiveCoordinatorDiagnostics", "ReactiveCoordinatorHeadless",
                "ReactiveCoordinatorTesting",
                "SeededRandom", "TestSupport",
            ]),
        .testTarget(name: "SeededRandomTests", dependencies: ["SeededRandom"]),
        // The flow explorer's tests: example flows of their own, seeded mistakes, replays.
        .testTarget(
            name: "FlowExplorerTests",
            dependencies: [
                "DemoApp", "ReactiveCoordinator", "ReactiveCoordinatorFoundation", "ReactiveCoordinatorHeadless",
                "ReactiveCoordinatorTesting",
            ]),
        .testTarget(
            name: "ExampleFlowsTests",
            dependencies: [
                "ExampleFlows", "ReactiveCoordinatorFoundation", "ReactiveCoordinatorHeadless",
                "ReactiveCoordinatorDiagnostics", "ReactiveCoordinatorTesting",
            ],
            path: "Examples/ExampleFlowsTests"),
        .testTarget(
            name: "RoutingPropertyTests",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "ReactiveCoordinator", "ReactiveCoordinatorHeadless", "ReactiveCoordinatorDiagnostics",
                "ReactiveCoordinatorTesting", "SeededRandom", "TestSupport",
            ]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "ReactiveCoordinatorFoundation",
                "ReactiveCoordinator", "ReactiveCoordinatorDiagnostics", "ReactiveCoordinatorHeadless",
                "ReactiveCoordinatorTesting", "SeededRandom", "Streams", "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []

    // SE-0335: existential types are spelled with `any`.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // SE-0444: a member is visible only where its module is imported.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // SE-0409: imports are internal unless marked public.
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    // SE-0461: nonisolated async functions run on the caller's actor.
    settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
    // SE-0470: conformances of global-actor-isolated types are isolated.
    settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
    // Every public type states whether it is Sendable.
    settings.append(.treatWarning("ExplicitSendable", as: .error))

    target.swiftSettings = settings
}
