/// How many values an async consumer of a stream keeps while it is busy, and which ones.
///
/// A stream never waits for its consumers: a value that arrives while a `for await` loop is
/// processing the previous one is buffered, or dropped, according to this policy.
///
/// ```swift
/// for await position in scrollPositions.values(buffering: .newest(1)) {
///     render(position)   // always the latest position; older ones are skipped
/// }
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
