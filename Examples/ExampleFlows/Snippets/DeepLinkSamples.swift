import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

// The deep links' doc-comment samples, on a small shop: a home screen at the bottom of a stack,
// a product flow per product, and the product's reviews above it. The links are made of the
// shop example's `ShopStep`s. DeepLinkSampleTests opens them and reads the stack.
enum DeepLinkSamples {
    @MainActor final class HomeScreen: IntentScreen {
        enum Intent: Sendable { case showReviews(id: Int) }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class PageScreen: IntentScreen, CustomStringConvertible {
        enum Intent: Sendable { case back }
        let intents = IntentChannel<Intent>()
        nonisolated let description: String
        init(_ description: String) { self.description = description }
    }

    /// The root: the home screen; takes a product step by starting the product's flow.
    final class HomeCoordinator: LinkRoutingCoordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack) { self.stack = stack }

        // snippet: link-step
        func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
            guard case ShopStep.product(let id) = step else { return flow.routeLinkStepToScreens(step) }
            return .take { self.showProduct(id, in: flow) }
        }
        // end snippet

        private func showProduct(_ id: Int, in flow: Flow<Void>) {
            try? flow.startChild(ProductCoordinator(id: id, stack: stack))
        }
    }

    /// A product; takes the reviews step by pushing the reviews.
    final class ProductCoordinator: LinkRoutingCoordinator {
        let id: Int
        weak var stack: HeadlessStack?
        init(id: Int, stack: HeadlessStack?) { (self.id, self.stack) = (id, stack) }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let screen = PageScreen("product \(id)")
            flow.push(screen, on: stack)
            flow.bind(to: screen) { _ in .handled }
        }

        func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
            guard case ShopStep.reviews = step, let stack else { return flow.routeLinkStepToScreens(step) }
            return .take { flow.push(PageScreen("reviews \(self.id)"), on: stack) }
        }
    }

    @MainActor
    static func open(in tree: CoordinatorTree) async throws {
        // snippet: open
        try await tree.open(DeepLink(ShopStep.product(id: 42), ShopStep.reviews))
        // end snippet
    }

    @MainActor
    static func openWithin(in tree: CoordinatorTree) async throws {
        // snippet: bounded-wait
        let opening = Task { try await tree.open(DeepLink(ShopStep.product(id: 42))) }
        let timeout = Task {
            try await Task.sleep(for: .seconds(5))
            opening.cancel()  // still waiting: it ends with DeepLinkError.cancelled
        }
        defer { timeout.cancel() }
        try await opening.value
        // end snippet
    }

    @MainActor
    static func openWhenReady(in tree: CoordinatorTree, print: Printer) {
        // snippet: open-when-ready
        tree.open(DeepLink(ShopStep.product(id: 42))) { result in
            if case .failure(let error) = result { print(error) }
        }
        // end snippet
    }

    @MainActor
    static func openURL(in tree: CoordinatorTree) async throws {
        // snippet: table
        var table = DeepLinkTable(scheme: "shop")
        table.add("product/:id/reviews") { parameters throws(DeepLinkURLError) in
            DeepLink(ShopStep.product(id: try parameters.integer("id")), ShopStep.reviews)
        }
        try await tree.open(table.link(for: "shop://product/42/reviews"))
        // end snippet
    }
}

extension DeepLinkSamples.HomeCoordinator {
    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let screen = DeepLinkSamples.HomeScreen()
        flow.push(screen, on: stack)
        routeHome(screen, in: flow)
    }
}

// At file scope, so that the sample's lines fit the line length as the documentation shows them.
@MainActor
private func routeHome(_ screen: DeepLinkSamples.HomeScreen, in flow: Flow<Void>) {
    // snippet: open-link
    flow.bind(to: screen) { intent in
        if case .showReviews(let id) = intent { flow.openLink(DeepLink(ShopStep.product(id: id), ShopStep.reviews)) }
        return .handled
    }
    // end snippet
}
