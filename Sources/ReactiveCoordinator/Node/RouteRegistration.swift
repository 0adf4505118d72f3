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

/// A flow's routes grouped by their screens' intent type, each group oldest first.
///
/// A deep-link step goes to the newest route whose intent type it has. Asking each route costs a
/// dynamic cast per route, so a link whose steps each add a route to one flow cost N² (issue
/// 33); asking each group costs one cast per intent type, which the app's code bounds, and the
/// group's newest route answers for it.
@MainActor
struct RoutesByIntent {
    private struct Group {
        let intentType: ObjectIdentifier
        var routes: SlotList<RouteRegistration>
    }

    private var groups: [Group] = []

    mutating func add(_ route: RouteRegistration) {
        let index =
            groups.firstIndex { $0.intentType == route.intentType }
            ?? {
                groups.append(Group(intentType: route.intentType, routes: SlotList()))
                return groups.count - 1
            }()
        route.slotInGroup = groups[index].routes.append(route)
    }

    mutating func remove(_ route: RouteRegistration) {
        guard let index = groups.firstIndex(where: { $0.intentType == route.intentType }) else { return }
        groups[index].routes.remove(route, at: route.slotInGroup) { $0.slotInGroup = $1 }
        if groups[index].routes.isEmpty { groups.remove(at: index) }
    }

    mutating func removeAll() {
        groups.removeAll()
    }

    /// The newest route whose screen is alive and whose intent type `step` has.
    func newestRoute(accepting step: any Sendable) -> RouteRegistration? {
        var newest: RouteRegistration?
        for group in groups {
            guard let candidate = group.routes.newestFirst.first(where: { $0.screen != nil }),
                candidate.id > newest?.id ?? Int.min, candidate.accepts(step)
            else { continue }
            newest = candidate
        }
        return newest
    }
}
