/// A deep link the tree keeps until it is ready, with whoever waits for its outcome.
@MainActor
struct WaitingLink {
    /// The steps still to take.
    var link: DeepLink
    let completion: @MainActor (Result<Void, DeepLinkError>) -> Void
    /// The cancellation of the task that awaits it, when a task awaits it.
    var ticket: LinkWaitTicket?
    /// The index, in the link as opened, of its first step still to take: not 0 when it waits
    /// for a guard's answer from the middle.
    var firstStep = 0
    /// Where the search for its first step still to take begins (the taker of the step before),
    /// when it waits from the middle; the root when nil.
    weak var start: FlowNode?
}

/// Whether the task awaiting a link was cancelled: the link then ends with
/// ``DeepLinkError/cancelled`` instead of waiting on.
@MainActor
final class LinkWaitTicket {
    private(set) var isCancelled = false

    func cancel() {
        isCancelled = true
    }
}
