import ReactiveCoordinator

/// The shop's root: the catalog tab and an account tab; a sheet may be up over them; links wait
/// until the user has signed in.
@MainActor
final class ShopCoordinator: Coordinator<Void> {
    private weak var window: HeadlessWindow?
    private weak var tabs: HeadlessTabs?
    /// Whether the user has signed in; links wait until then.
    var isSignedIn: Bool {
        didSet { linkReadinessChanged() }
    }

    init(window: HeadlessWindow, signedIn: Bool) {
        self.window = window
        self.isSignedIn = signedIn
        super.init(name: "shop")
    }

    override func start() {
        let tabs = HeadlessTabs()
        let stack = HeadlessStack(name: "catalog")
        // A failure of either is logged with this flow's path; the flow then ends.
        guard let window, setTabs([stack, ProductScreen("account")], in: tabs), setRoot(tabs, in: window) else {
            return cancel()
        }
        self.tabs = tabs
        try? startChild(CatalogCoordinator(stack: stack))
    }

    // snippet: ready
    override var isReadyForLinks: Bool {
        isSignedIn
    }
    // end snippet

    // snippet: prepare
    /// A link on its way down: nothing presented above the tabs, and the catalog's tab selected.
    override func prepareForLink(toward child: AnyCoordinator?) {
        guard let window, let tabs else { return }
        if !window.presentedScreens.isEmpty { dismiss(from: tabs, in: window) }
        selectTab(at: 0, in: tabs)
    }
    // end snippet
}
