/// A list that handlers on any thread may append to, for a test to read afterwards.
///
/// ```swift
/// let received = Received<Int>()
/// let subscription = source.stream.subscribe(onValue: { received.append($0) })
/// source.send(1)
/// #expect(received.values == [1])
/// ```
///
/// Nothing is ever removed, so no value is released under the lock.
package final class Received<Value: Sendable>: Sendable {
    private let storage = Shared<[Value]>([])

    /// Creates an empty list.
    package init() {}

    /// Adds `value` at the end.
    ///
    /// - Parameter value: What a handler saw.
    package func append(_ value: Value) {
        storage.withValue { $0.append(value) }
    }

    /// Everything appended so far, in the order the appends took the lock.
    package var values: [Value] {
        storage.value
    }

    /// How many values were appended so far.
    package var count: Int {
        storage.withValue { $0.count }
    }
}
