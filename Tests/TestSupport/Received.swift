import Foundation

/// A list that handlers on any thread may append to, for a test to read afterwards.
///
/// ```swift
/// let received = Received<Int>()
/// let subscription = source.stream.subscribe(onValue: { received.append($0) })
/// source.send(1)
/// #expect(received.values == [1])
/// ```
///
/// Appends and reads are serialised by an `NSLock` rather than `Synchronization.Mutex`: the
/// thread sanitizer reports a false race inside `Mutex.withLock` on Linux. Nothing is ever
/// removed, so no value is released under the lock.
package final class Received<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Value] = []

    /// Creates an empty list.
    package init() {}

    /// Adds `value` at the end.
    ///
    /// - Parameter value: What a handler saw.
    package func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    /// Everything appended so far, in the order the appends took the lock.
    package var values: [Value] {
        lock.withLock { storage }
    }

    /// How many values were appended so far.
    package var count: Int {
        lock.withLock { storage.count }
    }
}
