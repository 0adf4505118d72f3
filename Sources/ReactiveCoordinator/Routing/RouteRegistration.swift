import Streams

/// One screen a coordinator routes: the subscription to its intents and what deep links need.
@MainActor
final class RouteRegistration {
    let id: Int
    let screenName: String
    weak var screen: AnyObject?
    var subscription: Subscription?
    /// Sends a deep-link step through the screen's own channel if the step is its intent type.
    let inject: @MainActor (any Sendable) -> Bool
    /// Whether a deep-link step has this route's intent type.
    let accepts: (any Sendable) -> Bool

    init(
        id: Int,
        screen: AnyObject,
        screenName: String,
        accepts: @escaping (any Sendable) -> Bool,
        inject: @escaping @MainActor (any Sendable) -> Bool
    ) {
        self.id = id
        self.screen = screen
        self.screenName = screenName
        self.accepts = accepts
        self.inject = inject
    }
}

/// An intent that arrived while paused, waiting to be routed on resume.
@MainActor
struct BufferedIntent {
    /// Numbers buffered intents across every tree, so a resume can restore the arrival order.
    private static var arrivals = 0

    let description: String
    let arrival: Int
    let dispatch: @MainActor () -> Void

    init(description: String, dispatch: @escaping @MainActor () -> Void) {
        Self.arrivals += 1
        self.arrival = Self.arrivals
        self.description = description
        self.dispatch = dispatch
    }
}

/// The parent's side of a child: the subscription to its end and what to do then.
struct ChildLink {
    let subscription: Subscription
    let onEnd: @MainActor () -> Void
}
