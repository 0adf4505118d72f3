extension Flow {
    /// Whether deep links may run now, and restoration records go past this flow: a gate.
    ///
    /// Set it to `false` while, say, the user is signed out, and back to `true` when that
    /// changes. A link waits, whole, while any flow is not ready, and runs once every one is
    /// (setting it to `true` tries the waiting link) or the flows that were not have ended (a
    /// flow's end opens its gate; the link is tried on the main actor's next turn, once the
    /// change that ended the flow has run to its end); a restoration record is refused from its
    /// first step below the root (``RestorationError/gated(by:)``), so an edited record cannot
    /// take the app past sign-in. `true` by default.
    public var isReadyForLinks: Bool {
        get { node.readyForLinks }
        nonmutating set { node.setReadyForLinks(newValue) }
    }

    /// The default answer to a deep link's step: take it if a screen this flow routes publishes
    /// intents of the step's type, by sending it as that screen's intent (the newest such
    /// screen), so it is routed exactly as the user's tap would be.
    ///
    /// Call it from ``LinkRoutingCoordinator/handle(linkStep:in:)`` for the steps it does not
    /// know.
    ///
    /// - Parameter step: The step.
    /// - Returns: ``LinkStepHandling/take(_:)`` with the send, or ``LinkStepHandling/pass``.
    public func routeLinkStepToScreens(_ step: any Sendable) -> LinkStepHandling {
        node.routeLinkStepToScreens(step)
    }

    /// Opens a deep link in this flow's tree, from the root down.
    ///
    /// Called while an intent is being routed (from a route handler), the link runs after that
    /// intent, as an intent sent there would. Its outcome is in the event log: the steps taken,
    /// and a refusal naming the step that stopped it. Use ``CoordinatorTree/open(_:)`` to await
    /// the outcome instead.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#open-link -->
    /// ```swift
    /// flow.bind(to: screen) { intent in
    ///     if case .showReviews(let id) = intent { flow.openLink(DeepLink(ShopStep.product(id: id), ShopStep.reviews)) }
    ///     return .handled
    /// }
    /// ```
    ///
    /// - Parameter link: The link.
    public func openLink(_ link: DeepLink) {
        node.openLink(link)
    }
}
