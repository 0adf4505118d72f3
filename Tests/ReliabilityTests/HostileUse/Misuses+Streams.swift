import Streams
import TestSupport
import Testing

extension Misuse {
    /// Streams used against their grain: sends, ends and subscriptions at the wrong time.
    static let streams: [Misuse] = [
        Misuse("send on a stream from its own termination handler") {
            let source = EventSource<Int, Never>()
            let first = Received<StreamEvent<Int, Never>>()
            let second = Received<StreamEvent<Int, Never>>()
            let a = source.stream.subscribe { event in
                first.append(event)
                if event == .finished { source.send(99) }
            }
            let b = source.stream.subscribe { second.append($0) }

            source.send(1)
            source.finish()

            // Nothing after the terminal event, for the sender's own subscriber or any other.
            #expect(first.values == [.value(1), .finished])
            #expect(second.values == [.value(1), .finished])
            withExtendedLifetime((a, b)) {}
        },
        Misuse("end a stream again from its own termination handler") {
            let source = EventSource<Int, Failure>()
            let received = Received<StreamEvent<Int, Failure>>()
            let subscription = source.stream.subscribe { event in
                received.append(event)
                source.fail(.second)
                source.finish()
            }

            source.fail(.first)

            #expect(received.values == [.failed(.first)])
            withExtendedLifetime(subscription) {}
        },
        Misuse("send after finish") {
            let source = EventSource<Int, Never>()
            let received = Received<StreamEvent<Int, Never>>()
            let subscription = source.stream.subscribe { received.append($0) }

            source.finish()
            source.send(1)
            source.finish()

            #expect(received.values == [.finished])
            withExtendedLifetime(subscription) {}
        },
        Misuse("subscribe from a termination handler") {
            let source = EventSource<Int, Never>()
            let late = Received<StreamEvent<Int, Never>>()
            let lateSubscriptions = Received<Subscription>()
            let subscription = source.stream.subscribe { event in
                if event == .finished { lateSubscriptions.append(source.stream.subscribe { late.append($0) }) }
            }

            source.send(1)
            source.finish()

            // The newcomer arrives after the end: it gets the terminal event, once, and no value.
            #expect(late.values == [.finished])
            withExtendedLifetime(subscription) {}
        },
        Misuse("cancel twice and after termination") {
            let source = EventSource<Int, Never>()
            let received = Received<StreamEvent<Int, Never>>()
            let subscription = source.stream.subscribe { received.append($0) }
            source.send(1)
            source.finish()

            subscription.cancel()
            subscription.cancel()
            source.send(2)

            #expect(received.values == [.value(1), .finished])
        },
        Misuse("change a current value after termination") {
            let current = CurrentValueSource<Int, Never>(1)
            current.finish()

            current.send(2)
            current.value = 3
            let late = Received<StreamEvent<Int, Never>>()
            let subscription = current.stream.subscribe { late.append($0) }

            #expect(current.value == 1)
            #expect(late.values == [.finished])
            withExtendedLifetime(subscription) {}
        },
    ]
}

/// A failure for streams that end badly.
enum Failure: Error, Equatable {
    case first
    case second
}
