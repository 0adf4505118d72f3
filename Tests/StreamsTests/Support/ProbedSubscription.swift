import Streams
import TestSupport

/// Subscribes to `stream` with a value handler that captures a new ``Probe``, and returns the
/// token and a weak reference to the probe: the probe is gone exactly when the stream has let go
/// of the handler.
func subscribeCapturingAProbe<Value, Failure>(
    to stream: EventStream<Value, Failure>
) -> (subscription: Subscription, probe: WeakBox) {
    let probe = Probe()
    let subscription = stream.subscribe(onValue: { _ in probe.touch() })
    return (subscription, WeakBox(probe, "the handler's probe"))
}
