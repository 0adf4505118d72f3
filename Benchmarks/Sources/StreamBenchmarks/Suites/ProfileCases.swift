import Streams

/// Single untimed runs of one case, for `valgrind --tool=callgrind`, whose instruction counts
/// are repeatable where timings on a shared machine are not.
///
/// Subtract the count of `none` (process start and exit) and divide by the operations printed.
@MainActor
enum ProfileCases {
    static let names =
        [
            "none", "send1", "send10", "bridge", "bridge-oldest", "bridge-newest", "route", "route-quiet", "wide-1000",
            "wide-100000", "deep-10000", "deep-100000", "restore-100", "restore-1000", "restore-10000", "teardown-100",
            "teardown-1000", "teardown-10000", "link-100", "link-1000", "link-10000", "explore",
        ]
        + GrowthBenchmarks.Dimension.allCases.flatMap { dimension in
            GrowthBenchmarks.sizes.map { "growth-\(dimension.rawValue)-\($0)" }
        }

    /// Runs the named case once; returns how many operations it ran, or `nil` for an unknown name.
    static func run(_ name: String) async -> Int? {
        switch name {
        case "none":
            return 0
        case "send1", "send10":
            let sends = 1_000_000
            let sink = Sink()
            let source = EventSource<Int, Never>()
            let subscriptions = (0..<(name == "send1" ? 1 : 10)).map { _ in
                source.stream.subscribe { event in
                    if case .value(let value) = event { sink.add(value) }
                }
            }
            let opaqueSource = opaque(source)
            for value in 0..<sends {
                opaqueSource.send(value)
            }
            withExtendedLifetime(subscriptions) {}
            blackHole(sink.total)
            return sends
        case "bridge":
            _ = await AsyncBenchmarks.bridge(1_000_000, policy: .unbounded)
            return 1_000_000
        case "bridge-oldest", "bridge-newest":
            let values = 1_000_000
            _ = await AsyncBenchmarks.bridge(
                values, policy: name == "bridge-oldest" ? .oldest(values) : .newest(values))
            return values
        case "explore":
            return await ExploreBenchmarks.explore().statesVisited
        case "route", "route-quiet":
            RouteBenchmarks.routeOnce(intents: 100_000, logSubscriber: name == "route")
            return 100_000
        case let growth where growth.hasPrefix("growth-"):
            let rest = growth.dropFirst("growth-".count)
            guard let dash = rest.lastIndex(of: "-"), let size = Int(rest[rest.index(after: dash)...]),
                let dimension = GrowthBenchmarks.Dimension(rawValue: String(rest[..<dash]))
            else { return nil }
            return GrowthBenchmarks.sampleCount(dimension, size: size)
        default:
            let parts = name.split(separator: "-")
            guard parts.count == 2, let size = Int(parts[1]) else { return nil }
            switch parts[0] {
            case "wide": return TreeBenchmarks.sampleCount(.wide, size: size)
            case "deep": return TreeBenchmarks.sampleCount(.deep, size: size)
            case "restore": return StackBenchmarks.sampleCount(.restore, size: size)
            case "teardown": return StackBenchmarks.sampleCount(.teardown, size: size)
            case "link": return StackBenchmarks.sampleCount(.link, size: size)
            default: return nil
            }
        }
    }
}
