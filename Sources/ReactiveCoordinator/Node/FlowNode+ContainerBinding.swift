extension FlowNode {
    /// Binds this coordinator's life to a container (tabs, a stack, a split, a presented modal's
    /// container) as ``bind(to:whilePaused:route:)`` binds it to a screen.
    ///
    /// A container publishes no intents; its `intents` channel is its life alone. The
    /// coordinator ends with ``TeardownReason/screenReleased`` when the window or the presenter
    /// drops the container: the headless containers (``HeadlessStack``, ``HeadlessTabs``,
    /// ``HeadlessSplit``) finish it when they are removed (a replaced root, a dismissal, a
    /// swipe-down, a replaced tab), and any container finishes it when it is released. On UIKit a
    /// container carries a life by adopting ``IntentScreen`` with `IntentChannel<Never>`, as
    /// `BindableTabBarController`, `BindableNavigationController` and
    /// `BindableSplitViewController` do; only its release ends it there.
    ///
    /// Flows bound to screens inside the container end first, each with `screen released`, and
    /// then the coordinator bound to the container: a removal finishes what the container holds
    /// before the container itself.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/ContainerLifetime.swift#tabsFlow -->
    /// ```swift
    /// override func start() {
    ///     guard let window else { return }
    ///     let tabs = HeadlessTabs()  // the window will own it; this flow holds nothing
    ///     let account = AccountScreen()
    ///     guard setTabs([MailboxScreen(user: user), account], in: tabs), setRoot(tabs, in: window) else { return }
    ///     // Ends, `screen released`, when the window drops the tabs, whoever replaced its root.
    ///     bind(to: tabs)
    ///     route(account) { [unowned self] intent in
    ///         switch intent {
    ///         case .signOut: finish()  // the parent shows the sign-in screen
    ///         }
    ///         return .handled
    ///     }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - The same rules as binding to a screen: binding again moves the binding; a container
    ///   whose life already finished (it was removed) is refused in the log and ends the
    ///   coordinator at once; the container is held weakly, and the leak audit reports it if it
    ///   outlives its coordinator or its removal.
    /// - Hold the container weakly. On the headless containers a strong reference from the
    ///   bound coordinator is let go when that coordinator ends, but on UIKit only the release
    ///   ends it, so a coordinator holding its container strongly would keep both running.
    ///
    /// - Parameter container: The container whose life to share; held weakly.
    func bind<Container: IntentScreen>(to container: Container) where Container.Intent == Never {
        // A container publishes nothing, so the route only carries the life; pausing cannot
        // matter, as no intent ever arrives.
        bind(to: container, whilePaused: .deliver, route: Self.routeNothing)
    }

    /// The handler of a route that carries only a life: no intent can ever reach it, so it has
    /// no body (a `Never` parameter makes the body unreachable, and the compiler knows it).
    private static func routeNothing(_ nothing: Never) -> RouteResult {}
}
