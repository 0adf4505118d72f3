import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// The shop's root: the catalog tab and an account tab; a sheet may be up over them; links wait
/// until the user has signed in.
@MainActor
final class ShopCoordinator: LinkRoutingCoordinator {
    private weak var window: HeadlessWindow?
    private weak var tabs: HeadlessTabs?
    private var flow: Flow<Void>?
    /// Whether the user has signed in; links wait until then.
    var isSignedIn: Bool {
        didSet { flow?.isReadyForLinks = isSignedIn }
    }

    init(window: HeadlessWindow, signedIn: Bool) {
        self.window = window
        self.isSignedIn = signedIn
    }

    func start(_ flow: Flow<Void>) {
        self.flow = flow
        // snippet: ready
        flow.isReadyForLinks = isSignedIn  // and again when `isSignedIn` changes: a waiting link runs
        // end snippet
        let tabs = HeadlessTabs()
        let stack = HeadlessStack(name: "catalog")
        // A failure of either is logged with this flow's path; the flow then ends.
        guard let window, flow.setTabs([stack, AccountScreen()], in: tabs), flow.setRoot(tabs, in: window)
        else {
            return flow.cancel()
        }
        self.tabs = tabs
        try? flow.startChild(CatalogCoordinator(stack: stack))
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        flow.routeLinkStepToScreens(step)
    }

    // snippet: prepare
    /// A link on its way down: nothing presented above the tabs, and the catalog's tab selected.
    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
        guard let window, let tabs else { return }
        if !window.presentedScreens.isEmpty { flow.dismiss(from: tabs, in: window) }
        flow.selectTab(at: 0, in: tabs)
    }
    // end snippet
}
