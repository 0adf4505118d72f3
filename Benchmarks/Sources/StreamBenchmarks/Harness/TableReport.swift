/// The plain-text table: every figure, and each target's ratio with its bound.
enum TableReport {
    static func render(_ results: Results, settings: Settings) -> String {
        var lines: [String] = []
        lines.append("Streams and ReactiveCoordinator benchmarks (release build)")
        lines.append(
            "medians of \(settings.runs) runs after a warm-up; async: \(settings.asyncValues) values per run")
        lines.append("")
        func row(_ label: String, _ value: Double, unit: String = "ns", _ note: String = "") {
            let number = format(value)
            let padded = label.padding(to: 50) + String(repeating: " ", count: max(0, 10 - number.count)) + number
            lines.append(padded + " " + unit + (note.isEmpty ? "" : "   " + note))
        }
        if let send = results.send {
            lines.append("send, ns per event")
            row("  1 subscriber:  plain closure call", send.closure, "(the floor)")
            row("  1 subscriber:  EventSource", send.send1, "\(format(send.send1 / send.closure))x the floor")
            row("  1 subscriber:  locked closure list", send.naive1, ratio(send.naive1, send.send1))
            row(
                "  1 subscriber:  OpenCombine PassthroughSubject", send.openCombine1,
                ratio(send.openCombine1, send.send1))
            row("  10 subscribers: ten closures from an array", send.closures10, "(the floor)")
            row("  10 subscribers: ten closures, unrolled", send.closures10Unrolled, "(ten calls, no retains)")
            row(
                "  10 subscribers: EventSource", send.send10,
                "\(format(send.send10 / send.closures10))x the floor, "
                    + "\(format(send.send10 / send.closures10Unrolled))x unrolled")
            row("  10 subscribers: locked closure list", send.naive10, ratio(send.naive10, send.send10))
            row(
                "  10 subscribers: OpenCombine PassthroughSubject", send.openCombine10,
                ratio(send.openCombine10, send.send10))
            lines.append("")
        }
        if let async = results.async {
            lines.append("async consumption, ns per value (producer task -> consumer task)")
            row("  EventStream for await", async.bridge)
            row(
                "  EventStream for await, bounded: .oldest(n)", async.bridgeOldest,
                "\(format(async.bridgeOldest / async.bridge))x unbounded")
            row(
                "  EventStream for await, bounded: .newest(n)", async.bridgeNewest,
                "\(format(async.bridgeNewest / async.bridge))x unbounded")
            row("  AsyncStream", async.asyncStream, ratio(async.asyncStream, async.bridge))
            row("  AsyncChannel (swift-async-algorithms)", async.asyncChannel, ratio(async.asyncChannel, async.bridge))
            row("  all sent first, then drained: EventStream", async.bridgePrefilled)
            row(
                "  all sent first, then drained: AsyncStream", async.asyncStreamPrefilled,
                ratio(async.asyncStreamPrefilled, async.bridgePrefilled))
            lines.append("")
        }
        if let route = results.route {
            lines.append("routing, ns per intent (screen -> coordinator's route handler)")
            row("  plain closure call", route.closure, "(the floor)")
            row(
                "  one intent, one subscriber on the log", route.logged,
                "\(format(route.logged / route.closure))x the floor")
            row("  one intent, nobody on the log", route.quiet, "\(format(route.quiet / route.closure))x the floor")
            lines.append("")
        }
        if let tree = results.tree {
            lines.append("tree start + teardown, ns per coordinator")
            row("  plain closure call", tree.closure, "(the floor)")
            for size in TreeBenchmarks.wideSizes {
                if let value = tree.wide[size] { row("  \(grouped(size)) children of one parent", value) }
            }
            for size in TreeBenchmarks.deepSizes {
                if let value = tree.deep[size] { row("  a chain \(grouped(size)) deep", value) }
            }
            lines.append("")
        }
        if let stack = results.stack {
            lines.append("long stacks, ns per step (each step a pushed screen with its own coordinator)")
            row("  plain closure call", stack.closure, "(the floor)")
            let rows: [(String, [Int: Double])] = [
                ("restore a record of", stack.restore),
                ("leak report + tear down", stack.teardown),
                ("open a link of", stack.link),
            ]
            for (label, figures) in rows {
                for size in StackBenchmarks.sizes {
                    if let value = figures[size] {
                        row("  \(label) \(grouped(size)) pushed", value, "\(format(value / stack.closure))x the floor")
                    }
                }
            }
            lines.append("")
        }
        if let growth = results.growth {
            lines.append("what grows with input or use, ns per unit (thread CPU time)")
            row("  plain closure call", growth.closure, "(the floor)")
            for dimension in GrowthBenchmarks.Dimension.allCases {
                guard let figures = growth.perUnit[dimension] else { continue }
                for size in GrowthBenchmarks.sizes {
                    if let value = figures[size] {
                        let label = dimension.label.split(separator: "N", omittingEmptySubsequences: false).joined(
                            separator: grouped(size))
                        row("  \(label)", value, "per \(dimension.unit)")
                    }
                }
                if let small = figures[100], let large = figures[10_000] {
                    lines.append("    10,000 / 100: \(format(large / small))x per \(dimension.unit)")
                }
            }
            lines.append("")
        }
        if let memory = results.memory {
            lines.append("memory, heap bytes per idle object (mallinfo2)")
            row("  subscription to an EventSource", memory.subscription, unit: "B")
            row("  subscription to a MainActorSource", memory.mainActorSubscription, unit: "B")
            row("  OpenCombine sink on a PassthroughSubject", memory.openCombineSubscription, unit: "B")
            row("  started child coordinator in a tree", memory.coordinator, unit: "B")
            lines.append("")
        }
        // The demo app's search (its own process), then the mail app's (in this one).
        let searches = [
            results.demoExplore.map {
                ("the demo app to depth \(DemoExploreBenchmarks.depth) (stream-demo, its own process)", $0)
            },
            results.explore.map { ("a mail app to depth \(ExploreBenchmarks.depth)", $0) },
        ]
        for case (let app, let explore)? in searches {
            lines.append(
                "flow explorer, \(app): \(grouped(explore.states)) states, \(grouped(explore.transitions)) transitions")
            row("  explored states per second", explore.statesPerSecond, unit: "states/s")
            row("  bytes per state (visited set)", explore.bytesPerState, unit: "B")
            lines.append("")
        }
        let targets = results.targets
        if !targets.isEmpty {
            lines.append("targets (ratios within this run)")
            for target in targets {
                let ratioText = format(target.ratio) + target.unit
                lines.append(
                    "  " + target.description.padding(to: 50)
                        + String(repeating: " ", count: max(0, 8 - ratioText.count))
                        + ratioText + "   target " + target.boundText.padding(to: 9) + (target.isMet ? "met" : "MISSED")
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func ratio(_ other: Double, _ ours: Double) -> String {
        other >= ours ? "ours is \(format(other / ours))x faster" : "ours is \(format(ours / other))x slower"
    }

    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
