@testable import ExampleFlows
import ReactiveCoordinator
import TestSupport

/// The shop's root: tabs of a catalog stack and an account screen; it can present a promo sheet
/// over them, and waits for a sign-in before it takes links.
@MainActor
final class ShopAppCoordinator: Coordinator<Void> {
    private weak var window: HeadlessWindow?
    private weak var tabs: HeadlessTabs?
    private(set) weak var catalog: CatalogCoordinator?
    var isSignedIn: Bool
    /// What `prepareForLink(toward:)` was asked, for the tests.
    private(set) var preparations: [String] = []

    init(window: HeadlessWindow, signedIn: Bool = true) {
        self.window = window
        self.isSignedIn = signedIn
        super.init(name: "shop")
    }

    override func start() {
        guard let window else { return cancel() }
        let tabs = HeadlessTabs(name: "tabs")
        let stack = HeadlessStack(name: "catalog")
        let account = TestScreen<AccountIntent>("account")
        do {
            try tabs.setTabs([stack, account])
            try window.setRoot(tabs)
        } catch {
            return cancel()
        }
        self.tabs = tabs
        route(account) { [unowned self] intent in
            switch intent {
            case .showProduct(let id): openLink(DeepLink(ShopStep.product(id: id)))
            }
            return .handled
        }
        let catalog = CatalogCoordinator(stack: stack)
        try? startChild(catalog)
        self.catalog = catalog
    }

    override var isReadyForLinks: Bool {
        isSignedIn
    }

    override func handle(linkStep step: any Sendable) -> LinkStepHandling {
        guard case AccountStep.account = step else { return super.handle(linkStep: step) }
        return .take { [unowned self] in try? tabs?.selectTab(at: 1) }
    }

    /// The way to the catalog: nothing presented above the tabs, the catalog tab selected.
    override func prepareForLink(toward child: AnyCoordinator?) {
        preparations.append(child?.path ?? path)
        if let window, let tabs, !window.presentedScreens.isEmpty { _ = try? window.dismiss(from: tabs) }
        if child != nil { try? tabs?.selectTab(at: 0) }
    }

    /// Presents a promo sheet over the tabs, run by its own flow.
    func presentPromo() throws {
        guard let window, let tabs else { return }
        try startChild(PromoCoordinator(window: window, presenter: tabs))
    }

    override func didEnd(_ reason: TeardownReason) {
        _ = try? window?.setRoot(nil)
    }
}

/// A sheet with one screen.
@MainActor
final class PromoCoordinator: Coordinator<Void> {
    private weak var window: HeadlessWindow?
    private weak var presenter: AnyObject?

    init(window: HeadlessWindow, presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
        super.init(name: "promo")
    }

    override func start() {
        let screen = TestScreen<PromoIntent>("promo")
        guard let window, let presenter, (try? window.present(screen, over: presenter)) != nil else { return cancel() }
        bind(to: screen) { [unowned self] _ in
            finish()
            return .handled
        }
    }
}
