import Streams
import TestSupport

/// Wraps a stream to count its subscriptions and their cancellations.
final class Tap: Sendable {
    private let subscribedCount = Shared(0)
    private let cancelledCount = Shared(0)

    var subscribed: Int { subscribedCount.value }
    var cancelled: Int { cancelledCount.value }

    func wrap<Value, Failure>(_ stream: EventStream<Value, Failure>) -> EventStream<Value, Failure> {
        EventStream { handler in
            let inner = stream.subscribe(handler)
            self.subscribedCount.value += 1
            return Subscription {
                inner.cancel()
                self.cancelledCount.value += 1
            }
        }
    }
}
