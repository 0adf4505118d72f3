import ReactiveCoordinator

/// The catalog tab: the list at the bottom of its stack, and a product flow per product opened.
@MainActor
final class CatalogCoordinator: Coordinator<Void> {
    private weak var stack: HeadlessStack?
    private weak var list: CatalogScreen?

    init(stack: HeadlessStack) {
        self.stack = stack
        super.init(name: "catalog")
    }

    override func start() {
        let list = CatalogScreen()
        guard let stack, push(list, on: stack) else { return cancel() }
        self.list = list
        bind(to: list) { [unowned self] intent in
            switch intent {
            case .open(let id): showProduct(id)
            }
            return .handled
        }
    }

    // snippet: take
    /// A product link is taken here: back to the list, then the product above it.
    override func handle(linkStep step: any Sendable) -> LinkStepHandling {
        guard case ShopStep.product(let id) = step else { return super.handle(linkStep: step) }
        return .take { [unowned self] in
            if let stack, let list { pop(to: list, on: stack) }
            showProduct(id)
        }
    }
    // end snippet

    /// The way to a product flow already shown: pop what is above its screen.
    override func prepareForLink(toward child: AnyCoordinator?) {
        guard let stack, let screen = child?.boundScreen else { return }
        pop(to: screen, on: stack)
    }

    // snippet: restore
    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard restoration.kind == "product" else { return false }
        let saved = try restoration.value(ProductCoordinator.Saved.self)
        showProduct(saved.id, reviews: saved.showsReviews)
        return true
    }
    // end snippet

    private func showProduct(_ id: Int, reviews: Bool = false) {
        try? startChild(ProductCoordinator(id: id, stack: stack, reviews: reviews))
    }
}

/// One product, and its reviews above it once asked for.
///
/// Both are pushed with the coordinator's own `push(_:on:)`, so a cancel (or the catalog's
/// teardown) pops them again, reviews first; a product the user went back from is already gone.
@MainActor
final class ProductCoordinator: Coordinator<Void> {
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
        super.init(name: "product")
    }

    override func start() {
        let screen = ProductScreen("product \(id)")
        guard let stack, push(screen, on: stack) else { return cancel() }
        self.screen = screen
        bind(to: screen) { [unowned self] _ in
            showReviews()
            return .handled
        }
        if startsWithReviews { showReviews() }
    }

    // snippet: record
    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "product", shown: .pushed, value: Saved(id: id, showsReviews: reviews != nil))
    }
    // end snippet

    override func handle(linkStep step: any Sendable) -> LinkStepHandling {
        guard case ShopStep.reviews = step else { return super.handle(linkStep: step) }
        return .take { [unowned self] in showReviews() }
    }

    private func showReviews() {
        guard reviews == nil, let stack else { return }
        let reviews = ProductScreen("reviews \(id)")
        guard push(reviews, on: stack) else { return }
        self.reviews = reviews
        route(reviews) { _ in .handled }
    }
}
