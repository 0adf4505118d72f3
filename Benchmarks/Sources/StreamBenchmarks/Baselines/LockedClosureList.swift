import Synchronization

/// The naive multicast subject: a locked array of closures, copied under the lock on every send
/// and called after it.
///
/// This is what most hand-written "event" types look like. It is correct for any thread and runs
/// no handler under the lock, but pays a lock round trip and an array retain per send.
final class LockedClosureList<Value>: Sendable {
    private let handlers = Mutex<[@Sendable (Value) -> Void]>([])

    func subscribe(_ handler: @escaping @Sendable (Value) -> Void) {
        handlers.withLock { $0.append(handler) }
    }

    func send(_ value: Value) {
        let snapshot = handlers.withLock { $0 }
        for handler in snapshot {
            handler(value)
        }
    }
}
