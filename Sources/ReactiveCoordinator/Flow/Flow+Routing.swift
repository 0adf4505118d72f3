extension Flow {
    /// Routes a screen's intents here and binds this flow's life to the screen.
    ///
    /// When the screen is released (popped, dismissed, swiped away, replaced: however it
    /// happened) its intent stream finishes and this flow ends with the reason
    /// ``TeardownReason/screenReleased``. Binding again to another screen moves the binding
    /// there; the earlier screen stays routed.
    ///
    /// The handler may capture `self` and the flow: the screen's channel holds the handler, and
    /// the flow's end or the screen's release lets go of it.
    ///
    /// - Important: Do not capture `screen` (or a container that holds it) strongly in
    ///   `handler`: the screen's channel holds the handler, so the screen would own itself and
    ///   never be released. Reach it through a `weak` capture.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#bind -->
    /// ```swift
    /// flow.bind(to: screen) { intent in
    ///     switch intent {
    ///     case .close: flow.finish()
    ///     case .help: return .unhandled  // let the parent decide
    ///     }
    ///     return .handled
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen whose intents to route; held weakly.
    ///   - policy: What to do with intents that arrive while paused.
    ///   - handler: Routes one intent; return ``RouteResult/unhandled`` to bubble it up.
    public func bind<Screen: IntentScreen>(
        to screen: Screen,
        whilePaused policy: PausedIntentPolicy = .buffer,
        route handler: @escaping @MainActor (Screen.Intent) -> RouteResult
    ) {
        node.bind(to: screen, whilePaused: policy, route: handler)
    }

    /// Handles every intent a screen publishes here, and binds this flow's life to the screen.
    ///
    /// It is ``bind(to:whilePaused:route:)`` for a handler that never lets an intent bubble up
    /// to the parent: each intent counts as handled once `handler` returns. A flow whose screen
    /// sends intents for its parent to decide binds with ``bind(to:whilePaused:route:)`` and
    /// returns ``RouteResult/unhandled`` for those.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#handle -->
    /// ```swift
    /// flow.handle(screen) { intent in
    ///     switch intent {
    ///     case .close: flow.finish()
    ///     case .help: self.showHelp()
    ///     }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - The same rules as ``bind(to:whilePaused:route:)``: the screen's release ends this flow
    ///   with ``TeardownReason/screenReleased``; handling again (or binding) moves the binding;
    ///   the screen is held weakly; intents that arrive while the flow is paused follow `policy`.
    /// - Do not capture `screen` strongly in `handler`: its channel holds the handler.
    ///
    /// - Parameters:
    ///   - screen: The screen whose intents to handle; held weakly.
    ///   - policy: What to do with intents that arrive while paused.
    ///   - handler: Handles one intent.
    public func handle<Screen: IntentScreen>(
        _ screen: Screen,
        whilePaused policy: PausedIntentPolicy = .buffer,
        with handler: @escaping @MainActor (Screen.Intent) -> Void
    ) {
        node.bind(to: screen, whilePaused: policy) { intent in
            handler(intent)
            return .handled
        }
    }

    /// Binds this flow's life to a container (tabs, a stack, a split, a presented modal's
    /// container) as ``bind(to:whilePaused:route:)`` binds it to a screen.
    ///
    /// A container publishes no intents; its `intents` channel is its life alone. The flow ends
    /// with ``TeardownReason/screenReleased`` when the window or the presenter drops the
    /// container: the headless containers (`HeadlessStack`, `HeadlessTabs`,
    /// `HeadlessSplit`) finish it when they are removed (a replaced root, a dismissal, a
    /// swipe-down, a replaced tab), and any container finishes it when it is released. On UIKit a
    /// container carries a life by adopting ``IntentScreen`` with `IntentChannel<Never>`, as
    /// `BindableTabBarController`, `BindableNavigationController` and
    /// `BindableSplitViewController` do; only its release ends it there.
    ///
    /// Flows bound to screens inside the container end first, each with `screen released`, and
    /// then the flow bound to the container.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/ContainerLifetime.swift#tabsFlow -->
    /// ```swift
    /// func start(_ flow: Flow<Void>) {
    ///     guard let window else { return }
    ///     let tabs = HeadlessTabs()  // the window will own it; this flow holds nothing
    ///     let account = AccountScreen()
    ///     guard flow.setTabs([MailboxScreen(user: user), account], in: tabs), flow.setRoot(tabs, in: window)
    ///     else { return }
    ///     // Ends, `screen released`, when the window drops the tabs, whoever replaced its root.
    ///     flow.bind(to: tabs)
    ///     flow.route(account) { intent in
    ///         switch intent {
    ///         case .signOut: flow.finish()  // the parent shows the sign-in screen
    ///         }
    ///         return .handled
    ///     }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - The same rules as binding to a screen: binding again moves the binding; a container
    ///   whose life already finished (it was removed) is refused in the log and ends the flow at
    ///   once; the container is held weakly, and the leak audit reports it if it outlives its
    ///   flow or its removal.
    /// - Hold the container weakly. On the headless containers a strong reference from the
    ///   bound coordinator is let go when its flow ends, but on UIKit only the release ends it,
    ///   so a coordinator holding its container strongly would keep both running.
    ///
    /// - Parameter container: The container whose life to share; held weakly.
    public func bind<Container: IntentScreen>(to container: Container) where Container.Intent == Never {
        node.bind(to: container)
    }

    /// Routes a screen's intents here without binding this flow's life to it.
    ///
    /// Use it for further screens a flow shows (a detail pushed over its list): when such a
    /// screen is released, the route goes away and the flow carries on.
    ///
    /// - Parameters:
    ///   - screen: The screen whose intents to route; held weakly.
    ///   - policy: What to do with intents that arrive while paused.
    ///   - handler: Routes one intent; return ``RouteResult/unhandled`` to bubble it up.
    public func route<Screen: IntentScreen>(
        _ screen: Screen,
        whilePaused policy: PausedIntentPolicy = .buffer,
        to handler: @escaping @MainActor (Screen.Intent) -> RouteResult
    ) {
        node.route(screen, whilePaused: policy, to: handler)
    }
}
