import ReactiveCoordinator

/// The catalog tab: a list at the bottom of its stack; a product flow per product opened.
@MainActor
final class CatalogCoordinator: Coordinator<Void> {
    private weak var stack: HeadlessStack?
    private weak var list: TestScreen<CatalogIntent>?

    init(stack: HeadlessStack) {
        self.stack = stack
        super.init(name: "catalog")
    }

    override func start() {
        let list = TestScreen<CatalogIntent>("list")
        guard let stack, (try? stack.push(list)) != nil else { return cancel() }
        self.list = list
        bind(to: list) { [unowned self] intent in
            switch intent {
            case .open(let id): showProduct(id)
            }
            return .handled
        }
    }

    /// A product link is taken here: back to the list, then the product on top of it.
    override func handle(linkStep step: any Sendable) -> LinkStepHandling {
        guard case ShopStep.product(let id) = step else { return super.handle(linkStep: step) }
        return .take { [unowned self] in
            if let stack, let list { _ = try? stack.pop(to: list) }
            showProduct(id)
        }
    }

    /// The way to a product flow already shown: pop what is above its screen.
    override func prepareForLink(toward child: AnyCoordinator?) {
        guard let stack, let screen = child?.boundScreen else { return }
        _ = try? stack.pop(to: screen)
    }

    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard restoration.kind == "product" else { return false }
        let state = try restoration.value(ProductCoordinator.State.self)
        showProduct(state.id, reviews: state.showsReviews)
        return true
    }

    private func showProduct(_ id: Int, reviews: Bool = false) {
        try? startChild(ProductCoordinator(id: id, stack: stack, reviews: reviews))
    }
}

/// One product's screen, and its reviews above it once asked for.
@MainActor
final class ProductCoordinator: Coordinator<Void> {
    /// What the restoration record keeps of a product flow.
    struct State: Codable, Sendable {
        var id: Int
        var showsReviews: Bool
    }

    let id: Int
    private weak var stack: HeadlessStack?
    private weak var reviews: TestScreen<ProductIntent>?
    private weak var screen: TestScreen<ProductIntent>?
    private let startsWithReviews: Bool

    init(id: Int, stack: HeadlessStack?, reviews: Bool = false) {
        self.id = id
        self.stack = stack
        self.startsWithReviews = reviews
        super.init(name: "product")
    }

    override func start() {
        let screen = TestScreen<ProductIntent>("product \(id)")
        guard let stack, (try? stack.push(screen)) != nil else { return cancel() }
        self.screen = screen
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .showReviews: showReviews()
            case .close: finish()
            }
            return .handled
        }
        if startsWithReviews { showReviews() }
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "product", shown: .pushed, value: State(id: id, showsReviews: reviews != nil))
    }

    override func handle(linkStep step: any Sendable) -> LinkStepHandling {
        guard case ShopStep.reviews = step else { return super.handle(linkStep: step) }
        return .take { [unowned self] in showReviews() }
    }

    private func showReviews() {
        guard reviews == nil, let stack else { return }
        let reviews = TestScreen<ProductIntent>("reviews \(id)")
        guard (try? stack.push(reviews)) != nil else { return }
        self.reviews = reviews
        route(reviews) { _ in .handled }
    }

    override func didEnd(_ reason: TeardownReason) {
        guard let stack, let screen, let index = stack.screens.firstIndex(where: { $0 === screen }) else { return }
        _ = try? stack.setScreens(Array(stack.screens[..<index]))
    }
}
