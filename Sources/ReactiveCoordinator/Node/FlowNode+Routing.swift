import Streams

extension FlowNode {
    /// Routes a screen's intents here and binds this coordinator's life to the screen.
    func bind<Screen: IntentScreen>(
        to screen: Screen,
        whilePaused policy: PausedIntentPolicy = .buffer,
        route handler: @escaping @MainActor (Screen.Intent) -> RouteResult
    ) {
        addLiveRoute(screen, binding: true, policy: policy, handler: handler)
    }

    /// Routes a screen's intents here without binding this coordinator's life to it.
    ///
    /// Use it for further screens a coordinator shows (a detail pushed over its list): when such
    /// a screen is released, the route goes away and the coordinator carries on.
    ///
    /// - Parameters:
    ///   - screen: The screen whose intents to route; held weakly.
    ///   - policy: What to do with intents that arrive while paused.
    ///   - handler: Routes one intent; return ``RouteResult/unhandled`` to bubble it up.
    func route<Screen: IntentScreen>(
        _ screen: Screen,
        whilePaused policy: PausedIntentPolicy = .buffer,
        to handler: @escaping @MainActor (Screen.Intent) -> RouteResult
    ) {
        addLiveRoute(screen, binding: false, policy: policy, handler: handler)
    }

    /// What `bind` and `route` share: refuse a screen whose channel can never deliver, add the
    /// route, mark it as the bound one when binding, and hand it the intents the screen sent
    /// before any route.
    private func addLiveRoute<Screen: IntentScreen>(
        _ screen: Screen, binding: Bool, policy: PausedIntentPolicy,
        handler: @escaping @MainActor (Screen.Intent) -> RouteResult
    ) {
        let operation = binding ? "bind" : "route"
        if lifecycle.routeRefusal == nil, let refusal = Self.deadChannel(of: screen) {
            reject("\(operation) \(Self.screenName(screen))", reason: refusal)
            // Binding anyway would leave a coordinator bound to nothing, running for ever.
            if binding { end(CoordinatorLifecycle.End(.screenReleased)) }
            return
        }
        guard let registration = addRoute(screen, operation: operation, policy: policy, handler: handler) else {
            return
        }
        if binding {
            routeTable?.bind(registration)
            history.noteBound()
            log(.screenBound(screen: registration.screenName))
        } else {
            log(.screenRouted(screen: registration.screenName))
        }
        screen.intents.routeHeldIntents()
    }

    /// The screen this coordinator's life is bound to, if it is still alive.
    var boundScreen: AnyObject? {
        routeTable?.bound?.screen
    }

    /// The screens this coordinator routes that are still alive, in the order they were added.
    var routedScreens: [AnyObject] {
        routeTable?.all.compactMap(\.screen) ?? []
    }

    /// Why a screen's channel can never deliver, or nil if it can: it finished already, or the
    /// screen makes a new one at each read (a computed `intents`), which finishes at once.
    private static func deadChannel<Screen: IntentScreen>(of screen: Screen) -> String? {
        let channel = screen.intents
        if channel !== screen.intents {
            return "\(screenName(screen)).intents is computed: each read makes a new channel that nothing keeps, "
                + "so it finishes at once and no release would ever reach the coordinator; "
                + "keep the channel in a stored `let`"
        }
        if channel.isFinished {
            return "\(screenName(screen))'s intents already finished (the screen was removed, or its channel "
                + "was finished); a screen whose channel finished can never be bound: keep the channel in a stored `let`"
        }
        return nil
    }

