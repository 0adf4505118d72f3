/// A deep link the tree keeps until it is ready, with whoever waits for its outcome.
@MainActor
struct WaitingLink {
    let link: DeepLink
    let completion: @MainActor (Result<Void, DeepLinkError>) -> Void
    /// The cancellation of the task that awaits it, when a task awaits it.
    var ticket: LinkWaitTicket?
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
