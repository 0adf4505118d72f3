/// A deep link the tree keeps until it is ready, with whoever waits for its outcome.
@MainActor
struct WaitingLink {
    let link: DeepLink
    let completion: @MainActor (Result<Void, DeepLinkError>) -> Void
}
