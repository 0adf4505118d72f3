/// Everything one run measured; a group left out with `--only` stays `nil`.
struct Results {
    var send: SendBenchmarks.Figures?
    var async: AsyncBenchmarks.Figures?
    var route: RouteBenchmarks.Figures?
    var tree: TreeBenchmarks.Figures?
    var stack: StackBenchmarks.Figures?
    var growth: GrowthBenchmarks.Figures?
    var memory: MemoryBenchmarks.Figures?
    var explore: ExploreBenchmarks.Figures?
    var demoExplore: DemoExploreBenchmarks.Figures?

    /// One target from the issue: a ratio of two figures of this run and its bound.
    struct Target {
        enum Bound {
            case atMost(Double)
            case atLeast(Double)
        }

        let name: String
        let description: String
        let ratio: Double
        let bound: Bound
        /// What the figure is counted in: "x" for a ratio, " B" for bytes.
        var unit = "x"

        var isMet: Bool {
            switch bound {
            case .atMost(let limit): ratio <= limit
            case .atLeast(let limit): ratio >= limit
            }
        }

        var boundText: String {
            switch bound {
            case .atMost(let limit): "<= \(format(limit))"
            case .atLeast(let limit): ">= \(format(limit))"
            }
        }
    }

    /// The targets whose figures were measured in this run.
    var targets: [Target] {
        var targets: [Target] = []
        if let send {
            targets.append(
                Target(
                    name: "send1_over_closure", description: "1-subscriber send / plain closure call",
                    ratio: send.send1 / send.closure, bound: .atMost(10)))
            targets.append(
                Target(
                    name: "opencombine1_over_send1", description: "OpenCombine 1-subscriber send / ours",
                    ratio: send.openCombine1 / send.send1, bound: .atLeast(8)))
            targets.append(
                Target(
                    name: "send10_over_closures10", description: "10-subscriber send / ten closures from an array",
                    ratio: send.send10 / send.closures10, bound: .atMost(3)))
            targets.append(
                Target(
                    name: "send10_over_closures10_unrolled",
                    description: "10-subscriber send / ten unrolled closure calls",
                    ratio: send.send10 / send.closures10Unrolled, bound: .atMost(3)))
        }
        if let async {
            targets.append(
                Target(
                    name: "asyncstream_over_bridge", description: "AsyncStream / our for-await bridge",
                    ratio: async.asyncStream / async.bridge, bound: .atLeast(5)))
            targets.append(
                Target(
                    name: "bridge_oldest_over_bridge", description: "bounded bridge, oldest / unbounded",
                    ratio: async.bridgeOldest / async.bridge, bound: .atMost(2)))
            targets.append(
                Target(
                    name: "bridge_newest_over_bridge", description: "bounded bridge, newest / unbounded",
                    ratio: async.bridgeNewest / async.bridge, bound: .atMost(2)))
        }
        if let route {
            targets.append(
                Target(
                    name: "route_logged_over_closure", description: "route one intent, log subscribed / closure",
                    ratio: route.logged / route.closure, bound: .atMost(100)))
            targets.append(
                Target(
                    name: "route_quiet_over_closure", description: "route one intent, nobody on the log / closure",
                    ratio: route.quiet / route.closure, bound: .atMost(30)))
        }
        if let tree, let child = tree.wide[1_000] {
            targets.append(
                Target(
                    name: "child_start_teardown_over_closure",
                    description: "start + tear down one idle child / closure",
                    ratio: child / tree.closure, bound: .atMost(1_500)))
        }
        if let tree, let small = tree.wide[1_000], let large = tree.wide[100_000] {
            targets.append(
                Target(
                    name: "tree_wide_100000_over_1000", description: "per child, 100,000 wide / 1,000 wide",
                    ratio: large / small, bound: .atMost(1.3)))
        }
        if let tree, let small = tree.deep[1_000], let large = tree.deep[100_000] {
            targets.append(
                Target(
                    name: "tree_deep_100000_over_1000", description: "per level, 100,000 deep / 1,000 deep",
                    ratio: large / small, bound: .atMost(1.3)))
        }
        if let stack {
            let rows: [(String, String, [Int: Double])] = [
                ("restore", "restore N pushed steps", stack.restore),
                ("teardown", "leak report + tear down N pushed", stack.teardown),
                ("link", "open an N-step link", stack.link),
            ]
            for (name, description, figures) in rows {
                if let small = figures[100], let large = figures[10_000] {
                    targets.append(
                        Target(
                            name: "stack_\(name)_10000_over_100", description: "per step, \(description), 10,000 / 100",
                            ratio: large / small, bound: .atMost(1.3)))
                }
            }
        }
        if let growth {
            for dimension in GrowthBenchmarks.Dimension.allCases {
                if let figures = growth.perUnit[dimension], let small = figures[100], let large = figures[10_000] {
                    targets.append(
                        Target(
                            name:
                                "growth_\(dimension.rawValue.split(separator: "-").joined(separator: "_"))_10000_over_100",
                            description: "per \(dimension.unit), \(dimension.rawValue), 10,000 / 100",
                            ratio: large / small, bound: .atMost(1.3)))
                }
            }
        }
        if let memory {
            targets.append(
                Target(
                    name: "coordinator_bytes", description: "heap bytes per idle child coordinator",
                    ratio: memory.coordinator, bound: .atMost(500), unit: " B"))
            targets.append(
                Target(
                    name: "main_actor_subscription_bytes", description: "heap bytes per idle main-actor subscription",
                    ratio: memory.mainActorSubscription, bound: .atMost(120), unit: " B"))
        }
        if let demoExplore {
            // Issue 36's target, stated for this search. Its stretch, issue 26's target, is 20,000.
            targets.append(
                Target(
                    name: "demo_explored_states_per_second", description: "explored states per second, demo app",
                    ratio: demoExplore.statesPerSecond, bound: .atLeast(5_000), unit: " /s"))
        }
        if let explore {
            // The same target for an app of the demo's shape that this package builds itself, so
            // that callgrind can count it in-process (`--profile explore`).
            targets.append(
                Target(
                    name: "explored_states_per_second", description: "explored states per second, mail app",
                    ratio: explore.statesPerSecond, bound: .atLeast(5_000), unit: " /s"))
        }
        return targets
    }
}

/// A figure with two decimals, or none once it is large enough not to need them.
func format(_ value: Double) -> String {
    let decimals = value >= 1_000 ? 0 : value >= 100 ? 1 : 2
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = decimals == 0 ? String(Int(rounded)) : String(rounded)
    if decimals > 0, let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        text += String(repeating: "0", count: max(0, decimals - have))
    }
    return text
}
