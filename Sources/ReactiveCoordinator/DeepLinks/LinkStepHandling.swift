/// A coordinator's answer when a deep link's step reaches it: take it, or let it go further down.
///
/// Returned by ``LinkRoutingCoordinator/handle(linkStep:in:)``. The answer is asked for before anything
/// changes; the tree then prepares the way (``LinkRoutingCoordinator/prepareForLink(toward:in:)`` on each
/// coordinator from where the search began down to this one) and only then runs the action.
public enum LinkStepHandling: Sendable {
    /// Not a step this coordinator takes: the link asks its children, newest first.
    case pass
    /// This coordinator takes the step by running `action` (show a screen, start a child).
    case take(@MainActor @Sendable () -> Void)
}