    private func addRoute<Screen: IntentScreen>(
        _ screen: Screen,
        operation: String,
        policy: PausedIntentPolicy,
        handler: @escaping @MainActor (Screen.Intent) -> RouteResult
    ) -> RouteRegistration? {
        switch lifecycle.routeRefusal {
        case nil:
            break
        case .notRunning(let state):
            reject(operation, reason: "\(path) is \(state.rawValue); only a running coordinator routes screens")
            return nil
        case .ending:
            reject(operation, reason: "\(path) is finishing; a screen routed now would be cut off at once")
            return nil
        }
        let table = madeRouteTable
        let registration = ScreenRouteRegistration(id: table.nextID(), screen: screen)
        table.add(registration)
        history.noteHeld()
        if let tree { tree.audit.register(screen: screen, name: registration.screenName, routedBy: self) }
        // The closures hold the route's number, not the registration: the registration holds
        // the subscription, so holding it back would be a cycle. The intent handler holds `self`
        // strongly, a cycle through the screen's channel that every way out breaks: the
        // coordinator's end cancels its subscriptions, and the screen's release finishes its
        // channel, which drops the handler. Not weakly or unowned: loading either costs an atomic
        // check on every intent (a weak load also the slow reference counting it brings), about
        // a sixth of routing one. The release handler, which runs once, holds it unowned, and
        // the registration strongly, for its slot: the same cycle through the channel, broken
        // the same ways (a removal of the route cancels it first). Weakly, it gave every
        // registration a side table, and each retain and release of it the runtime's slow path.
        // The screen's name goes with each intent, for the log, rather than a look-up per intent.
        let screenName = registration.screenName
        registration.keep(
            screen.intents.subscribeRoute(
                onIntent: { [self] intent in
                    receive(intent, from: screenName, policy: policy, handler: handler)
                },
                onRelease: { [unowned self, registration] _ in
                    screenReleased(registration)
                }))
        return registration
    }

    private func receive<Intent: Sendable>(
        _ intent: Intent,
        from screenName: String,
        policy: PausedIntentPolicy,
        handler: @escaping @MainActor (Intent) -> RouteResult
    ) {
        let action = lifecycle.intentArrived(
            policy: policy,
            buffered: BufferedIntent(intent: LoggedValue(intent)) { [weak self] in
                self?.dispatch(intent, handler: handler)
            })
        if case .ignore = action { return }
        log(.intentReceived(intent: LoggedValue(intent), screen: screenName))
        switch action {
        case .dispatch:
            dispatch(intent, handler: handler)
        case .buffered:
            log(.intentBuffered(intent: LoggedValue(intent)))
        case .drop:
            log(.intentDropped(intent: LoggedValue(intent), reason: "\(path) is paused"))
        case .ignore:
            break
        }
    }

    func dispatch<Intent: Sendable>(_ intent: Intent, handler: @MainActor (Intent) -> RouteResult) {
        lifecycle.routeBegan()
        let result = handler(intent)
        lifecycle.routeReturned()
        switch result {
        case .handled: log(.routed(intent: LoggedValue(intent), from: nil))
        case .unhandled: bubble(intent)
        }
        endIfRequestedWhileRouting()
    }

    /// Passes an unhandled intent up the tree until a coordinator handles it or the root logs it.
    private func bubble(_ intent: any Sendable) {
        log(.bubbled(intent: LoggedValue(intent)))
        var child = self
        while let parent = child.parent {
            parent.lifecycle.routeBegan()
            let result = parent.hooks?.bubbledRoute?(intent, AnyFlow(child)) ?? .unhandled
            parent.lifecycle.routeReturned()
            if result == .handled {
                parent.log(.routed(intent: LoggedValue(intent), from: child.path))
                parent.endIfRequestedWhileRouting()
                return
            }
            if parent.parent != nil { parent.log(.bubbled(intent: LoggedValue(intent))) }
            parent.endIfRequestedWhileRouting()
            child = parent
        }
        child.treeLog?.noteUnhandled()
        child.log(.unhandled(intent: LoggedValue(intent)))
    }

    /// An end requested from inside a route handler takes effect once the route is logged, so
    /// the log reads intent, routed, torn down.
    private func endIfRequestedWhileRouting() {
        guard case .end(let end) = lifecycle.routeSettled() else { return }
        self.end(end)
    }

    private func screenReleased(_ registration: RouteRegistration) {
        // Found by its slot, not searched for: a stack of N routed screens popped to its root
        // releases them oldest first.
        let wasBound = routeTable?.bound === registration
        guard routeTable?.remove(registration) == true else { return }
        if let screen = registration.screen { tree?.audit.noteRemoved(screen: screen) }
        registration.subscriptionEnded()
        switch lifecycle.screenReleased(wasBound: wasBound) {
        case .end:
            end(CoordinatorLifecycle.End(.screenReleased))
        case .logRelease:
            log(.screenReleased(screen: registration.screenName))
        case .none:
            break
        }
    }
}
