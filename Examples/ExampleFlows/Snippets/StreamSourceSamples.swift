import ReactiveCoordinator

// The samples of the Streams catalog's overview and of the sources' and subscriptions' doc
// comments. Each region is the sample as the documentation shows it; what it uses is a
// parameter, and `print` is a `Printer` so that StreamSourceSampleTests can read what it prints.
enum StreamSourceSamples {
    static func overview(print: Printer) {
        // snippet: overview
        let taps = EventSource<String, Never>()  // you send into a source
        let stream = taps.stream  // and hand out its read-only stream
        let subscription = stream.subscribe { print($0) }
        taps.send("login")  // prints value("login")
        // end snippet
        _ = subscription
    }

    static func eventSource(print: Printer) {
        // snippet: event-source
        let taps = EventSource<String, Never>()
        let subscription = taps.stream.subscribe(onValue: { print("tapped", $0) }, onTermination: { _ in })
        taps.send("login")
        taps.finish()
        // end snippet
        _ = subscription
    }

    static func currentValue(print: Printer) {
        // snippet: current-value
        let isLoggedIn = CurrentValueSource<Bool, Never>(false)
        let subscription = isLoggedIn.stream.subscribe { print($0) }  // prints value(false)
        isLoggedIn.value = true  // prints value(true)
        // end snippet
        _ = subscription
    }

    static func operatorStream(print: Printer) {
        // snippet: event-stream
        let source = EventSource<Int, Never>()
        let doubled = source.stream.map { $0 * 2 }
        let subscription = doubled.subscribe { event in print(event) }
        source.send(21)  // prints value(42)
        // end snippet
        _ = subscription
    }

    /// Subscribes and cancels at once: a value sent afterwards prints nothing.
    static func subscription(to source: EventSource<Int, Never>, print: Printer) {
        // snippet: subscription
        let subscription = source.stream.subscribe { event in print(event) }
        subscription.cancel()  // or let it go out of scope
        // end snippet
    }

    /// Subscribes through a bag, adds two subscriptions, cancels one, then all and closes the bag.
    static func bag(taps: EventSource<String, Never>, first: Subscription, second: Subscription, print: Printer)
        -> SubscriptionBag
    {
        // snippet: bag
        let bag = SubscriptionBag()
        taps.stream.subscribe { print($0) }.store(in: bag)
        bag.insert(contentsOf: [first, second])
        bag.cancel(first)  // cancels that one; the bag keeps the others
        bag.cancelAll()  // cancels the rest and closes the bag
        // end snippet
        return bag
    }
}

// The main-actor sources' samples: their subscribers run on the main actor, before `send` returns.
@MainActor
enum MainActorSourceSamples {
    /// Returns what the handler saw by the time `send` returned.
    static func mainActorSource() -> [String] {
        // snippet: main-actor-source
        let taps = MainActorSource<String, Never>()
        var seen: [String] = []
        let subscription = taps.stream.subscribe { event in
            if case .value(let tap) = event { seen.append(tap) }
        }
        taps.send("login")  // seen == ["login"] when send returns
        // end snippet
        _ = subscription
        return seen
    }

    static func mainActorStream(print: Printer) {
        // snippet: main-actor-stream
        let source = MainActorSource<Int, Never>()
        let subscription = source.stream.subscribe(onValue: { print($0) })
        source.send(1)  // prints 1 before send returns
        // end snippet
        _ = subscription
    }

    /// Prints every tap until the source finishes: a main-actor stream in a `for await` loop.
    static func mainActorForAwait(taps: MainActorSource<String, Never>, print: Printer) async {
        // snippet: main-actor-for-await
        for await tap in taps.stream {
            print("tapped \(tap)")
        }
        // the source finished
        // end snippet
    }

    /// Subscribes and cancels: the source then has no subscriber.
    static func mainActorSubscription(print: Printer) -> MainActorSource<Int, Never> {
        // snippet: main-actor-subscription
        let source = MainActorSource<Int, Never>()
        let subscription = source.stream.subscribe { print($0) }
        subscription.cancel()  // or let it go out of scope
        // end snippet
        return source
    }
}
