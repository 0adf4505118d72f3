import Streams

/// The routes of one flow: made when it first routes a screen, so that an idle flow pays one
/// pointer for them (issue 33 added the slots and the index by intent type; a flow that routes
/// nothing keeps them out of its node).
@MainActor
final class RouteTable {
    /// The routes to its screens, in the order they were added; each knows its slot, so that a
    /// released screen's route leaves in constant time (a stack popped to its root releases its
    /// screens oldest first).
    private(set) var all = SlotList<RouteRegistration>()
    /// The same routes by intent type, for deep-link steps, once they have two.
    ///
    /// Made when a route of a second intent type comes, and dropped when the table empties.
    /// While every route has one intent type (nearly every flow: one bound screen), `all` is that
    /// type's one group, so a route costs no list of groups and no group list of its own, two
    /// arrays made and freed per route before.
    private var groups: RoutesByIntent?
    /// The route whose screen the flow's life is bound to.
    private(set) var bound: RouteRegistration?
    private(set) var lastID = 0

    /// Whether its one route is the bound one, as in most flows: the flow explorer's walk for
    /// its key asks at every state, without a copy of the list.
    var boundRouteIsAlone: Bool {
        guard let bound, all.count == 1 else { return false }
        return all.last === bound
    }

    /// The number of the next route.
    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    // Its lists and its bound route change on values moved out by swaps and back, never in
    // place, and a route let go is released after its swap: so no access to them spans other
    // code, and the compiler drops their run-time exclusivity checks (the explorer's walk reads
    // every running flow's routes at every state).

    /// Makes `route` the one the coordinator's life is bound to.
    func bind(_ route: RouteRegistration) {
        var replaced: RouteRegistration? = route
        swap(&replaced, &bound)
    }

    func add(_ route: RouteRegistration) {
        var routes = SlotList<RouteRegistration>()
        swap(&routes, &all)
        defer { swap(&routes, &all) }
        var grouped: RoutesByIntent?
        swap(&grouped, &groups)
        defer { swap(&grouped, &groups) }
        // `routes.last` is never a hole: while ungrouped, it has the one intent type of them all.
        if grouped == nil, let last = routes.last, last.intentType != route.intentType {
            var made = RoutesByIntent()
            for existing in routes { made.add(existing) }
            grouped = made
        }
        route.slot = routes.append(route)
        grouped?.add(route)
    }

    /// Removes a route; returns whether it was there.
    func remove(_ route: RouteRegistration) -> Bool {
        var routes = SlotList<RouteRegistration>()
        swap(&routes, &all)
        let removed = routes.remove(route, at: route.slot, moved: { $0.slot = $1 })
        let isEmpty = routes.isEmpty
        swap(&routes, &all)
        guard removed else { return false }
        var grouped: RoutesByIntent?
        swap(&grouped, &groups)
        if grouped != nil {
            if isEmpty {
                grouped = nil
            } else {
                grouped?.remove(route)
            }
        }
        swap(&grouped, &groups)
        if bound === route {
            var unbound: RouteRegistration?
            swap(&unbound, &bound)
        }
        return true
    }

    /// Removes every route and returns them, oldest first.
    func removeAll() -> SlotList<RouteRegistration> {
        var ending = SlotList<RouteRegistration>()
        swap(&ending, &all)
        var ungrouped: RoutesByIntent?
        swap(&ungrouped, &groups)
        var unbound: RouteRegistration?
        swap(&unbound, &bound)
        return ending
    }

    /// The newest route whose screen is alive and whose intent type `step` has.
    func newestRoute(accepting step: any Sendable) -> RouteRegistration? {
        if let groups { return groups.newestRoute(accepting: step) }
        // One group, `all`: its newest live route answers for it, as a group's does.
        for route in all.newestFirst where route.screen != nil {
            return route.accepts(step) ? route : nil
        }
        return nil
    }
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
            // A loop, not `first(where:)`: its main-actor closure checks its executor at each call.
            var alive: RouteRegistration?
            for route in group.routes.newestFirst where route.screen != nil {
                alive = route
                break
            }
            guard let candidate = alive, candidate.id > newest?.id ?? Int.min, candidate.accepts(step) else {
                continue
            }
            newest = candidate
        }
        return newest
    }
}

