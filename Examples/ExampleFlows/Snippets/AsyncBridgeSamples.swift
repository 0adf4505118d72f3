import ReactiveCoordinator

// The async bridge's doc-comment samples: `for await` over a stream, a bounded buffer, and a
// stream fed by an async sequence. AsyncBridgeSampleTests runs each.
enum AsyncBridgeSamples {
    /// Renders each position; `render` may send more positions, as a scroll view would while
    /// the previous render runs.
    static func latestPositions(_ scrollPositions: EventStream<Int, Never>, render: (Int) -> Void) async {
        // snippet: buffer-policy
        for await position in scrollPositions.values(buffering: .newest(1)) {
            render(position)  // always the latest position; older ones are skipped
        }
        // end snippet
    }

    static func prices(_ prices: EventSource<Double, Never>, print: Printer) async {
        // snippet: for-await
        for await price in prices.stream {
            print(price)
        }
        // the stream finished
        // end snippet
    }

    /// Something that publishes its states, as a view model does.
    struct Store: Sendable {
        let states: EventStream<Int, Never>
    }

    static func states(of store: Store, render: (Int) -> Void) async {
        // snippet: values-buffering
        for await state in store.states.values(buffering: .newest(1)) {
            render(state)  // skips states that arrived while the previous render ran
        }
        // end snippet
    }

    /// Returns the stream and its subscription, which keeps the iteration going.
    static func ticks(print: Printer) -> (EventStream<Int, Never>, Subscription) {
        // snippet: from-async-sequence
        let ticks = EventStream<Int, Never>(
            AsyncStream<Int> { continuation in
                for tick in 1...3 { continuation.yield(tick) }
                continuation.finish()
            })
        let subscription = ticks.subscribe(onValue: { print($0) })  // starts iterating: prints 1, 2, 3
        // end snippet
        return (ticks, subscription)
    }
}
