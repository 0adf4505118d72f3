import OpenCombine
import ReactiveCoordinator
import Streams

/// Heap bytes per idle subscription and per idle coordinator, counted with ``heapBytesInUse()``.
@MainActor
enum MemoryBenchmarks {
    struct Figures {
        /// One subscription to an ``EventSource``: token, ticket, box, handler context and its
        /// slot in the subscriber list.
        var subscription: Double
        /// One subscription to a ``MainActorSource``: token, slot, handler context and its slot
        /// in the subscriber list.
        var mainActorSubscription: Double
        /// One `sink` on an OpenCombine `PassthroughSubject`, for comparison.
        var openCombineSubscription: Double
        /// One started child coordinator that does nothing, in a tree: the object, its results
        /// source, the parent's link to it and the leak audit's entry.
        var coordinator: Double
    }

    static let subscriptions = 100_000
    static let coordinators = 10_000

    static func run(runs: Int) -> Figures {
        Figures(
            subscription: median((0..<runs).map { _ in subscriptionBytes() }),
            mainActorSubscription: median((0..<runs).map { _ in mainActorSubscriptionBytes() }),
            openCombineSubscription: median((0..<runs).map { _ in openCombineSubscriptionBytes() }),
            coordinator: median((0..<runs).map { _ in coordinatorBytes() })
        )
    }

    private static func subscriptionBytes() -> Double {
        let sink = Sink()
        let source = EventSource<Int, Never>()
        let bytes = bytesPerObject(count: subscriptions) {
            source.stream.subscribe { event in
                if case .value(let value) = event { sink.add(value) }
            }
        }
        withExtendedLifetime(source) {}
        return bytes
    }

    private static func mainActorSubscriptionBytes() -> Double {
        let sink = Sink()
        let source = MainActorSource<Int, Never>()
        let bytes = bytesPerObject(count: subscriptions) {
            source.stream.subscribe { event in
                if case .value(let value) = event { sink.add(value) }
            }
        }
        withExtendedLifetime(source) {}
        return bytes
    }

    private static func openCombineSubscriptionBytes() -> Double {
        let sink = Sink()
        let subject = PassthroughSubject<Int, Never>()
        let bytes = bytesPerObject(count: subscriptions) {
            subject.sink { sink.add($0) }
        }
        withExtendedLifetime(subject) {}
        return bytes
    }

    private static func coordinatorBytes() -> Double {
        let root = ParentCoordinator()
        let tree = CoordinatorTree(root: root, named: "root")
        do {
            try tree.start()
        } catch {
            fatalError("the tree did not start: \(error)")
        }
        guard let flow = root.flow else { fatalError("the root did not start") }
        let bytes = bytesPerObject(count: coordinators) {
            do {
                try flow.startChild(LeafCoordinator(), named: "child")
            } catch {
                fatalError("a child did not start: \(error)")
            }
        }
        precondition(flow.children.count == coordinators, "children missing")
        tree.cancel()
        return bytes
    }
}
