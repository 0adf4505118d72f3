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
        guard let stack, (try? stack.push(list)) != nil else { return cancel() }
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
            if let stack, let list { _ = try? stack.pop(to: list) }
            showProduct(id)
        }
    }
    // end snippet

    /// The way to a product flow already shown: pop what is above its screen.
    override func prepareForLink(toward child: AnyCoordinator?) {
        guard let stack, let screen = child?.boundScreen else { return }
        _ = try? stack.pop(to: screen)
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
        guard let stack, (try? stack.push(screen)) != nil else { return cancel() }
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
        guard (try? stack.push(reviews)) != nil else { return }
        self.reviews = reviews
        route(reviews) { _ in .handled }
    }

    override func didEnd(_ reason: TeardownReason) {
        guard let stack, let screen, let index = stack.screens.firstIndex(where: { $0 === screen }) else { return }
        _ = try? stack.setScreens(Array(stack.screens[..<index]))
    }
}
