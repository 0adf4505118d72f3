import ReactiveCoordinator

/// Intent routing: one intent sent by a screen, through its channel, to the route handler of the
/// coordinator bound to it, with the tree's event log on (as in an app), on the main actor.
@MainActor
enum RouteBenchmarks {
    static func run(runs: Int, targetNanoseconds: Double) -> Double {
        let routing = Routing()
        let route = TimedCase(name: "route") { operations in
            MainActor.assumeIsolated { routing.send(operations) }
        }
        let figure = measureInRounds([route], runs: runs, targetNanoseconds: targetNanoseconds)["route"]!
        routing.end()
        return figure
    }

    /// Routes `intents` intents once, untimed, for profiling.
    static func routeOnce(intents: Int) {
        let routing = Routing()
        routing.send(intents)
        routing.end()
    }

    /// A started tree whose root routes the intents of one screen into a sink.
    @MainActor
    private final class Routing {
        let sink = Sink()
        let screen = TapScreen()
        let tree: CoordinatorTree

        init() {
            tree = CoordinatorTree(root: RoutingCoordinator(screen: screen, sink: sink))
            do {
                try tree.start()
            } catch {
                fatalError("the routing tree did not start: \(error)")
            }
        }

        func send(_ intents: Int) {
            let screen = opaque(screen)
            for value in 0..<intents {
                screen.intents.send(value)
            }
        }

        func end() {
            precondition(sink.total != 0, "no intent was routed")
            blackHole(sink.total)
            tree.cancel()
        }
    }
}

/// A screen whose only intent is a number.
@MainActor
final class TapScreen: IntentScreen {
    let intents = IntentChannel<Int>()
}

/// Binds to its screen and routes every intent into the sink.
@MainActor
final class RoutingCoordinator: Coordinator<Void> {
    private weak var screen: TapScreen?
    private let sink: Sink

    init(screen: TapScreen, sink: Sink) {
        self.screen = screen
        self.sink = sink
        super.init(name: "app")
    }

    override func start() {
        guard let screen else { return }
        bind(to: screen) { [sink] value in
            sink.add(value)
            return .handled
        }
    }
}
