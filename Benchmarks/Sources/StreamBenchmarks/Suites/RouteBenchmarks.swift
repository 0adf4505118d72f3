import ReactiveCoordinator

/// Intent routing, with and without a subscriber on the event log, against a plain closure call.
///
/// One intent sent by a screen, through its channel, to the route handler of the coordinator
/// bound to it, on the main actor; with one subscriber on the tree's event log (two events per
/// intent, built and delivered), and with nobody on it. Timed in the same rounds as a plain
/// closure call, the floor the targets are ratios to.
@MainActor
enum RouteBenchmarks {
    struct Figures {
        var closure: Double
        /// One subscriber on the event log.
        var logged: Double
        /// Nobody on the event log.
        var quiet: Double
    }

    static func run(runs: Int, targetNanoseconds: Double) -> Figures {
        let logged = Routing(logSubscriber: true)
        let quiet = Routing(logSubscriber: false)
        let cases = [
            closureFloorCase(into: Sink()),
            TimedCase(name: "logged") { operations in MainActor.assumeIsolated { logged.send(operations) } },
            TimedCase(name: "quiet") { operations in MainActor.assumeIsolated { quiet.send(operations) } },
        ]
        let figures = measureInRounds(cases, runs: runs, targetNanoseconds: targetNanoseconds)
        logged.end()
        quiet.end()
        return Figures(closure: figures["closure"]!, logged: figures["logged"]!, quiet: figures["quiet"]!)
    }

    /// Routes `intents` intents once, untimed, for profiling.
    static func routeOnce(intents: Int, logSubscriber: Bool) {
        let routing = Routing(logSubscriber: logSubscriber)
        routing.send(intents)
        routing.end()
    }

    /// A started tree whose root routes the intents of one screen into a sink.
    @MainActor
    private final class Routing {
        let sink = Sink()
        let logged = Sink()
        let screen = TapScreen()
        let tree: CoordinatorTree
        private var logSubscription: AnyObject?

        init(logSubscriber: Bool) {
            tree = CoordinatorTree(root: RoutingCoordinator(screen: screen, sink: sink), named: "app")
            if logSubscriber {
                logSubscription = tree.events.subscribe { [logged] event in
                    if case .value(let event) = event { logged.add(event.sequence) }
                }
            }
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
            precondition((logged.total != 0) == (logSubscription != nil), "the log subscriber saw nothing")
            blackHole(sink.total)
            blackHole(logged.total)
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
final class RoutingCoordinator: Coordinator {
    private weak var screen: TapScreen?
    private let sink: Sink

    init(screen: TapScreen, sink: Sink) {
        self.screen = screen
        self.sink = sink
    }

    func start(_ flow: Flow<Void>) {
        guard let screen else { return }
        flow.bind(to: screen) { [sink] value in
            sink.add(value)
            return .handled
        }
    }
}
