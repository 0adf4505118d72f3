import ReactiveCoordinator

// The code of the Streams getting-started article, compiled so that the article cannot drift.
// Each region is one step of the article; the comments show what the step prints.
enum StreamsTour {
    static func sourcesAndSubscriptions() {
        // snippet: source
        let taps = EventSource<String, Never>()
        let subscription = taps.stream.subscribe { event in
            print(event)
        }
        taps.send("login")  // prints value("login")
        taps.finish()  // prints finished
        taps.send("ignored")  // nothing: the stream has ended
        // end snippet
        _ = subscription
    }

    static func separateHandlers() {
        // snippet: separate-handlers
        let downloads = EventSource<Int, DownloadError>()
        let subscription = downloads.stream.subscribe(
            onValue: { percent in print("\(percent)%") },
            onTermination: { termination in
                switch termination {
                case .finished: print("done")
                case .failed(let error): print("failed: \(error)")
                }
            }
        )
        downloads.send(50)  // prints 50%
        downloads.fail(.offline)  // prints failed: offline
        // end snippet
        _ = subscription
    }

    enum DownloadError: Error { case offline }

    static func keepingSubscriptions() {
        // snippet: bag
        let bag = SubscriptionBag()
        let clicks = EventSource<Void, Never>()
        clicks.stream.subscribe(onValue: { print("click") }).store(in: bag)
        clicks.send()  // prints click
        bag.cancelAll()
        clicks.send()  // nothing: the bag cancelled its subscriptions
        // end snippet
    }

    static func operators() {
        // snippet: operators
        let readings = EventSource<Int, Never>()
        let logout = EventSource<Void, Never>()
        let changes =
            readings.stream
            .filter { $0 >= 0 }
            .removeDuplicates()
            .scan(0) { total, reading in total + reading }
            .prefix(untilOutputFrom: logout.stream)
        let subscription = changes.subscribe { print($0) }
        for reading in [1, 1, -5, 2] { readings.send(reading) }  // prints value(1), value(3)
        logout.send()  // prints finished
        // end snippet
        _ = subscription
    }

    static func currentValue() {
        // snippet: current-value
        let isSignedIn = CurrentValueSource<Bool, Never>(false)
        let subscription = isSignedIn.stream.subscribe { print($0) }  // prints value(false)
        isSignedIn.value = true  // prints value(true)
        // end snippet
        _ = subscription
    }

    static func asyncAwait(_ prices: EventStream<Double, Never>) async {
        // snippet: async
        for await price in prices.values(buffering: .newest(1)) {
            print(price)  // the latest price; older ones that arrived meanwhile are skipped
        }
        // the stream finished: the loop ended
        // end snippet
    }

    static func firstMatch(_ results: EventStream<String, TeardownReason>) async throws {
        // snippet: first
        if let draft = try await results.first(where: { !$0.isEmpty }) {
            print("saved \(draft)")
        }
        // end snippet
    }

    static func fromAsyncSequence() {
        // snippet: from-async-sequence
        let ticks = EventStream<Int, Never>(
            AsyncStream<Int> { continuation in
                for tick in 1...3 { continuation.yield(tick) }
                continuation.finish()
            })
        let subscription = ticks.subscribe { print($0) }  // the first subscriber starts the iteration
        // end snippet
        _ = subscription
    }
}
