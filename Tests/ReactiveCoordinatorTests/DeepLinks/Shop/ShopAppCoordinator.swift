@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport

/// The shop's root: tabs of a catalog stack and an account screen; it can present a promo sheet
/// over them, and waits for a sign-in before it takes links.
@MainActor
final class ShopAppCoordinator: LinkRoutingCoordinator, KeepsItsFlow {
    private weak var window: HeadlessWindow?
    private weak var tabs: HeadlessTabs?
    var isSignedIn: Bool
    /// What `prepareForLink(toward:in:)` was asked, for the tests.
    private(set) var preparations: [String] = []
    private(set) var started: Flow<Void>?

    init(window: HeadlessWindow, signedIn: Bool = true) {
        self.window = window
        self.isSignedIn = signedIn
    }

    func start(_ flow: Flow<Void>) {
        started = flow
        flow.isReadyForLinks = isSignedIn
        flow.onEnd { _ in _ = try? self.window?.setRoot(nil) }
        guard let window else { return flow.cancel() }
        let tabs = HeadlessTabs(name: "tabs")
        let stack = HeadlessStack(name: "catalog")
        let account = TestScreen<AccountIntent>("account")
        do {
            try tabs.setTabs([stack, account])
            try window.setRoot(tabs)
        } catch {
            return flow.cancel()
        }
        self.tabs = tabs
        flow.route(account) { intent in
            switch intent {
            case .showProduct(let id): flow.openLink(DeepLink(ShopStep.product(id: id)))
            }
            return .handled
        }
        try? flow.startChild(CatalogCoordinator(stack: stack), named: "catalog")
    }

    /// Tells the tree whether it takes links now: once signed in.
    func linkReadinessChanged() {
        started?.isReadyForLinks = isSignedIn
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case AccountStep.account = step else { return flow.routeLinkStepToScreens(step) }
        return .take { try? self.tabs?.selectTab(at: 1) }
    }

    /// The way to the catalog: nothing presented above the tabs, the catalog tab selected.
    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
        preparations.append(child?.path ?? flow.path)
        // Through the flow, so a guarded sheet's guard is asked (issue 35).
        if let window, let tabs, !window.presentedScreens.isEmpty { flow.dismiss(from: tabs, in: window) }
        if child != nil { try? tabs?.selectTab(at: 0) }
    }

    /// Presents a promo sheet over the tabs, run by its own flow.
    func presentPromo() throws {
        guard let window, let tabs else { return }
        try flow.startChild(PromoCoordinator(window: window, presenter: tabs), named: "promo")
    }
}

/// A sheet with one screen; one that takes no links closes the gate while it is up (a form being
/// filled in, say).
@MainActor
final class PromoCoordinator: Coordinator {
    private weak var window: HeadlessWindow?
    private weak var presenter: AnyObject?
    private let takesLinks: Bool

    init(window: HeadlessWindow, presenter: AnyObject, takesLinks: Bool = true) {
        self.window = window
        self.presenter = presenter
        self.takesLinks = takesLinks
    }

    func start(_ flow: Flow<Void>) {
        flow.isReadyForLinks = takesLinks
        let screen = TestScreen<PromoIntent>("promo")
        guard let window, let presenter, (try? window.present(screen, over: presenter)) != nil else {
            return flow.cancel()
        }
        flow.bind(to: screen) { _ in
            flow.finish()
            return .handled
        }
    }
}
