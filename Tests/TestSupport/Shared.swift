import Foundation

/// A mutable reference shared between a test and its handlers, guarded by an `NSLock`.
///
/// An `NSLock` rather than `Synchronization.Mutex`: the thread sanitizer reports a false race
/// inside `Mutex.withLock` on Linux.
package final class Shared<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: Value

    package init(_ value: Value) {
        storage = value
    }

    package var value: Value {
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

    /// Runs `body` on the value while holding the lock.
    package func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&storage)
    }

    /// Replaces the value and returns the old one, so its release happens after the lock.
    @discardableResult
    package func exchange(_ newValue: Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        let old = storage
        storage = newValue
        return old
    }
}
