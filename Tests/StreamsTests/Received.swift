import Foundation

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
}
