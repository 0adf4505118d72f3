import Foundation
import Streams
import TestSupport
import Testing

extension Misuse {
    /// Handlers that call back into the stream delivering to them: each call is queued behind the
    /// delivery under way, never run inside it.
    static let streamReentrancy: [Misuse] = [
        Misuse("subscribe from inside a handler") {
            let source = EventSource<Int, Never>()
            let newcomer = Received<Int>()
            let added = Received<Subscription>()
            let subscription = source.stream.subscribe(onValue: { value in
                if value == 1 { added.append(source.stream.subscribe(onValue: { newcomer.append($0) })) }
            })

            source.send(1)
            source.send(2)

            // The newcomer misses the value being delivered when it subscribed.
            #expect(newcomer.values == [2])
            withExtendedLifetime(subscription) {}
        },
        Misuse("cancel its own subscription mid-delivery") {
            let source = EventSource<Int, Never>()
            let received = Received<Int>()
            let token = Received<Subscription>()
            weak var weakProbe: Probe?
            do {
                let probe = Probe()
                weakProbe = probe
                token.append(
                    source.stream.subscribe(onValue: { value in
                        withExtendedLifetime(probe) { received.append(value) }
                        token.values.first?.cancel()
                        source.send(value + 10)
                    }))
            }

            source.send(1)
            source.send(2)

            // Not even the value it sent itself reaches it; its closure is released at once.
            #expect(received.values == [1])
            #expect(weakProbe == nil)
        },
        Misuse("cancel another subscriber mid-delivery") {
            let source = EventSource<Int, Never>()
            let second = Received<Int>()
            let victim = Received<Subscription>()
            let first = source.stream.subscribe(onValue: { value in
                if value == 2 { victim.values.first?.cancel() }
            })
            victim.append(source.stream.subscribe(onValue: { second.append($0) }))

            source.send(1)
            source.send(2)
            source.send(3)

            // Cancelled before its turn in the delivery of 2: no new call starts after cancel().
            #expect(second.values == [1])
            withExtendedLifetime(first) {}
        },
        Misuse("drop the last reference to the source inside a handler") {
            final class Owner: @unchecked Sendable {
                // @unchecked Sendable: only the test's thread and the handler it triggers touch it.
                var source: EventSource<Int, Never>? = EventSource()
            }
            let owner = Owner()
            let received = Received<StreamEvent<Int, Never>>()
            let subscription = owner.source?.stream.subscribe { event in
                received.append(event)
                owner.source = nil
            }

            owner.source?.send(1)

            // The release finishes the stream after the delivery under way.
            #expect(owner.source == nil)
            #expect(received.values == [.value(1), .finished])
            withExtendedLifetime(subscription) {}
        },
        Misuse("drop its own subscription token inside its handler") {
            final class Holder: @unchecked Sendable {
                // @unchecked Sendable: only the test's thread and the handler it triggers touch it.
                var subscription: Subscription?
            }
            let source = EventSource<Int, Never>()
            let holder = Holder()
            let received = Received<Int>()
            holder.subscription = source.stream.subscribe(onValue: { value in
                received.append(value)
                holder.subscription = nil
            })

            source.send(1)
            source.send(2)

            #expect(received.values == [1])
        },
        Misuse("send from a handler to every subscriber") {
            let source = EventSource<Int, Never>()
            let first = Received<Int>()
            let second = Received<Int>()
            let a = source.stream.subscribe(onValue: { value in
                first.append(value)
                if value < 3 { source.send(value * 10) }
            })
            let b = source.stream.subscribe(onValue: { second.append($0) })

            source.send(1)
            source.send(2)

            // Both subscribers see one global order, nested sends after the delivery under way.
            #expect(first.values == [1, 10, 2, 20])
            #expect(second.values == first.values)
            withExtendedLifetime((a, b)) {}
        },
        Misuse("a handler that sends 100,000 times into its own stream") {
            let source = EventSource<Int, Never>()
            let count = Received<Int>()
            let subscription = source.stream.subscribe(onValue: { value in
                if value < 100_000 { source.send(value + 1) } else { count.append(value) }
            })

            source.send(0)

            // Queued, not nested: the stack stays flat however long the chain of sends.
            #expect(count.values == [100_000])
            withExtendedLifetime(subscription) {}
        },
    ]
}
