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
/// - The stream finishes exactly once, when the channel is released.
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
}
