import Streams

/// One screen a coordinator routes: the subscription to its intents and what deep links need.
@MainActor
final class RouteRegistration {
    let id: Int
    /// The screen's intent type, which groups it in its flow's ``RoutesByIntent``.
    let intentType: ObjectIdentifier
    weak var screen: AnyObject?
    /// Its slot in its flow's routes, and in its group of ``RoutesByIntent``: a released screen's
    /// route leaves both in constant time.
    var slot = 0
    var slotInGroup = 0
    private let screenType: AnyObject.Type
    var subscription: MainActorSubscription?
    /// Sends a deep-link step through the screen's own channel if the step is its intent type.
    let inject: @MainActor (any Sendable) -> Bool
    /// Whether a deep-link step has this route's intent type.
    let accepts: (any Sendable) -> Bool

    init(
        id: Int,
        screen: AnyObject,
        intentType: ObjectIdentifier,
        accepts: @escaping (any Sendable) -> Bool,
        inject: @escaping @MainActor (any Sendable) -> Bool
    ) {
        self.id = id
        self.intentType = intentType
        self.screen = screen
        self.screenType = type(of: screen)
        self.accepts = accepts
        self.inject = inject
    }

    /// The screen's type name, for the log, the snapshot and the leak audit.
    private(set) lazy var screenName = String(describing: screenType)
}
