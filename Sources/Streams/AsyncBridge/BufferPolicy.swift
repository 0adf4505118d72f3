/// How many values an async consumer of a stream keeps while it is busy, and which ones.
///
/// A stream never waits for its consumers: a value that arrives while a `for await` loop is
/// processing the previous one is buffered, or dropped, according to this policy. A value counts
/// as buffered from its arrival until `next()` returns it.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncBridgeSamples.swift#buffer-policy -->
/// ```swift
/// for await position in scrollPositions.values(buffering: .newest(1)) {
///     render(position)  // always the latest position; older ones are skipped
/// }
/// ```
///
/// ## Knowing that the consumer is waiting
/// `next()` suspends only when nothing is buffered, to wait for the next value; it does not
/// suspend for anything else. So work scheduled on the consumer's actor before a `next()` call
/// runs only once the consumer waits (or has returned). With a limit of `0` that is how a test
/// hands a value to a waiting consumer, with no sleep; in a `@MainActor` test, with `iterator`
/// made from `source.stream.values(buffering: .newest(0))`:
///
/// <!-- mirrors Tests/StreamsTests/AsyncSequenceTests.swift#waiting-consumer -->
/// ```swift
/// let sender = Task { @MainActor in source.send(7) }  // runs once next() waits
/// #expect(await iterator.next() == 7)
/// ```
public enum BufferPolicy: Sendable, Hashable {
    /// Keeps every value until the consumer takes it.
    case unbounded
    /// Keeps at most this many values, dropping the oldest buffered value to make room.
    ///
    /// With `0`, a value is kept only if the consumer is already waiting for it.
    case newest(Int)
    /// Keeps at most this many values, dropping new values while the buffer is full.
    ///
    /// With `0`, a value is kept only if the consumer is already waiting for it.
    case oldest(Int)
}
