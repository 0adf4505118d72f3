public import Streams

/// The stream of intents a screen publishes, which finishes by itself when the screen is released.
///
/// Give each screen one channel, held in a `let` property and by nothing else. When the UI
/// framework releases the screen (a pop, a dismissal, a swipe-down, a replaced stack, however it
/// happened) the channel goes with it and its stream finishes. That finish is the lifetime probe
/// coordinators rely on: it needs no Objective-C runtime and no cooperation from whoever removed
/// the screen.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#login-screen -->
/// ```swift
/// @MainActor
/// final class LoginScreen: IntentScreen {
///     enum Intent: Sendable {
///         case submit(user: String)
///         case forgotPassword
///     }
///     let intents = IntentChannel<Intent>()
///     func tapSubmit() { intents.send(.submit(user: "ada")) }
/// }
/// ```
///
/// ## Contract
/// - The channel is main-actor isolated, and so are its subscribers: routing is synchronous, so
///   an intent sent outside any routing has been routed when ``send(_:)`` returns.
/// - One order for every screen: an intent sent while another intent is being routed (a route
///   handler shows a screen that sends at once, or sends on another screen) is routed after the
///   one under way, never inside it, whichever screen sent it.
/// - An intent sent before any coordinator routes the screen (from the screen's initialiser,
///   say) is kept, and routed when the first route subscribes, in the order sent. If the channel
///   is released before any route subscribed, the kept intents are reported to
///   `IntentDiagnostics.unroutedIntentsHandler`, never dropped silently.
/// - The stream finishes exactly once: when the channel is released, or at ``finish()`` if that
///   comes first. An intent sent after that (a screen a container removed, kept alive and tapped
///   on) reaches no route: the first one is reported to
///   `IntentDiagnostics.lateIntentHandler`, once per channel, never dropped silently.
@MainActor
public final class IntentChannel<Intent: Sendable> {
    /// The channel's stream, held without a `MainActorSource` around it: the channel is the
    /// source's only owner and ends it itself, so a source object would only add an allocation
    /// and a run-time look-up of its generic type's metadata to every screen made (callgrind).
    @usableFromInline let core = MainActorCore<Intent, Never>(sharing: IntentRouting.queue)
    /// Whether no route has subscribed yet: intents sent until then are kept in `held`.
    @usableFromInline var isHolding = true
    @usableFromInline var held: [Intent] = []

    /// Creates an open channel.
    public init() {}

    /// The intents, ending when the channel (and so its screen) is released.
    ///
    /// Subscribe on the main actor; for a consumer elsewhere, take its `eventStream`. A
    /// subscriber of this stream does not count as a route: intents sent before the first route
    /// are kept for the route, and this stream delivers them when the route subscribes.
    public var stream: MainActorStream<Intent, Never> {
        MainActorStream(core: core)
    }

    /// Publishes an intent to whoever routes this screen.
    ///
    /// - Parameter intent: What the user asked for.
    @inlinable
    public func send(_ intent: Intent) {
        if isHolding {
            hold(intent)
        } else if core.isTerminated {
            reportLateIntent(intent)
        } else {
            core.send(intent)
        }
    }

    /// Keeps an intent sent before the first route, counting the channel among those that keep
    /// some.
    @usableFromInline func hold(_ intent: Intent) {
        if held.isEmpty { IntentRouting.channelsKeepingIntents += 1 }
        held.append(intent)
    }

    /// Whether an intent sent after the finish was reported: once per channel, so a screen kept
    /// alive and tapped on does not flood the log.
    private var hasReportedLateIntent = false

    /// Reports the first intent sent after the stream finished, which no route receives.
    @usableFromInline func reportLateIntent(_ intent: Intent) {
        guard !hasReportedLateIntent else { return }
        hasReportedLateIntent = true
        IntentReports.late(String(describing: Intent.self), LoggedValue(intent))
    }

    /// Whether its stream has finished: the screen was removed, or the channel released.
    var isFinished: Bool {
        core.isTerminated
    }

    /// Subscribes a route; what was sent before the first route waits for ``routeHeldIntents()``.
    ///
    /// `onRelease` takes the termination as the stream hands it, unwrapped: a closure around it
    /// would be one more allocation per route (callgrind). Subscribed on the core with its failure
    /// type known, as a route is made where the intent type is not. Returns the stream's slot,
    /// which the caller must cancel: dropping it does not.
    func subscribeRoute(
        onIntent: @escaping @MainActor (Intent) -> Void,
        onRelease: @escaping @MainActor (Termination<Never>) -> Void
    ) -> MainActorSlotBase {
        core.subscribeNeverFailing(onValue: onIntent, onTermination: onRelease)
    }

    /// Delivers, in order, the intents sent before the first route subscribed; later calls do
    /// nothing.
    func routeHeldIntents() {
        guard isHolding else { return }
        isHolding = false
        // Most screens send nothing before their route: they skip the copy and the loop, which
        // look up the array's metadata at run time where the intent type is not known. Asked by
        // `count`, which reads the buffer's header: `isEmpty` is `Collection`'s, a generic call
        // that looked up the array type's metadata and witness table first (callgrind).
        guard held.count > 0 else { return }
        let kept = held
        held = []
        IntentRouting.channelsKeepingIntents -= 1
        for intent in kept { core.send(intent) }
    }

    isolated deinit {
        reportUnroutedIntents()
        // The end a source's release would give its stream, here with the failure type known
        // (see `finish()`); the stream is this channel's alone.
        core.finishNeverFailing()
    }

    /// Reports intents kept for a first route that can never come now.
    private func reportUnroutedIntents() {
        guard isHolding else { return }
        isHolding = false
        // Most channels that never had a route kept nothing (a container's, which nothing
        // binds): they skip the copy, whose two accesses to `held` are each checked for
        // exclusivity at run time, as `routeHeldIntents()` does.
        guard held.count > 0 else { return }
        let kept = held
        held = []
        IntentRouting.channelsKeepingIntents -= 1
        IntentReports.unrouted(String(describing: Intent.self), kept.map { LoggedValue($0) })
    }

    /// Ends the intent stream now, as releasing the screen would.
    ///
    /// The navigation containers call this on the screens they remove (a pop, a dismissal, the
    /// user's back button or swipe-down, a binding written by SwiftUI), so the coordinator bound
    /// to a removed screen ends at once, even if something (a SwiftUI view, a cache) keeps the
    /// screen alive for a while. A leak audit still reports a screen that outlives its
    /// coordinator.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#finish -->
    /// ```swift
    /// let screen = DetailScreen()
    /// screen.intents.finish()  // the coordinator bound to it ends: screen released
    /// screen.intents.send(.compose)  // reaches no route: reported once to IntentDiagnostics
    /// ```
    ///
    /// ## Contract
    /// - Idempotent: finishing a finished channel, or releasing it later, changes nothing.
    /// - Intents sent after the finish reach no route; the first is reported to
    ///   `IntentDiagnostics.lateIntentHandler`. Intents kept for a first route that never
    ///   came are reported to `IntentDiagnostics.unroutedIntentsHandler`, as a release reports
    ///   them.
    public func finish() {
        reportUnroutedIntents()
        core.finishNeverFailing()
    }
}

/// The delivery order every intent channel shares.
@MainActor
@usableFromInline
enum IntentRouting {
    @usableFromInline static let queue = MainActorDeliveryQueue()

    /// How many channels keep intents sent before their first route: while none does, no screen
    /// has intents that went nowhere, and the leak audit skips looking for one on every container
    /// (after each action the flow explorer plays).
    static var channelsKeepingIntents = 0
}
