import Foundation
import Streams

/// Every subscriber the stress test created, including those subscribed from inside handlers.
final class ChurnRegistry: @unchecked Sendable {
    // @unchecked Sendable: `subscribers` and `nextID` are only touched under `lock`.
    private let lock = NSLock()
    private var subscribers: [ChurnSubscriber] = []
    private var nextID = 0
    let senders: Int
    let progress: SendProgress

    init(senders: Int, progress: SendProgress) {
        self.senders = senders
        self.progress = progress
    }

    var all: [ChurnSubscriber] {
        lock.withLock { subscribers }
    }

    /// Subscribes a new subscriber with `role` and notes, once `subscribe` returned, how far each
    /// sender had got: from there on it must see every value.
    @discardableResult
    func subscribe(_ role: ChurnSubscriber.Role, to stream: EventStream<Int, Never>) -> ChurnSubscriber {
        let subscriber = lock.withLock {
            nextID += 1
            let subscriber = ChurnSubscriber(id: nextID, role: role, senders: senders)
            subscribers.append(subscriber)
            return subscriber
        }
        if case .spawner = role {
            subscriber.spawn = { [unowned self] in self.subscribe(.spawned, to: stream) }
        }
        let subscription = stream.subscribe { [unowned subscriber] event in subscriber.receive(event) }
        subscriber.joinedAt = progress.startedSnapshot()
        subscriber.keep(subscription)
        return subscriber
    }
}
