import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The screens of a shop (nested, so their names do not clash with the deep-link tests' shop).
enum Storefront {
    /// A product page: the screen the shop's flow is bound to.
    @MainActor
    final class ProductScreen: IntentScreen {
        enum Intent: Sendable { case reviews, buy }
        let intents = IntentChannel<Intent>()
    }

    /// The product's reviews, pushed and routed (not bound) by the shop's flow.
    @MainActor
    final class ReviewsScreen: IntentScreen {
        enum Intent: Sendable { case close }
        let intents = IntentChannel<Intent>()
    }

    /// The payment form, pushed and routed by the shop's flow.
    @MainActor
    final class PaymentScreen: IntentScreen {
        enum Intent: Sendable { case pay }
        let intents = IntentChannel<Intent>()
    }

    /// The order's confirmation, pushed and routed by the shop's flow.
    @MainActor
    final class ConfirmationScreen: IntentScreen {
        enum Intent: Sendable { case done }
        let intents = IntentChannel<Intent>()
    }
}

/// A shop as apps write one: one flow bound to its product page, which pushes and routes the
/// reviews, the payment and the confirmation on its own stack, and finishes when the order is done.
@MainActor
final class ShopCoordinator: Coordinator {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let stack = HeadlessStack()
        let product = Storefront.ProductScreen()
        guard flow.push(product, on: stack), flow.setRoot(stack, in: window) else { return }
        flow.bind(to: product) { [weak stack] intent in
            guard let stack else { return .handled }
            switch intent {
            case .reviews: Self.showReviews(on: stack, in: flow)
            case .buy: Self.showPayment(on: stack, in: flow)
            }
            return .handled
        }
    }

    private static func showReviews(on stack: HeadlessStack, in flow: Flow<Void>) {
        let reviews = Storefront.ReviewsScreen()
        flow.push(reviews, on: stack)
        flow.route(reviews) { [weak stack, weak reviews] intent in
            switch intent {
            case .close: if let stack, let reviews { flow.pop(reviews, from: stack) }
            }
            return .handled
        }
    }

    private static func showPayment(on stack: HeadlessStack, in flow: Flow<Void>) {
        let payment = Storefront.PaymentScreen()
        flow.push(payment, on: stack)
        flow.route(payment) { [weak stack] intent in
            switch intent {
            case .pay:
                guard let stack else { return .handled }
                let confirmation = Storefront.ConfirmationScreen()
                flow.push(confirmation, on: stack)
                flow.route(confirmation) { intent in
                    switch intent {
                    case .done: flow.finish()
                    }
                    return .handled
                }
            }
            return .handled
        }
    }
}

@MainActor
struct ScreenTrackingTests {
    @Test func everyScreenAShopRoutesIsTrackedOnceWhenItAppears() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: ShopCoordinator(window: window), named: "shop")
        let reporter = RecordingReporter()
        let telemetry = NavigationTelemetry(tree: tree, reporter: reporter, analytics: reporter)
        let log = EventLogRecorder(tree)
        try tree.start()
        do {  // the stack and its screens go with the window below
            let stack = try #require(window.root as? HeadlessStack)
            func top<Screen>(_: Screen.Type) throws -> Screen { try #require(stack.screens.last as? Screen) }

            try top(Storefront.ProductScreen.self).intents.send(.reviews)
            try top(Storefront.ReviewsScreen.self).intents.send(.close)
            try top(Storefront.ProductScreen.self).intents.send(.reviews)
            #expect(stack.userTapsBack() != nil)
            try top(Storefront.ProductScreen.self).intents.send(.buy)
            try top(Storefront.PaymentScreen.self).intents.send(.pay)
            try top(Storefront.ConfirmationScreen.self).intents.send(.done)
        }

        #expect(
            reporter.tracked.filter { $0.hasPrefix("screen_shown") } == [
                "screen_shown flow=shop screen=ProductScreen",
                "screen_shown flow=shop screen=ReviewsScreen",
                "screen_shown flow=shop screen=ReviewsScreen",  // shown twice, tracked twice
                "screen_shown flow=shop screen=PaymentScreen",
                "screen_shown flow=shop screen=ConfirmationScreen",
            ])
        #expect(
            reporter.breadcrumbs.filter { $0.hasPrefix("navigation") } == [
                "navigation: screen ProductScreen shown",
                "navigation: screen ReviewsScreen shown",
                "navigation: screen ReviewsScreen released",
                "navigation: screen ReviewsScreen shown",
                "navigation: screen ReviewsScreen released",
                "navigation: screen PaymentScreen shown",
                "navigation: screen ConfirmationScreen shown",
            ])
        withExtendedLifetime(telemetry) {}
        try log.expect([
            "shop: started",
            "shop: bound to ProductScreen",
            "shop: intent reviews from ProductScreen",
            "shop: routes ReviewsScreen",
            "shop: routed reviews",
            "shop: intent close from ReviewsScreen",
            "shop: routed close",
            "shop: screen ReviewsScreen released",
            "shop: intent reviews from ProductScreen",
            "shop: routes ReviewsScreen",
            "shop: routed reviews",
            "shop: screen ReviewsScreen released",
            "shop: intent buy from ProductScreen",
            "shop: routes PaymentScreen",
            "shop: routed buy",
            "shop: intent pay from PaymentScreen",
            "shop: routes ConfirmationScreen",
            "shop: routed pay",
            "shop: intent done from ConfirmationScreen",
            "shop: routed done",
            "shop: torn down (finished)",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aRoutedScreenReachesAnalyticsAndBreadcrumbsAsAShownScreen() {
        let routed = CoordinatorEvent(sequence: 1, path: "shop", depth: 0, kind: .screenRouted(screen: "PaymentScreen"))
        #expect(routed.kind.description == "routes PaymentScreen")
        #expect(AnalyticsEvent(routed)?.description == "screen_shown flow=shop screen=PaymentScreen")
        #expect(Breadcrumb(routed)?.description == "navigation shop: screen PaymentScreen shown")
    }
}
