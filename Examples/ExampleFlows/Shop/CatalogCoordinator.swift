import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// The catalog tab: the list at the bottom of its stack, and a product flow per product opened.
@MainActor
final class CatalogCoordinator: LinkRoutingCoordinator, RestorableCoordinator {
    private weak var stack: HeadlessStack?
    private weak var list: CatalogScreen?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        let list = CatalogScreen()
        guard let stack, flow.push(list, on: stack) else { return flow.cancel() }
        self.list = list
        flow.bind(to: list) { intent in
            switch intent {
            case .open(let id): self.showProduct(id, in: flow)
            }
            return .handled
        }
    }

    // snippet: take
    /// A product link is taken here: back to the list, then the product above it.
    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case ShopStep.product(let id) = step else { return flow.routeLinkStepToScreens(step) }
        return .take {
            if let stack = self.stack, let list = self.list { flow.pop(to: list, on: stack) }
            self.showProduct(id, in: flow)
        }
    }
    // end snippet

    /// The way to a product flow already shown: pop what is above its screen.
    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
        guard let stack, let screen = child?.boundScreen else { return }
        flow.pop(to: screen, on: stack)
    }

    /// The catalog is the tab itself: the shop makes it, so it writes no step of its own.
    var restoration: CoordinatorRestoration? { nil }

    // snippet: restore
    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "product" else { return false }
        let saved = try restoration.value(ProductCoordinator.Saved.self)
        showProduct(saved.id, reviews: saved.showsReviews, in: flow)
        return true
    }
    // end snippet

    private func showProduct(_ id: Int, reviews: Bool = false, in flow: Flow<Void>) {
        try? flow.startChild(ProductCoordinator(id: id, stack: stack, reviews: reviews))
    }
}

/// One product, and its reviews above it once asked for.
///
/// Both are pushed with the flow's `push(_:on:)`, so a cancel (or the catalog's teardown) pops
/// them again, reviews first; a product the user went back from is already gone.
@MainActor
final class ProductCoordinator: LinkRoutingCoordinator, RestorableCoordinator {
    /// What a restoration record keeps of a product flow.
    struct Saved: Codable, Sendable {
        var id: Int
        var showsReviews: Bool
    }

    private let id: Int
    private let startsWithReviews: Bool
    private weak var stack: HeadlessStack?
    private weak var screen: ProductScreen?
    private weak var reviews: ProductScreen?

    init(id: Int, stack: HeadlessStack?, reviews: Bool = false) {
        self.id = id
        self.stack = stack
        self.startsWithReviews = reviews
    }

    func start(_ flow: Flow<Void>) {
        let screen = ProductScreen("product \(id)")
        guard let stack, flow.push(screen, on: stack) else { return flow.cancel() }
        self.screen = screen
        flow.bind(to: screen) { _ in
            self.showReviews(in: flow)
            return .handled
        }
        if startsWithReviews { showReviews(in: flow) }
    }

    // snippet: record
    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "product", shown: .pushed, value: Saved(id: id, showsReviews: reviews != nil))
    }
    // end snippet

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case ShopStep.reviews = step else { return flow.routeLinkStepToScreens(step) }
        return .take { self.showReviews(in: flow) }
    }

    private func showReviews(in flow: Flow<Void>) {
        guard reviews == nil, let stack else { return }
        let reviews = ProductScreen("reviews \(id)")
        // Routed even when `push` returns `false`: asked during the user's back swipe, the push
        // waits and shows the screen once the finger lifts. A refused push lets the screen go,
        // and its route with it.
        flow.push(reviews, on: stack)
        self.reviews = reviews
        flow.route(reviews) { _ in .handled }
    }
}
