/// Whether each coordinator type routes links itself, found once per type.
///
/// A link asks every coordinator on its way at every step, and most answer no. Asked by a cast
/// of the node's `any Coordinator<Output>` to `any LinkRoutingCoordinator`, each question cost
/// about 2,500 instructions (the constrained existential's metadata, then a conformance lookup
/// that a failing cast also takes to Foundation's boxed values); a table keyed by the
/// coordinator's dynamic type answers with one lookup, and a router's role casts its coordinator
/// to its own type, which the runtime compares and copies. Dynamic, not the type it was started
/// as: a subclass that adopts the role may be started where its plain superclass is expected. A
/// type's conformances never change while the process runs.
@MainActor
enum LinkRoutingRoles {
    /// By the coordinator's dynamic type: its role, or nil when it does not route links.
    private static var roles: [ObjectIdentifier: LinkRoutingRole?] = [:]

    /// The role of coordinators of type `type`, or nil when they do not route links.
    static func role<Role: Coordinator>(of type: Role.Type) -> LinkRoutingRole? {
        let key = ObjectIdentifier(type)
        if let known = roles[key] { return known }
        let found = (type as? any LinkRoutingCoordinator.Type).map { role(routing: $0) }
        roles[key] = .some(found)
        return found
    }

    private static func role<Router: LinkRoutingCoordinator>(routing _: Router.Type) -> LinkRoutingRole {
        RouterRole<Router>()
    }
}

/// What a link asks of a coordinator that routes links, with the coordinator's type opened.
///
/// One object per router type, made once: a node keeps its role in one reference. Its own
/// answers are a coordinator's that does not route links; each router type's role overrides
/// them.
@MainActor
class LinkRoutingRole {
    /// The router's answer to `step`, or nil if `coordinator` is not of the router's type.
    func handle<Role: Coordinator>(
        _ step: any Sendable, by coordinator: Role, of node: TypedFlowNode<Role.Output>
    ) -> LinkStepHandling? {
        nil
    }

    /// Lets the router make the way toward `child` visible.
    func prepare<Role: Coordinator>(
        _ coordinator: Role, toward child: FlowNode?, of node: TypedFlowNode<Role.Output>
    ) {}
}

/// The role of coordinators of type `Router`.
private final class RouterRole<Router: LinkRoutingCoordinator>: LinkRoutingRole {
    // Both casts compare a type with itself: the table hands this role only coordinators of
    // type `Router`, whose node's output is `Router.Output`. The node's, not its flow's: a cast
    // of a class compares its metadata, a cast of the generic struct `Flow` looked up two flow
    // types' metadata and an optional's at each question (callgrind).

    override func handle<Role: Coordinator>(
        _ step: any Sendable, by coordinator: Role, of node: TypedFlowNode<Role.Output>
    ) -> LinkStepHandling? {
        guard let router = coordinator as? Router, let node = node as? TypedFlowNode<Router.Output> else { return nil }
        return router.handle(linkStep: step, in: Flow(node))
    }

    override func prepare<Role: Coordinator>(
        _ coordinator: Role, toward child: FlowNode?, of node: TypedFlowNode<Role.Output>
    ) {
        guard let router = coordinator as? Router, let node = node as? TypedFlowNode<Router.Output> else { return }
        router.prepareForLink(toward: child.map(AnyFlow.init), in: Flow(node))
    }
}
