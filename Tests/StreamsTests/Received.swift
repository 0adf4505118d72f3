import Foundation
import Streams

/// Collects what a handler saw, from any thread.
///
/// Uses `NSLock` rather than `Synchronization.Mutex`: the thread sanitizer reports a false race
/// inside `Mutex.withLock` on Linux.
final class Received<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(value)
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }
}

/// A mutable reference shared between a test and its handlers, guarded by an `NSLock`.
final class Shared<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: Value

    init(_ value: Value) {
        storage = value
    }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage = newValue
        }
    }

    /// Replaces the value and returns the old one, so its release happens after the lock.
    @discardableResult
    func exchange(_ newValue: Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        let old = storage
        storage = newValue
        return old
    }
}

/// An object whose deallocation a test observes through a `weak` reference.
final class Probe: Sendable {
    func touch() {}
}

/// The failure type used by the tests.
struct TestFailure: Error, Equatable {
    var code = 0
}

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

/// Polls `condition` until it holds or about two seconds passed; returns whether it held.
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}
