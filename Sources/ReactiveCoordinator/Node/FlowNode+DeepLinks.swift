extension FlowNode {
    /// The default answer to a deep link's step: take it if a screen this coordinator routes
    /// publishes intents of the step's type, by sending it as that screen's intent (the newest
    /// such screen), so it is routed exactly as the user's tap would be.
    ///
    /// Call it from an override of ``handle(linkStep:)`` for the steps the override does not
    /// know.
    ///
    /// - Parameter step: The step.
    /// - Returns: ``LinkStepHandling/take(_:)`` with the send, or ``LinkStepHandling/pass``.
    func routeLinkStepToScreens(_ step: any Sendable) -> LinkStepHandling {
        guard let route = routeTable?.newestRoute(accepting: step) else { return .pass }
        return .take { _ = route.inject(step) }
    }

    /// Opens or closes its gate for links and records; opening it tries the waiting link.
    func setReadyForLinks(_ isReady: Bool) {
        linkGate.set(open: isReady)
        if isReady {
            tree?.runWaitingLinkIfReady()
        } else {
            tree?.gatesWereClosed = true
        }
    }

    /// Opens a deep link in this coordinator's tree, from the root down.
    func openLink(_ link: DeepLink) {
        guard let tree else {
            reject("open link", reason: "\(path) is not in a started tree")
            return
        }
        tree.open(link) { _ in }
    }
}
