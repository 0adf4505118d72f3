/// A coordinator that answers deep links' steps itself, beyond sending them to its screens.
///
/// Without this conformance a step that reaches a coordinator is taken by the newest screen it
/// routes whose intent type is the step's type (``Flow/routeLinkStepToScreens(_:)``).
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#link-step -->
/// ```swift
/// func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
///     guard case ShopStep.product(let id) = step else { return flow.routeLinkStepToScreens(step) }
///     return .take { self.showProduct(id, in: flow) }
/// }
/// ```
@MainActor
public protocol LinkRoutingCoordinator<Output>: Coordinator {
    /// Answers a deep link's step that reached this coordinator on its way down the tree.
    ///
    /// Return ``LinkStepHandling/take(_:)`` with what taking it does (show a product, start the
    /// reviews flow), or ``LinkStepHandling/pass`` to let the link ask this coordinator's
    /// children, newest first. Answering must change nothing: the tree first prepares the way,
    /// then runs the action. The default is ``Flow/routeLinkStepToScreens(_:)``.
    ///
    /// - Parameters:
    ///   - step: The step, as the link holds it.
    ///   - flow: This coordinator's flow.
    /// - Returns: Whether, and how, this coordinator takes it.
    func handle(linkStep step: any Sendable, in flow: Flow<Output>) -> LinkStepHandling

    /// Makes the way visible for a link step taken here or below.
    ///
    /// Called on each coordinator from where the step's search began down to the one that takes
    /// it, parents first, before the step is taken: dismiss what is presented above your screens,
    /// select the tab of `child`, pop to the screen `child` shows. The default does nothing.
    ///
    /// - Parameters:
    ///   - child: The next flow on the way, or nil when the step is taken here.
    ///   - flow: This coordinator's flow.
    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Output>)
}

extension LinkRoutingCoordinator {
    /// Takes the step if a screen this flow routes publishes intents of its type.
    ///
    /// - Parameters:
    ///   - step: The step, as the link holds it.
    ///   - flow: This coordinator's flow.
    /// - Returns: What ``Flow/routeLinkStepToScreens(_:)`` answers.
    public func handle(linkStep step: any Sendable, in flow: Flow<Output>) -> LinkStepHandling {
        flow.routeLinkStepToScreens(step)
    }

    /// Does nothing: nothing needs to move out of the way.
    ///
    /// - Parameters:
    ///   - child: The next flow on the way, or nil when the step is taken here.
    ///   - flow: This coordinator's flow.
    public func prepareForLink(toward child: AnyFlow?, in flow: Flow<Output>) {}
}
