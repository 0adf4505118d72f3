import Streams

/// One screen a coordinator routes: the subscription to its intents and what deep links need.
@MainActor
final class RouteRegistration {
    let id: Int
    weak var screen: AnyObject?
    private let screenType: AnyObject.Type
    var subscription: MainActorSubscription?
    /// Sends a deep-link step through the screen's own channel if the step is its intent type.
    let inject: @MainActor (any Sendable) -> Bool
    /// Whether a deep-link step has this route's intent type.
    let accepts: (any Sendable) -> Bool

    init(
        id: Int,
        screen: AnyObject,
        accepts: @escaping (any Sendable) -> Bool,
        inject: @escaping @MainActor (any Sendable) -> Bool
    ) {
        self.id = id
        self.screen = screen
        self.screenType = type(of: screen)
        self.accepts = accepts
        self.inject = inject
    }

    /// The screen's type name, for the log, the snapshot and the leak audit.
    private(set) lazy var screenName = String(describing: screenType)
}

/// An intent that arrived while paused, waiting to be routed on resume.
@MainActor
package struct BufferedIntent {
    /// Numbers buffered intents across every tree, so a resume can restore the arrival order.
    private static var arrivals = 0

    package let intent: LoggedValue
    package let arrival: Int
    let dispatch: @MainActor () -> Void

    package init(intent: LoggedValue, dispatch: @escaping @MainActor () -> Void) {
        Self.arrivals += 1
        self.arrival = Self.arrivals
        self.intent = intent
        self.dispatch = dispatch
    }
}

/// How a coordinator ended, as its parent observes it on the child's life stream.
struct CoordinatorEnd: Sendable {
    /// The coordinator that ended: the parent's observer of every child is one function that
    /// captures nothing, so the end says whose it is.
    let coordinator: AnyCoordinator
    var reason: TeardownReason
    /// The output of a finish; nil when it ended without one.
    var output: (any Sendable)?
}