/// One screen a coordinator routes: the subscription to its intents and what deep links need.
///
/// What needs the screen's type (a deep-link step's cast and send) is a ``ScreenRouteRegistration``'s,
/// not a closure's: a closure made per route was an allocation, and its weak capture of the
/// screen a second weak reference (callgrind).
@MainActor
class RouteRegistration {
    let id: Int
    /// The screen's intent type, which groups it in its flow's ``RoutesByIntent``.
    let intentType: ObjectIdentifier
    weak let screen: AnyObject?
    /// Its slot in its flow's routes, and in its group of ``RoutesByIntent``: a released screen's
    /// route leaves both in constant time.
    fileprivate(set) var slot = 0
    fileprivate(set) var slotInGroup = 0
    /// The screen's type name, for the log, the snapshot and the leak audit.
    ///
    /// Named when the route is made, not on first read: every route is logged and registered
    /// with the leak audit by it at once, and a lazy property checked whether it was made, and
    /// its access for exclusivity at run time, at every read (the explorer's walks read it for
    /// every route at every state).
    let screenName: String
    /// Its subscription to the screen's intents, held while it routes them.
    ///
    /// The stream's slot itself, not a `MainActorSubscription` around it (one allocation fewer
    /// per route), so it is cancelled here, never by being dropped. While the slot is live, its
    /// release handler holds this registration, so no registration goes away with a live slot
    /// uncancelled.
    private var subscription: MainActorSlotBase?
    fileprivate init(id: Int, screen: AnyObject, intentType: ObjectIdentifier) {
        self.id = id
        self.intentType = intentType
        self.screen = screen
        self.screenName = TypeNames.describing(type(of: screen))
    }

    /// Sends a deep-link step through the screen's own channel if the step is its intent type
    /// and the screen is alive.
    func inject(_ step: any Sendable) -> Bool {
        false
    }

    /// Whether a deep-link step has this route's intent type.
    ///
    /// A step of exactly that type is answered without the cast in `casts(_:)` (a dynamic
    /// cast, callgrind); any other still asks it, as a cast can succeed from another type (an
    /// optional that holds one, a subclass).
    final func accepts(_ step: any Sendable) -> Bool {
        ObjectIdentifier(type(of: step)) == intentType || casts(step)
    }

    /// Whether `step` casts to the route's intent type.
    func casts(_ step: any Sendable) -> Bool {
        false
    }

    /// Holds `subscription` while it routes the screen's intents.
    final func keep(_ subscription: MainActorSlotBase) {
        self.subscription = subscription
    }

    /// Stops routing the screen's intents: cancels its subscription, if it still has one, and
    /// lets go of it (and with it of the handler it held).
    final func stopRouting() {
        let ending = subscription
        subscription = nil
        ending?.cancel()
    }

    /// Lets go of its subscription, which ended with the screen's channel.
    final func subscriptionEnded() {
        subscription = nil
    }
}

/// A route to a screen of a known type: what a deep-link step needs of its intent type.
@MainActor
final class ScreenRouteRegistration<Screen: IntentScreen>: RouteRegistration {
    init(id: Int, screen: Screen) {
        super.init(id: id, screen: screen, intentType: ObjectIdentifier(Screen.Intent.self))
    }

    override func inject(_ step: any Sendable) -> Bool {
        guard let screen = screen as? Screen, let intent = step as? Screen.Intent else { return false }
        screen.intents.send(intent)
        return true
    }

    override func casts(_ step: any Sendable) -> Bool {
        step is Screen.Intent
    }
}
