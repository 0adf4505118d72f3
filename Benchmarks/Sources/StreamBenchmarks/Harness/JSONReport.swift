/// The run as one JSON object, with the keys the issue asks for (numbers; tree figures are
/// objects keyed by size), the extra figures, the settings and each target's ratio.
enum JSONReport {
    static func render(_ results: Results, settings: Settings) -> String {
        var fields: [(String, String)] = []
        func number(_ key: String, _ value: Double) { fields.append((key, json(value))) }
        if let send = results.send {
            number("closure_ns", send.closure)
            number("closures10_ns", send.closures10)
            number("closures10_unrolled_ns", send.closures10Unrolled)
            number("send1_ns", send.send1)
            number("send10_ns", send.send10)
            number("naive1_ns", send.naive1)
            number("naive10_ns", send.naive10)
            number("opencombine1_ns", send.openCombine1)
            number("opencombine10_ns", send.openCombine10)
        }
        if let async = results.async {
            number("bridge_ns", async.bridge)
            number("bridge_oldest_ns", async.bridgeOldest)
            number("bridge_newest_ns", async.bridgeNewest)
            number("asyncstream_ns", async.asyncStream)
            number("asyncchannel_ns", async.asyncChannel)
            number("bridge_prefilled_ns", async.bridgePrefilled)
            number("asyncstream_prefilled_ns", async.asyncStreamPrefilled)
        }
        if let route = results.route {
            number("route_closure_ns", route.closure)
            number("route_ns", route.logged)
            number("route_quiet_ns", route.quiet)
        }
        if let tree = results.tree {
            number("tree_closure_ns", tree.closure)
            fields.append(("tree_wide_ns_per_node", object(tree.wide)))
            fields.append(("tree_deep_ns_per_node", object(tree.deep)))
        }
        if let stack = results.stack {
            number("stack_closure_ns", stack.closure)
            fields.append(("stack_restore_ns_per_step", object(stack.restore)))
            fields.append(("stack_teardown_ns_per_step", object(stack.teardown)))
            fields.append(("stack_link_ns_per_step", object(stack.link)))
        }
        if let growth = results.growth {
            number("growth_closure_ns", growth.closure)
            for dimension in GrowthBenchmarks.Dimension.allCases {
                if let figures = growth.perUnit[dimension] { fields.append((dimension.key, object(figures))) }
            }
        }
        if let memory = results.memory {
            number("subscription_bytes", memory.subscription)
            number("main_actor_subscription_bytes", memory.mainActorSubscription)
            number("opencombine_subscription_bytes", memory.openCombineSubscription)
            number("coordinator_bytes", memory.coordinator)
        }
        if let demo = results.demoExplore {
            number("demo_explore_states_per_second", demo.statesPerSecond)
            number("demo_explore_bytes_per_state", demo.bytesPerState)
            fields.append(("demo_explore_states", String(demo.states)))
        }
        if let explore = results.explore {
            number("explore_states_per_second", explore.statesPerSecond)
            number("explore_bytes_per_state", explore.bytesPerState)
            fields.append(("explore_states", String(explore.states)))
        }
        let targets = results.targets.map { target in
            "{\"name\": \(quoted(target.name)), \"ratio\": \(json(target.ratio)), "
                + "\"target\": \(quoted(target.boundText)), \"met\": \(target.isMet)}"
        }
        fields.append(("targets", "[" + targets.joined(separator: ", ") + "]"))
        fields.append(("runs", String(settings.runs)))
        fields.append(("async_values", String(settings.asyncValues)))
        let body = fields.map { "  \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n" + body + "\n}"
    }

    private static func object(_ figures: [Int: Double]) -> String {
        let members = figures.keys.sorted().map { "\(quoted(String($0))): \(json(figures[$0]!))" }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A finite number with at most three decimals.
    private static func json(_ value: Double) -> String {
        precondition(value.isFinite, "a figure is not a number")
        let rounded = (value * 1_000).rounded() / 1_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    /// Keys and bounds are fixed ASCII text without quotes or backslashes, so quoting is enough.
    private static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }
}
