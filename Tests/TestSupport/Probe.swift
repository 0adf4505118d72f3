/// An object whose only job is to be captured, so a test can see through a `weak` reference
/// when the closure that captured it was released.
///
/// ```swift
/// weak var weakProbe: Probe?
/// do {
///     let probe = Probe()
///     weakProbe = probe
///     subscription = stream.subscribe(onValue: { _ in probe.touch() })
/// }
/// subscription.cancel()
/// #expect(weakProbe == nil)
/// ```
package final class Probe: Sendable {
    /// Creates a probe.
    package init() {}

    /// Does nothing: calling it from a closure makes the closure capture the probe.
    package func touch() {}
}
