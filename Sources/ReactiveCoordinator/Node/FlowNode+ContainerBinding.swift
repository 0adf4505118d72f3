extension FlowNode {
    /// Binds this coordinator's life to a container (tabs, a stack, a split, a presented modal's
    /// container) as ``bind(to:whilePaused:route:)`` binds it to a screen.
    func bind<Container: IntentScreen>(to container: Container) where Container.Intent == Never {
        // A container publishes nothing, so the route only carries the life; pausing cannot
        // matter, as no intent ever arrives.
        bind(to: container, whilePaused: .deliver, route: Self.routeNothing)
    }

    /// The handler of a route that carries only a life: no intent can ever reach it, so it has
    /// no body (a `Never` parameter makes the body unreachable, and the compiler knows it).
    private static func routeNothing(_ nothing: Never) -> RouteResult {}
}
