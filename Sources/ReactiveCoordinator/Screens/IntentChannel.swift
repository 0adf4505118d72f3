public import Streams

/// The stream of intents a screen publishes, which finishes by itself when the screen is released.
///
/// Give each screen one channel, held in a `let` property and by nothing else. When the UI
/// framework releases the screen (a pop, a dismissal, a swipe-down, a replaced stack, however it
/// happened) the channel goes with it and its stream finishes. That finish is the lifetime probe
/// coordinators rely on: it needs no Objective-C runtime and no cooperation from whoever removed
/// the screen.
///
/// ```swift
/// @MainActor
/// final class LoginScreen: IntentScreen {
///     enum Intent: Sendable { case submit(user: String), forgotPassword }
///     let intents = IntentChannel<Intent>()
///     func tapSubmit() { intents.send(.submit(user: "ada")) }
/// }
/// ```
///
/// ## Contract
/// - ``send(_:)`` is main-actor isolated: intents come from the UI, and routing them is
///   synchronous, so the route has run when `send` returns.
/// - The stream finishes exactly once: when the channel is released, or at ``finish()`` if that
///   comes first.
public final class IntentChannel<Intent: Sendable>: Sendable {
    private let source = EventSource<Intent, Never>()

    /// Creates an open channel.
    public init() {}

    /// The intents, ending when the channel (and so its screen) is released.
    public var stream: EventStream<Intent, Never> {
        source.stream
    }

    /// Publishes an intent to whoever routes this screen.
    ///
    /// - Parameter intent: What the user asked for.
    @MainActor
    public func send(_ intent: Intent) {
        source.send(intent)
    }

    /// Ends the intent stream now, as releasing the screen would.
    ///
    /// The navigation containers call this on the screens they remove (a pop, a dismissal, the
    /// user's back button or swipe-down, a binding written by SwiftUI), so the coordinator bound
    /// to a removed screen ends at once, even if something (a SwiftUI view, a cache) keeps the
    /// screen alive for a while. A leak audit still reports a screen that outlives its
    /// coordinator.
    ///
    /// ```swift
    /// let screen = DetailScreen()
    /// screen.intents.finish()        // the coordinator bound to it ends: screen released
    /// screen.intents.send(.compose)  // ignored: the stream has finished
    /// ```
    ///
    /// ## Contract
    /// - Idempotent: finishing a finished channel, or releasing it later, changes nothing.
    /// - Intents sent after the finish are ignored.
    @MainActor
    public func finish() {
        source.finish()
    }
}
